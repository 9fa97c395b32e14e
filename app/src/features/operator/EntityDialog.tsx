import { ApiError } from '@fuelmarket/api-client';
import { useState, type ReactNode } from 'react';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ConflictNotice } from '../../shell/conflict';
import { FormDialog } from '../../shell/layout/FormDialog';
import { fieldProblems, problemText, saveFailure } from './formProblems';
import { formMessages } from './messages';
import * as styles from './operator.css';

/** The row a dialog edits as the server has it now: its version and its values for the form. */
export interface Current<V> {
  version: number;
  values: V;
}

export interface EntityDialogProps<V extends FieldValues> {
  formId: string;
  title: string;
  /** The form's accessible name, when the title alone does not say what is edited. */
  formLabel?: string;
  /** The form's values when it opens. */
  initial: V;
  /** The version read, when an existing row is edited (absent: a new one). */
  version?: number;
  /** The form's checks (`zodResolver(schema)`). */
  resolver: Resolver<V>;
  /** The form's fields (for the server's field problems, `/name` …). */
  fields: readonly FieldPath<V>[];
  submitLabel?: string;
  /** Sends the values (over `version` when editing); rejects with the ApiError. */
  save: (values: V, version: number | undefined) => Promise<void>;
  /** Reads the row again after a conflict (null: it is gone). */
  current?: () => Promise<Current<V> | null>;
  onClose: () => void;
  children: (form: {
    control: Control<V>;
    problem: (key: string | undefined) => string | undefined;
  }) => ReactNode;
}

/**
 * An operator's form in a dialog (company account, master data): the checks of its schema with German messages, the server's field
 * problems on their fields, a refusal in German above the form, and on a save over someone else's
 * change (409 VERSION_CONFLICT) the choice to load their state or overwrite it.
 */
export function EntityDialog<V extends FieldValues>({
  formId,
  title,
  formLabel,
  initial,
  version,
  resolver,
  fields,
  submitLabel,
  save,
  current,
  onClose,
  children,
}: EntityDialogProps<V>) {
  const intl = useIntl();
  const [base, setBase] = useState(version);
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const [conflict, setConflict] = useState<V | null>(null);
  const [saving, setSaving] = useState(false);
  const { control, handleSubmit, setError, formState, reset } = useForm<V>({
    resolver,
    mode: 'onBlur',
    defaultValues: initial as DefaultValues<V>,
  });
  const problem = (key: string | undefined) => problemText(intl, key);

  async function submit(values: V, over = base) {
    setFailure(null);
    setRejected([]);
    setConflict(null);
    setSaving(true);
    try {
      await save(values, over);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VERSION_CONFLICT' && current) {
        setConflict(values);
        return;
      }
      const problems = fieldProblems(error, fields);
      if (problems) {
        for (const p of problems.fields) setError(p.field, { type: 'server', message: p.message });
        setRejected(problems.other.map((text) => problemText(intl, text) ?? text));
        return;
      }
      const detail = error instanceof ApiError && error.status !== 404 ? error.problem?.detail : undefined;
      setFailure(detail ? { title: saveFailure(intl, error), detail } : { title: saveFailure(intl, error) });
    } finally {
      setSaving(false);
    }
  }

  async function fresh(): Promise<Current<V> | null> {
    try {
      const now = (await current?.()) ?? null;
      if (!now) setFailure({ title: intl.formatMessage(formMessages.gone) });
      return now;
    } catch (error) {
      setFailure({ title: saveFailure(intl, error) });
      return null;
    }
  }

  async function reload() {
    const now = await fresh();
    setConflict(null);
    if (!now) return;
    setBase(now.version);
    reset(now.values);
  }

  async function overwrite(values: V) {
    const now = await fresh();
    if (!now) {
      setConflict(null);
      return;
    }
    setBase(now.version);
    await submit(values, now.version);
  }

  return (
    <FormDialog
      columns={2}
      formId={formId}
      title={title}
      formLabel={formLabel}
      onClose={onClose}
      dirty={formState.isDirty}
      isSaving={saving}
      submitLabel={submitLabel}
      failure={failure}
      rejected={rejected}
      onSubmit={(e) => void handleSubmit((values) => submit(values))(e)}
      notice={
        conflict ? (
          <ConflictNotice
            className={styles.wide}
            isDisabled={saving}
            onReload={reload}
            onOverwrite={() => overwrite(conflict)}
          />
        ) : null
      }
    >
      {children({ control, problem })}
    </FormDialog>
  );
}
