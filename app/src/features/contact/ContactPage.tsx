import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@fuelmarket/api-client';
import { Card, InlineAlert, PageHeader, validationMessages } from '@fuelmarket/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useSessionState } from '../../shell/session';
import { CompanyContact } from '../legal';
import { $api } from '../../shell/api';
import { useAppContext } from '../../shell/context';
import { FormTextArea, FormTextField, PageForm, useSaveForm } from '../../shell/forms';
import { CONTACT_LIMITS, contactBody, contactSchema, type ContactValues } from './contactForm';
import * as styles from './contact.css';
import { contactMessages as m } from './messages';

type F = ContactValues;

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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const defaults: F = {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    phone: '',
    subject: '',
    message: '',
  };
  const form = useForm<F>({ resolver: zodResolver(contactSchema), mode: 'onBlur', defaultValues: defaults });
  const save = useSaveForm({
    form,
    fields: ['name', 'email', 'phone', 'subject', 'message'],
    problems: {
      required: validationMessages.required,
      email_format_required: validationMessages.email_format_required,
    },
    save: async (values) => {
      setSentTo(null);
      const body = contactBody(values);
      await send.mutateAsync({ body });
      setSentTo(body.email);
      form.reset(defaults);
    },
    refusal: (error) => {
      console.warn('contact message failed', error);
      const rateLimited = error instanceof ApiError && error.status === 429;
      return { title: intl.formatMessage(rateLimited ? m.rateLimited : m.sendFailed) };
    },
  });

  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage(m.heading)} subtitle={intl.formatMessage(m.intro)} />
      <div className={styles.columns}>
        <Card title={intl.formatMessage(m.form)}>
          <PageForm
            label={intl.formatMessage(m.form)}
            form={form}
            save={save}
            submitLabel={intl.formatMessage(m.send)}
            incompleteText={intl.formatMessage(m.incomplete)}
            notice={
              sentTo !== null ? (
                <InlineAlert tone="positive" title={intl.formatMessage(m.sent)}>
                  {intl.formatMessage(m.sentDetail, { email: sentTo })}
                </InlineAlert>
              ) : null
            }
          >
            <div className={styles.row}>
              <FormTextField<F>
                name="name"
                label={intl.formatMessage(m.name)}
                maxLength={CONTACT_LIMITS.name}
                isRequired
                autoComplete="name"
              />
              <FormTextField<F>
                name="email"
                label={intl.formatMessage(m.email)}
                maxLength={CONTACT_LIMITS.email}
                isRequired
                type="email"
                autoComplete="email"
              />
            </div>
            <div className={styles.row}>
              <FormTextField<F>
                name="phone"
                label={intl.formatMessage(m.phone)}
                maxLength={CONTACT_LIMITS.phone}
                type="tel"
                autoComplete="tel"
              />
              <FormTextField<F>
                name="subject"
                label={intl.formatMessage(m.subject)}
                maxLength={CONTACT_LIMITS.subject}
                isRequired
              />
            </div>
            <FormTextArea<F>
              name="message"
              label={intl.formatMessage(m.message)}
              rows={8}
              isRequired
              maxLength={CONTACT_LIMITS.message}
            />
          </PageForm>
        </Card>
        <Card>
          <CompanyContact company={brand.company} />
        </Card>
      </div>
    </div>
  );
}
