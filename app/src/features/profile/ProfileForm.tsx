import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Schemas } from '@fuelmarket/api-client';
import { Button, ConfirmDialog, InlineAlert } from '@fuelmarket/ui';
import { useBlocker } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ConflictNotice } from '../../shell/conflict';
import {
  FormCheckbox,
  FormFields,
  FormPasswordField,
  FormSelect,
  FormSwitch,
  FormTextField,
} from '../../shell/forms';
import {
  choiceMessages,
  fieldMessages,
  problemMessages,
  profileMessages as m,
  teamMessages,
} from './messages';
import {
  countries,
  departmentSizes,
  emptyProfile,
  profileFormSchema,
  toForm,
  type ProfileField,
  type ProfileFormValues,
  type ProfileMode,
  type ProfileProblem,
} from './profileForm';

type V = ProfileFormValues;
import * as styles from './profile.css';

type Profile = Schemas['Profile'];

/** What a save came to, shown above the buttons until the next one. */
export type SaveOutcome = 'saved' | 'invalid' | 'refused' | 'conflict' | 'failed';

/** A save's refusal the form understands; anything else is a failed save [H7]. */
export class SaveRefused extends Error {
  constructor(
    readonly kind: 'conflict' | 'refused' | 'fields',
    readonly fields: Partial<Record<ProfileField, ProfileProblem>> = {},
  ) {
    super(kind);
  }
}

/** Maps the server's answer to a save onto the form (field problems, a conflict, a refusal). */
export function refusalOf(error: unknown): SaveRefused | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'VERSION_CONFLICT') return new SaveRefused('conflict');
  if (error.code === 'PASSWORD_RULES') return new SaveRefused('fields', { password: 'passwordRulesBroken' });
  if (error.code === 'PASSWORDS_NOT_IDENTICAL')
    return new SaveRefused('fields', { passwordConfirmation: 'passwordsNotIdentical' });
  if (error.status === 400 && error.problem?.errors?.some((e) => e.path === '/email'))
    return new SaveRefused('fields', { email: 'emailTaken' });
  if (error.status === 403) return new SaveRefused('refused');
  return null;
}

export interface ProfileFormProps {
  /** Own profile, a new team member or a team member [PM1]. */
  mode: ProfileMode;
  /** The stored profile (absent when adding). */
  profile?: Profile;
  /** The account is a buyer's: the purchase right shows (for team members). */
  isBuyer: boolean;
  /** The buyer's account has online trading: only then may the purchase right be granted [P4]. */
  onlineTrading: boolean;
  /** Sends the values over `version`; resolves with the profile's new version, rejects with the ApiError. */
  save: (values: ProfileFormValues, version: number) => Promise<number | void>;
  /** The current profile after a conflict (for reloading it or saving over it) [V12]. */
  loadCurrent?: () => Promise<Profile>;
  /** On the page: leaving with unsaved changes asks first [V12]. In a dialog the dialog asks. */
  guardNavigation?: boolean;
  onDirtyChange?: (dirty: boolean) => void;
  /** Extra buttons beside "Speichern" (a dialog's cancel). */
  extraActions?: ReactNode;
  /** The form's accessible name. */
  label: string;
}

/**
 * The profile form in its three modes [PM1]: the §5 required fields with "'{field}' ist ein Pflichtfeld"
 * on blur [V5]; the individual address only with its switch [V6]; for a team member the rights, where
 * taking the admin rights asks first [P4]; for a new member the first password [V4]. A save over a
 * version someone else saved meanwhile offers to load theirs or to overwrite [V12]; any other failure
 * shows one general message, never the server's text [H7].
 */
