import { Button, Modal } from '@fuelmarket/ui';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { DiscardGuard, FormBody, type DiscardQuestion } from './FormBody';
import { formDialogMessages as m } from './messages';
import type { SaveForm } from './useSaveForm';
import * as styles from './formDialog.css';

export type { DiscardQuestion } from './FormBody';

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
  /** Speichern waits (the form still loads what its checks need). @default false */
  submitDisabled?: boolean;
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
  submitDisabled = false,
  notice,
  conflictTitle,
  discardQuestion,
  children,
}: FormDialogProps<V>) {
  const intl = useIntl();
  const dirty = form.formState.isDirty;
  const [askDiscard, setAskDiscard] = useState(false);
  const close = () => (dirty ? setAskDiscard(true) : onClose());
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
            <Button type="submit" form={formId} isDisabled={save.isSaving || submitDisabled}>
              {submitLabel ?? intl.formatMessage(m.save)}
            </Button>
          </div>
        }
      >
        <FormBody
          formId={formId}
          label={formLabel ?? title}
          className={styles.form[columns]}
          form={form}
          save={save}
          conflictTitle={conflictTitle}
          notice={notice}
        >
          {children}
        </FormBody>
      </Modal>
      <DiscardGuard
        dirty={dirty}
        asking={askDiscard}
        onKeep={() => setAskDiscard(false)}
        onDiscard={onClose}
        question={discardQuestion}
      />
    </>
  );
}
