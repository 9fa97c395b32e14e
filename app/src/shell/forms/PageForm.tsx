import { Button } from '@fuelmarket/ui';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { DiscardGuard, FormBody, type DiscardQuestion } from './FormBody';
import { formDialogMessages as m } from './messages';
import type { SaveForm } from './useSaveForm';
import * as styles from './formDialog.css';

export interface PageFormProps<V extends FieldValues> {
  /** The form's accessible name. */
  label: string;
  form: UseFormReturn<V>;
  save: SaveForm;
  /** The save button's text. @default "Speichern" */
  submitLabel?: string | undefined;
  /** The fields in one column, or in two from md (parts with the `wide` class span both). @default 1 */
  columns?: 1 | 2;
  /** Said above the fields when the form's own checks stopped the save. */
  incompleteText?: string | undefined;
  /** Above the fields, under the failure: what the last save came to ("Gespeichert"), a hint. */
  notice?: ReactNode;
  conflictTitle?: string | undefined;
  /** Leaving the page with unsaved entries asks first; off for forms whose entries are no loss (a search). @default true */
  guardEntries?: boolean;
  /** The wording of the question before unsaved entries are lost. */
  discardQuestion?: DiscardQuestion;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * The frame of a form on a page: the fields, the save button under them, what the last save came to
 * above them, and a question before a route change takes unsaved entries away [V12].
 */
export function PageForm<V extends FieldValues>({
  label,
  form,
  save,
  submitLabel,
  columns = 1,
  incompleteText,
  notice,
  conflictTitle,
  guardEntries = true,
  discardQuestion,
  className,
  children,
}: PageFormProps<V>) {
  const intl = useIntl();
  return (
    <>
      <FormBody
        label={label}
        className={[styles.form[columns], className].filter(Boolean).join(' ')}
        form={form}
        save={save}
        incompleteText={incompleteText}
        conflictTitle={conflictTitle}
        notice={notice}
      >
        {children}
        <div className={`${styles.actions} ${styles.wide}`}>
          <Button type="submit" isDisabled={save.isSaving}>
            {submitLabel ?? intl.formatMessage(m.save)}
          </Button>
        </div>
      </FormBody>
      {guardEntries ? <DiscardGuard dirty={form.formState.isDirty} question={discardQuestion} /> : null}
    </>
  );
}
