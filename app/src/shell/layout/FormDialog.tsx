import { Button, ConfirmDialog, InlineAlert, Modal } from '@fuelmarket/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formDialogMessages as m } from './messages';
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

export interface FormDialogProps {
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
  /** The save button's text. @default "Speichern" */
  submitLabel?: string;
  /** The cancel button's text. @default "Abbrechen" */
  cancelLabel?: string;
  /** The fields in one column, or in two from md (parts with the `wide` class span both). @default 1 */
  columns?: 1 | 2;
  /** A refusal in German, above the fields. */
  failure?: { title: string; detail?: string | undefined } | null;
  /** Problems the server named that no field shows. */
  rejected?: readonly string[];
  /** Above the fields, under the failure (a conflict's choice, a hint). */
  notice?: ReactNode;
  /** The wording of the question before unsaved entries are lost. */
  discardQuestion?: DiscardQuestion;
  children: ReactNode;
}

/**
 * The frame of a form in a dialog: a title, the fields in a form, Abbrechen and Speichern, the server's
 * refusal above the fields, and a question before unsaved entries are lost (closing by the button, Escape
 * or outside the dialog asks while the form is dirty).
 */
export function FormDialog({
  formId,
  title,
  formLabel,
  onClose,
  dirty,
  onSubmit,
  isSaving,
  submitLabel,
  cancelLabel,
  columns = 1,
  failure,
  rejected = [],
  notice,
  discardQuestion = {},
  children,
}: FormDialogProps) {
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
          <div className={styles.actions}>
            <Button variant="secondary" onPress={close}>
              {cancelLabel ?? intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" form={formId} isDisabled={isSaving}>
              {submitLabel ?? intl.formatMessage(m.save)}
            </Button>
          </div>
        }
      >
        <form
          id={formId}
          className={styles.form[columns]}
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
        title={discardQuestion.title ?? intl.formatMessage(m.discardTitle)}
        confirmLabel={intl.formatMessage(m.discard)}
        cancelLabel={discardQuestion.keepLabel ?? intl.formatMessage(m.keepEditing)}
        variant="critical"
        onConfirm={onClose}
      >
        {discardQuestion.text ?? intl.formatMessage(m.discardText)}
      </ConfirmDialog>
    </>
  );
}