export function ProfileForm({
  mode,
  profile,
  isBuyer,
  onlineTrading,
  save,
  loadCurrent,
  guardNavigation = false,
  onDirtyChange,
  extraActions,
  label,
}: ProfileFormProps) {
  const intl = useIntl();
  const [version, setVersion] = useState(profile?.version ?? 1);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [confirmAdmin, setConfirmAdmin] = useState<ProfileFormValues | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema(mode)),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: profile ? toForm(profile) : emptyProfile,
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const dirty = formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const individual = useWatch({ control, name: 'useIndividualAddress' });

  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => guardNavigation && dirty && next.pathname !== current.pathname,
    withResolver: true,
    enableBeforeUnload: () => guardNavigation && dirty,
  });

  /** The field's label, and as `{field}` of its problem ("Vorname ist ein Pflichtfeld") [V5]. */
  const labelled = (name: ProfileField) => {
    const label = intl.formatMessage(fieldMessages[name]);
    return { label, problemValues: { field: label } };
  };

  const send = async (values: ProfileFormValues, at: number) => {
    setOutcome(null);
    setBusy(true);
    try {
      const next = await save(values, at);
      if (typeof next === 'number') setVersion(next);
      setOutcome('saved');
      if (mode !== 'add') reset(values);
    } catch (error) {
      const refusal = error instanceof SaveRefused ? error : refusalOf(error);
      if (refusal?.kind === 'conflict') setOutcome('conflict');
      else if (refusal?.kind === 'refused') setOutcome('refused');
      else if (refusal?.kind === 'fields') {
        for (const [field, problem] of Object.entries(refusal.fields))
          setError(field as ProfileField, { type: 'server', message: problem });
        setOutcome('invalid');
      } else setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  const submitAt = (at: number) =>
    handleSubmit(
      (values) => {
        // Taking a member's admin rights asks first [P4].
        if (mode === 'member' && profile?.admin && !values.admin) {
          setConfirmAdmin(values);
          return;
        }
        return send(values, at);
      },
      () => setOutcome('invalid'),
    );

  const reload = async () => {
    if (!loadCurrent) return;
    setBusy(true);
    try {
      const now = await loadCurrent();
      setVersion(now.version);
      reset(toForm(now));
      setOutcome(null);
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  const overwrite = async () => {
    if (!loadCurrent) return;
    setBusy(true);
    try {
      const now = await loadCurrent();
      setVersion(now.version);
      await submitAt(now.version)();
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  const text = (
    name: Exclude<ProfileField, 'useIndividualAddress' | 'admin' | 'purchase'>,
    options?: {
      type?: 'email' | 'tel';
      required?: boolean;
      description?: string;
      autoComplete?: string;
    },
  ) => (
    <FormTextField<V>
      name={name}
      {...labelled(name)}
      type={options?.type ?? 'text'}
      isRequired={options?.required ?? true}
      {...(options?.autoComplete ? { autoComplete: options.autoComplete } : {})}
      {...(options?.description ? { description: options.description } : {})}
    />
  );

  const choice = <K extends string>(
    name: 'salutation' | 'title' | 'departmentSize' | 'country',
    options: readonly { id: K; label: string }[],
    required = true,
  ) => (
    <FormSelect<V, K>
      name={name}
      {...labelled(name)}
      allowEmpty
      options={options}
      placeholder={intl.formatMessage(choiceMessages.choose)}
      isRequired={required}
    />
  );

  const adding = mode === 'add';
  const showRights = mode !== 'own';

  return (
    <FormFields form={form} problems={problemMessages}>
      <form
        className={styles.form}
        aria-label={label}
        noValidate
        onSubmit={(event) => void submitAt(version)(event)}
      >
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{intl.formatMessage(m.personalSection)}</legend>
          {choice(
            'salutation',
            (['Ms', 'Mr'] as const).map((id) => ({ id, label: intl.formatMessage(choiceMessages[id]) })),
          )}
          {choice(
            'title',
            (['none', 'Dr', 'Prof'] as const).map((id) => ({
              id,
              label: intl.formatMessage(choiceMessages[id]),
            })),
          )}
          {text('firstName', { autoComplete: 'given-name' })}
          {text('lastName', { autoComplete: 'family-name' })}
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{intl.formatMessage(m.contactSection)}</legend>
          {text('email', {
            type: 'email',
            autoComplete: 'email',
            description: intl.formatMessage(m.usernameHint),
          })}
          {text('phone', { type: 'tel', autoComplete: 'tel' })}
          {text('mobile', { type: 'tel' })}
          {text('jobTitle', { autoComplete: 'organization-title' })}
          {text('department')}
          {choice(
            'departmentSize',
            departmentSizes.map((id) => ({ id, label: id })),
          )}
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{intl.formatMessage(m.addressSection)}</legend>
          <div className={styles.wide}>
            <FormSwitch<V> name="useIndividualAddress">
              {intl.formatMessage(fieldMessages.useIndividualAddress)}
            </FormSwitch>
          </div>
          {individual ? (
            <>
              {text('addressLine1', { autoComplete: 'address-line1' })}
              {text('addressLine2', { required: false, autoComplete: 'address-line2' })}
              {text('postCode', { autoComplete: 'postal-code' })}
              {text('county', { autoComplete: 'address-level2' })}
              {choice(
                'country',
                countries.map((id) => ({ id, label: intl.formatMessage(choiceMessages[id]) })),
              )}
            </>
          ) : null}
        </fieldset>
        {showRights ? (
          <fieldset className={styles.section}>
            <legend className={styles.legend}>{intl.formatMessage(m.rightsSection)}</legend>
            <RightsFields isBuyer={isBuyer} onlineTrading={onlineTrading} />
          </fieldset>
        ) : null}
        {adding ? (
          <fieldset className={styles.section}>
            <legend className={styles.legend}>{intl.formatMessage(m.passwordSection)}</legend>
            <p className={`${styles.hint} ${styles.wide}`}>
              {intl.formatMessage(teamMessages.firstPasswordHint)}
            </p>
            {(['password', 'passwordConfirmation'] as const).map((name) => (
              <FormPasswordField<V>
                key={name}
                name={name}
                {...labelled(name)}
                autoComplete="new-password"
                isRequired
                {...(name === 'password'
                  ? { description: intl.formatMessage(problemMessages.passwordRules) }
                  : {})}
              />
            ))}
          </fieldset>
        ) : null}
        {outcome ? <Outcome outcome={outcome} busy={busy} onReload={reload} onOverwrite={overwrite} /> : null}
        <div className={styles.actions}>
          <Button type="submit" isDisabled={busy}>
            {intl.formatMessage(adding ? teamMessages.add : m.save)}
          </Button>
          {mode !== 'add' ? (
            <Button
              variant="secondary"
              isDisabled={!dirty || busy}
              onPress={() => {
                reset();
                setOutcome(null);
              }}
            >
              {intl.formatMessage(m.discardChanges)}
            </Button>
          ) : null}
          {extraActions}
          {dirty ? <p className={styles.hint}>{intl.formatMessage(m.unsaved)}</p> : null}
        </div>
        <ConfirmDialog
          isOpen={confirmAdmin !== null}
          onOpenChange={(open) => {
            if (!open) setConfirmAdmin(null);
          }}
          title={intl.formatMessage(teamMessages.adminTitle)}
          confirmLabel={intl.formatMessage(teamMessages.adminConfirm)}
          cancelLabel={intl.formatMessage(teamMessages.cancel)}
          variant="critical"
          onConfirm={() => {
            const values = confirmAdmin;
            setConfirmAdmin(null);
            if (values) void send(values, version);
          }}
        >
          {intl.formatMessage(teamMessages.adminText, {
            name: profile ? `${profile.firstName} ${profile.lastName}` : '',
          })}
        </ConfirmDialog>
        <ConfirmDialog
          isOpen={blocker.status === 'blocked'}
          onOpenChange={(open) => {
            if (!open && blocker.status === 'blocked') blocker.reset();
          }}
          title={intl.formatMessage(m.leaveTitle)}
          confirmLabel={intl.formatMessage(m.leave)}
          cancelLabel={intl.formatMessage(m.keepEditing)}
          variant="critical"
          onConfirm={() => {
            if (blocker.status === 'blocked') blocker.proceed();
          }}
        >
          {intl.formatMessage(m.leaveText)}
        </ConfirmDialog>
      </form>
    </FormFields>
  );
}

function RightsFields({ isBuyer, onlineTrading }: { isBuyer: boolean; onlineTrading: boolean }) {
  const intl = useIntl();
  const purchase = useWatch<V, 'purchase'>({ name: 'purchase' });
  return (
    <>
      <FormCheckbox<V> name="admin">{intl.formatMessage(fieldMessages.admin)}</FormCheckbox>
      {isBuyer ? (
        <div>
          {/* Without online trading the right can only be taken, not granted [P4]. */}
          <FormCheckbox<V> name="purchase" isDisabled={!onlineTrading && !purchase}>
            {intl.formatMessage(fieldMessages.purchase)}
          </FormCheckbox>
          {!onlineTrading ? (
            <p className={styles.hint}>{intl.formatMessage(teamMessages.noOnlineTrading)}</p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function Outcome({
  outcome,
  busy,
  onReload,
  onOverwrite,
}: {
  outcome: SaveOutcome;
  busy: boolean;
  onReload: () => Promise<void>;
  onOverwrite: () => Promise<void>;
}) {
  const intl = useIntl();
  switch (outcome) {
    case 'saved':
      return <InlineAlert tone="positive" title={intl.formatMessage(m.saved)} />;
    case 'conflict':
      return <ConflictNotice isDisabled={busy} onReload={onReload} onOverwrite={onOverwrite} />;
    case 'invalid':
      return <InlineAlert tone="critical" announce="alert" title={intl.formatMessage(m.invalid)} />;
    case 'refused':
      return <InlineAlert tone="critical" announce="alert" title={intl.formatMessage(m.refused)} />;
    default:
      // [H7] one general message: the server's own text is not shown.
      return <InlineAlert tone="critical" announce="alert" title={intl.formatMessage(m.saveFailed)} />;
  }
}
