import type { Schemas } from '@fuelmarket/api-client';
import { InlineAlert } from '@fuelmarket/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { choiceMessages, profileMessages as m } from './messages';
import * as styles from './profile.css';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.factTerm}>{term}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Firmenkonto": the company account as stored; only the platform operator changes it [P5]. */
export function CompanyAccountPanel({ account }: { account: Schemas['Account'] }) {
  const intl = useIntl();
  const country =
    account.country in choiceMessages ? intl.formatMessage(choiceMessages[account.country]) : account.country;
  const rows: [string, ReactNode][] = [
    [intl.formatMessage(m.companyName), account.name],
    [
      intl.formatMessage(m.companyAddress),
      [
        account.addressLine1,
        account.addressLine2,
        `${account.postCode} ${account.city ?? ''}`.trim(),
        country,
      ]
        .filter(Boolean)
        .join(', '),
    ],
    [
      intl.formatMessage(m.companyContact),
      `${account.user.firstName} ${account.user.lastName} (${account.user.email})`,
    ],
  ];
  if (account.contactEmail) rows.push([intl.formatMessage(m.companyContactEmail), account.contactEmail]);
  if (account.type === 'buyer')
    rows.push([
      intl.formatMessage(m.onlineTrading),
      intl.formatMessage(account.onlineTradingEnabled === false ? m.disabled : m.enabled),
    ]);
  return (
    <div className={styles.form}>
      <Facts rows={rows} />
      <InlineAlert tone="info" title={intl.formatMessage(m.companyHint)} />
    </div>
  );
}

/** "Benutzereinstellungen": the username (the e-mail) and the rights the team administrator gave. */
export function UserSettingsPanel({ profile }: { profile: Schemas['Profile'] }) {
  const intl = useIntl();
  const yesNo = (v: boolean) => intl.formatMessage(v ? m.yes : m.no);
  const rows: [string, ReactNode][] = [
    [intl.formatMessage(m.username), profile.username],
    [intl.formatMessage(m.isAdmin), yesNo(profile.admin)],
  ];
  if (profile.typeId === 'buyer')
    rows.push([intl.formatMessage(m.mayPurchase), yesNo(profile.roles.includes('MyOffers_Purchase'))]);
  return (
    <div className={styles.form}>
      <Facts rows={rows} />
      <p className={styles.hint}>{intl.formatMessage(m.settingsHint)}</p>
    </div>
  );
}
