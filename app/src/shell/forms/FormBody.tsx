import { ConfirmDialog, InlineAlert } from '@fuelmarket/ui';
import { useBlocker } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ConflictNotice } from '../conflict';
import { formDialogMessages as m } from './messages';
import { ProblemCatalogueContext } from './problems';
import type { SaveForm } from './useSaveForm';
import * as styles from './formDialog.css';

/** The question before unsaved entries are lost, where a form words it its own way. */
export interface DiscardQuestion {
  /** @default "Änderungen verwerfen?" */
  title?: string;
  /** @default "Ihre Eingaben sind noch nicht gespeichert und gehen verloren." */
  text?: string;
  /** The button that goes back to the form. @default "Weiter bearbeiten" */
  keepLabel?: string;
}

export interface FormBodyProps<V extends FieldValues> {
  formId?: string | undefined;
  /** The form's accessible name. */
  label: string;
  className: string;
  form: UseFormReturn<V>;
  save: SaveForm;
  /** Said above the fields when the form's own checks stopped the save ("Bitte füllen Sie … aus."). */
  incompleteText?: string | undefined;
  /** The conflict choice's sentence, where the form names what was changed meanwhile. */
  conflictTitle?: string | undefined;
  /** Above the fields, under the failure (a hint). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * A form of the kit: the form's context for its bound fields, and above the fields what the last save
 * came to (the refusal, the problems no field shows, the conflict's choice).
 */
export function FormBody<V extends FieldValues>({
  formId,
  label,
  className,
  form,
  save,
  incompleteText,
  conflictTitle,
  notice,
  children,
}: FormBodyProps<V>) {
  const intl = useIntl();
  const { failure, rejected, conflict } = save;
  return (
    <FormProvider {...form}>
      <ProblemCatalogueContext.Provider value={save.problems}>
        <form id={formId} className={className} aria-label={label} noValidate onSubmit={save.onSubmit}>
          {save.incomplete && incompleteText ? (
            <InlineAlert className={styles.wide} tone="caution" announce="alert" title={incompleteText} />
          ) : null}
          {failure ? (
            <InlineAlert className={styles.wide} tone="critical" title={failure.title}>
              {failure.detail}
            </InlineAlert>
          ) : null}
          {rejected.length > 0 ? (
            <InlineAlert className={styles.wide} tone="critical" title={intl.formatMessage(m.rejected)}>
              <ul>
                {rejected.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </InlineAlert>
          ) : null}
          {conflict ? (
            <ConflictNotice
              className={styles.wide}
              {...(conflictTitle ? { title: conflictTitle } : {})}
              isDisabled={save.isSaving}
              onReload={conflict.reload}
              onOverwrite={conflict.overwrite}
            />
          ) : null}
          {notice}
          {children}
        </form>
      </ProblemCatalogueContext.Provider>
    </FormProvider>
  );
}

/**
 * The question before unsaved entries are lost: asked when `asking` (the form's own close) or when a
 * route change or the browser's unload would take the entries away while `dirty` [V12].
 */
export function DiscardGuard({
  dirty,
  asking = false,
  onKeep,
  onDiscard,
  question = {},
}: {
  dirty: boolean;
  /** The form's own close asks (a dialog's Abbrechen); a page form only guards route changes. */
  asking?: boolean;
  /** Back to the form. */
  onKeep?: () => void;
  /** The form's own close was confirmed. */
  onDiscard?: () => void;
  question?: DiscardQuestion | undefined;
}) {
  const intl = useIntl();
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    withResolver: true,
    enableBeforeUnload: () => dirty,
  });
  return (
    <ConfirmDialog
      isOpen={asking || blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (open) return;
        onKeep?.();
        if (blocker.status === 'blocked') blocker.reset();
      }}
      title={question.title ?? intl.formatMessage(m.discardTitle)}
      confirmLabel={intl.formatMessage(m.discard)}
      cancelLabel={question.keepLabel ?? intl.formatMessage(m.keepEditing)}
      variant="critical"
      onConfirm={() => {
        if (blocker.status === 'blocked') blocker.proceed();
        else onDiscard?.();
      }}
    >
      {question.text ?? intl.formatMessage(m.discardText)}
    </ConfirmDialog>
  );
}
