import { Button, ConfirmDialog, InlineAlert, Modal } from '@fuelmarket/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formMessages as m } from './messages';
import * as styles from './operator.css';

export interface OperatorFormDialogProps {
  /** The form's id; the save button submits it. */
  formId: string;
  title: string;
  /** Names the form (defaults to the title). */
  formLabel?: string;
  onClose: () => void;
  /** Whether the form holds unsaved entries: closing then asks first. */
  dirty: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSaving: boolean;
  /** The save button's text (Speichern unless given). */
  submitLabel?: string;
  /** A refusal in German, above the fields. */
  failure?: { title: string; detail?: string | undefined } | null;
  /** Problems the server named that no field shows. */
  rejected?: readonly string[];
  /** Above the fields, under the failure (a conflict's choice). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the operator's forms: a dialog with a title, the fields in a form, Abbrechen and
 * Speichern, the server's refusal above the fields, and a question before unsaved entries are lost.
 */
export function OperatorFormDialog({
  formId,
  title,
  formLabel,
  onClose,
  dirty,
  onSubmit,
  isSaving,
  submitLabel,
  failure,
  rejected = [],
  notice,
  children,
}: OperatorFormDialogProps) {
  const intl = useIntl();
  const [askDiscard, setAskDiscard] = useState(false);
  const close = () => (dirty ? setAskDiscard(true) : onClose());
  return (
    <>
      <Modal
        isOpen
        size="medium"
        title={title}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        footer={
          <div className={styles.dialogActions}>
            <Button variant="secondary" onPress={close}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" form={formId} isDisabled={isSaving}>
              {submitLabel ?? intl.formatMessage(m.save)}
            </Button>
          </div>
        }
      >
        <form
          id={formId}
          className={styles.form}
          aria-label={formLabel ?? title}
          noValidate
          onSubmit={onSubmit}
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
          {notice}
          {children}
        </form>
      </Modal>
      <ConfirmDialog
        isOpen={askDiscard}
        onOpenChange={(open) => {
          if (!open) setAskDiscard(false);
        }}
        title={intl.formatMessage(m.discardTitle)}
        confirmLabel={intl.formatMessage(m.discard)}
        cancelLabel={intl.formatMessage(m.keepEditing)}
        variant="critical"
        onConfirm={onClose}
      >
        {intl.formatMessage(m.discardText)}
      </ConfirmDialog>
    </>
  );
}
