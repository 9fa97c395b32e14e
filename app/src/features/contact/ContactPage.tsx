import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@fuelmarket/api-client';
import {
  Button,
  Card,
  InlineAlert,
  PageHeader,
  TextArea,
  TextField,
  validationMessages,
  type TextFieldProps,
} from '@fuelmarket/ui';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useSessionState } from '../../shell/session';
import { CompanyContact } from '../legal';
import { $api } from '../../shell/api';
import { useAppContext } from '../../shell/context';
import { CONTACT_LIMITS, contactBody, contactSchema, type ContactValues } from './contactForm';
import * as styles from './contact.css';
import { contactMessages as m } from './messages';

type Outcome = { type: 'sent'; email: string } | { type: 'failed'; rateLimited: boolean } | null;

/**
 * `/kontakt`: the contact form beside the brand's company contact block. Name and e-mail start with the
 * signed-in user's. Missing entries are named at their fields and in a warning; a failed send says so
 * and keeps the entries; a sent message is confirmed [M2].
 */
export function ContactPage() {
  const intl = useIntl();
  const { brand } = useAppContext();
  const user = useSessionState().user;
  const send = $api.useMutation('post', '/api/contact');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [incomplete, setIncomplete] = useState(false);
  const defaults: ContactValues = {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    phone: '',
    subject: '',
    message: '',
  };
  const { control, handleSubmit, reset } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    mode: 'onBlur',
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setIncomplete(false);
      setOutcome(null);
      const body = contactBody(values);
      try {
        await send.mutateAsync({ body });
        setOutcome({ type: 'sent', email: body.email });
        reset(defaults);
      } catch (error) {
        console.warn('contact message failed', error);
        setOutcome({ type: 'failed', rateLimited: error instanceof ApiError && error.status === 429 });
      }
    },
    () => {
      setOutcome(null);
      setIncomplete(true);
    },
  );

  const errorText = (message: string | undefined) =>
    message === undefined
      ? undefined
      : intl.formatMessage(
          message === 'email_format_required'
            ? validationMessages.email_format_required
            : validationMessages.required,
        );

  const field = (
    name: Exclude<FieldPath<ContactValues>, 'message'>,
    label: string,
    extra: Partial<TextFieldProps> = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field: f, fieldState }) => (
        <TextField
          label={label}
          name={f.name}
          value={f.value}
          onChange={f.onChange}
          onBlur={f.onBlur}
          inputRef={f.ref}
          maxLength={CONTACT_LIMITS[name]}
          errorMessage={errorText(fieldState.error?.message)}
          {...extra}
        />
      )}
    />
  );

  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage(m.heading)} subtitle={intl.formatMessage(m.intro)} />
      <div className={styles.columns}>
        <Card title={intl.formatMessage(m.form)}>
          <form
            className={styles.form}
            aria-label={intl.formatMessage(m.form)}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
          >
            {outcome?.type === 'sent' ? (
              <InlineAlert tone="positive" title={intl.formatMessage(m.sent)}>
                {intl.formatMessage(m.sentDetail, { email: outcome.email })}
              </InlineAlert>
            ) : null}
            {incomplete ? (
              <InlineAlert tone="caution" announce="alert" title={intl.formatMessage(m.incomplete)} />
            ) : null}
            {outcome?.type === 'failed' ? (
              <InlineAlert
                tone="critical"
                title={intl.formatMessage(outcome.rateLimited ? m.rateLimited : m.sendFailed)}
              />
            ) : null}
            <div className={styles.row}>
              {field('name', intl.formatMessage(m.name), { isRequired: true, autoComplete: 'name' })}
              {field('email', intl.formatMessage(m.email), {
                isRequired: true,
                type: 'email',
                autoComplete: 'email',
              })}
            </div>
            <div className={styles.row}>
              {field('phone', intl.formatMessage(m.phone), { type: 'tel', autoComplete: 'tel' })}
              {field('subject', intl.formatMessage(m.subject), { isRequired: true })}
            </div>
            <Controller
              control={control}
              name="message"
              render={({ field: f, fieldState }) => (
                <TextArea
                  label={intl.formatMessage(m.message)}
                  name={f.name}
                  value={f.value}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  textAreaRef={f.ref}
                  rows={8}
                  isRequired
                  maxLength={CONTACT_LIMITS.message}
                  errorMessage={errorText(fieldState.error?.message)}
                />
              )}
            />
            <div className={styles.actions}>
              <Button type="submit" isPending={send.isPending}>
                {intl.formatMessage(m.send)}
              </Button>
            </div>
          </form>
        </Card>
        <Card>
          <CompanyContact company={brand.company} />
        </Card>
      </div>
    </div>
  );
}
