import { ApiError } from '@fuelmarket/api-client';
import { useMemo, useState, type FormEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formProblemMessages } from './messages';
import { fieldProblemMessages } from './fieldProblemMessages';
import { fieldProblems, problemText, saveFailureText, type ProblemCatalogue } from './problems';

const noProblems: ProblemCatalogue = {};

/** The record a form edits as the server has it now: its version and its values for the form. */
export interface Current<V> {
  version: number;
  values: V;
}

/** A refused save in German, shown above the fields. */
export interface SaveFailure {
  title: string;
  detail?: string;
}

export interface UseSaveFormOptions<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The fields that show the server's field problems (JSON pointers `/name`, `/address/city` …). */
  fields: readonly FieldPath<V>[];
  /** The field that shows a pointer's problem where the pointer is not the field's path. */
  pointers?: Readonly<Record<string, FieldPath<V>>>;
  /** The version read, when an existing record is edited (absent: a new one). */
  version?: number | undefined;
  /** Sends the values (over `version` when editing); rejects with the ApiError. */
  save: (values: V, version: number | undefined) => Promise<void>;
  /**
   * Reads the record again after a 409 VERSION_CONFLICT (null: it is gone). With it, a conflict offers
   * the choice to load the state saved meanwhile or to overwrite it; without it, a conflict is a failure.
   */
  current?: () => Promise<Current<V> | null>;
  /** The German texts of the problem codes this form can meet: the server's and its schema's own. */
  problems?: ProblemCatalogue;
  /** What the form says when the record is gone (`current` found none). @default the kit's 404 sentence */
  gone?: SaveFailure;
  /**
   * Refusals that belong to a field: the problem code (`error.code`) → the field and its problem key
   * (`INCORRECT_PASSWORD` → `currentPassword`, `incorrectPassword`).
   */
  fieldOfCode?: Readonly<Record<string, readonly [FieldPath<V>, string]>>;
  /** Words a refusal the feature knows (a domain code such as SHAREHOLDER_CONFLICT); null: the kit's. */
  refusal?: (error: unknown) => SaveFailure | null;
}

/** A save's state for the form's frame (`FormDialog`): spread it into the frame's `save`. */
export interface SaveForm {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  isSaving: boolean;
  failure: SaveFailure | null;
  /** The server's problems no field shows, in German. */
  rejected: readonly string[];
  /** The last try stopped at the form's own checks (a field is missing or wrong). */
  incomplete: boolean;
  /** The feature's German texts of problem codes, for the fields (the server's and the schema's own). */
  problems: ProblemCatalogue;
  /** After a 409 VERSION_CONFLICT with `current`: the two choices of `ConflictNotice`. */
  conflict: { reload: () => Promise<void>; overwrite: () => Promise<void> } | null;
}

/**
 * The one way a form saves: its checks first, then `save`; the answer becomes the form's state. A 400's
 * field problems go onto their fields (the rest above them), a 409 version conflict into the choice to
 * reload or overwrite, 403 and 404 into a clear sentence, anything else into the general failure. The
 * entries are kept whatever the answer.
 */
export function useSaveForm<V extends FieldValues>({
  form,
  fields,
  pointers,
  version,
  save,
  current,
  problems: own = noProblems,
  gone,
  fieldOfCode = {},
  refusal,
}: UseSaveFormOptions<V>): SaveForm {
  // The server's field-problem codes in the kit's words, the feature's own words over them.
  const problems = useMemo(() => ({ ...fieldProblemMessages, ...own }), [own]);
  const intl = useIntl();
  const [base, setBase] = useState(version);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [rejected, setRejected] = useState<readonly string[]>([]);
  const [conflicted, setConflicted] = useState<V | null>(null);
  const [saving, setSaving] = useState(false);
  const [incomplete, setIncomplete] = useState(false);

  async function submit(values: V, over = base): Promise<void> {
    setFailure(null);
    setRejected([]);
    setConflicted(null);
    setSaving(true);
    try {
      await save(values, over);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VERSION_CONFLICT' && current) {
        setConflicted(values);
        return;
      }
      const onField = error instanceof ApiError && error.code ? fieldOfCode[error.code] : undefined;
      if (onField) {
        form.setError(onField[0], { type: 'server', message: onField[1] });
        return;
      }
      const placed = fieldProblems(error, fields, pointers);
      if (placed) {
        for (const p of placed.fields) {
          form.setError(p.field, { type: 'server', message: problemText(intl, p.message, problems) ?? '' });
        }
        setRejected(placed.other.map((text) => problemText(intl, text, problems) ?? text));
        return;
      }
      const worded = refusal?.(error);
      if (worded) {
        setFailure(worded);
        return;
      }
      const detail = error instanceof ApiError && error.status !== 404 ? error.problem?.detail : undefined;
      const title = saveFailureText(intl, error);
      setFailure(detail ? { title, detail } : { title });
    } finally {
      setSaving(false);
    }
  }

  async function fresh(): Promise<Current<V> | null> {
    try {
      const now = (await current?.()) ?? null;
      if (!now) setFailure(gone ?? { title: intl.formatMessage(formProblemMessages.gone) });
      return now;
    } catch (error) {
      setFailure({ title: saveFailureText(intl, error) });
      return null;
    }
  }

  return {
    onSubmit: (event) => {
      setIncomplete(false);
      void form.handleSubmit(
        (values) => submit(values),
        () => setIncomplete(true),
      )(event);
    },
    isSaving: saving,
    incomplete,
    problems,
    failure,
    rejected,
    conflict: conflicted
      ? {
          reload: async () => {
            const now = await fresh();
            setConflicted(null);
            if (!now) return;
            setBase(now.version);
            form.reset(now.values);
          },
          overwrite: async () => {
            const now = await fresh();
            if (!now) {
              setConflicted(null);
              return;
            }
            setBase(now.version);
            await submit(conflicted, now.version);
          },
        }
      : null,
  };
}
