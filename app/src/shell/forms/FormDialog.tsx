import { Button, ConfirmDialog, InlineAlert, Modal } from '@fuelmarket/ui';
import { useBlocker } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
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

export interface FormDialogProps<V extends FieldValues> {
  /** The form's id; the save button submits it. */
  formId: string;
  title: string;
  /** Names the form (defaults to the title). */
  formLabel?: string | undefined;
  onClose: () => void;
  /** The form (react-hook-form): its fields find it by context, its dirty state guards the entries. */
  form: UseFormReturn<V>;
  /** The save's state (`useSaveForm`). */
  save: SaveForm;
  /** The save button's text. @default "Speichern" */
  submitLabel?: string | undefined;
  /** The cancel button's text. @default "Abbrechen" */
  cancelLabel?: string;
  /** The fields in one column, or in two from md (parts with the `wide` class span both). @default 1 */
  columns?: 1 | 2;
  /** @default 'medium' */
  size?: 'medium' | 'large';
  /** Above the fields, under the failure (a hint). */
  notice?: ReactNode;
  /** The conflict choice's sentence, where the form names what was changed meanwhile. */
  conflictTitle?: string;
  /** The wording of the question before unsaved entries are lost. */
  discardQuestion?: DiscardQuestion;
  children: ReactNode;
}

/**
 * The frame of every form in a dialog: a title, the fields in a form, Abbrechen and Speichern, the
 * server's refusal above the fields (field problems no field shows, a version conflict's choice), and a
 * question before unsaved entries are lost, whether the dialog is closed (button, Escape, outside) or the
 * page is left (a route change, the browser's unload) [V12].
 */
export function FormDialog<V extends FieldValues>({
  formId,
  title,
  formLabel,
  onClose,
  form,
  save,
  submitLabel,
  cancelLabel,
  columns = 1,
  size = 'medium',
  notice,
  conflictTitle,
  discardQuestion = {},
  children,
}: FormDialogProps<V>) {
  const intl = useIntl();
  const dirty = form.formState.isDirty;
  const [askDiscard, setAskDiscard] = useState(false);
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    withResolver: true,
    enableBeforeUnload: () => dirty,
  });
  const close = () => (dirty ? setAskDiscard(true) : onClose());
  const { failure, rejected, conflict } = save;
  return (
    <>
      <Modal
        isOpen
        size={size}
        title={title}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        footer={
          <div className={styles.actions}>
            <Button variant="secondary" onPress={close}>
              {cancelLabel ?? intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" form={formId} isDisabled={save.isSaving}>
              {submitLabel ?? intl.formatMessage(m.save)}
            </Button>
          </div>
        }
      >
        <FormProvider {...form}>
          <ProblemCatalogueContext.Provider value={save.problems}>
            <form
              id={formId}
              className={styles.form[columns]}
              aria-label={formLabel ?? title}
              noValidate
              onSubmit={save.onSubmit}
            >
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
      </Modal>
      <ConfirmDialog
        isOpen={askDiscard || blocker.status === 'blocked'}
        onOpenChange={(open) => {
          if (open) return;
          setAskDiscard(false);
          if (blocker.status === 'blocked') blocker.reset();
        }}
        title={discardQuestion.title ?? intl.formatMessage(m.discardTitle)}
        confirmLabel={intl.formatMessage(m.discard)}
        cancelLabel={discardQuestion.keepLabel ?? intl.formatMessage(m.keepEditing)}
        variant="critical"
        onConfirm={() => {
          if (blocker.status === 'blocked') blocker.proceed();
          else onClose();
        }}
      >
        {discardQuestion.text ?? intl.formatMessage(m.discardText)}
      </ConfirmDialog>
    </>
  );
}
