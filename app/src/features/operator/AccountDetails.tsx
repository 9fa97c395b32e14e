import { ApiError, type Schemas } from '@fuelmarket/api-client';
import { Button } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AccountEditDialog } from './AccountEditDialog';
import { CreateUserDialog } from './CreateUserDialog';
import { LoadFailure } from './LoadFailure';
import {
  countryMessages,
  detailMessages as m,
  editMessages,
  featureMessages,
  shareholderMessages,
  shareholderRoleMessages,
  userMessages,
} from './messages';
import { companyAccountQuery } from './queries';
import { ShareholderDialog } from './ShareholderDialog';
import * as styles from './operator.css';

type Account = Schemas['CompanyAccountDetail'];
type Dialog = 'edit' | 'shareholder' | 'user';

export interface AccountDetailsProps {
  account: Schemas['CompanyAccountSummary'];
  /** What a change came to, in German (shown above the list). */
  onOutcome: (text: string) => void;
}

/**
 * An opened company account's data as the operator keeps it [P5]: address, contact, IWO membership,
 * online trading, features and its place among the shareholder accounts, with the operator's actions:
 * edit the data, set the shareholder role (buyers only), and create a user (shareholder accounts only).
 */
export function AccountDetails({ account, onOutcome }: AccountDetailsProps) {
  const intl = useIntl();
  const detail = useQuery(companyAccountQuery(account.id));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const headingId = `operator-details-heading-${account.id}`;
  const data = detail.data;
  const close = () => setDialog(null);
  const status = detail.error instanceof ApiError ? detail.error.status : 0;
  return (
    <section className={styles.users} aria-labelledby={headingId} aria-busy={detail.isFetching || undefined}>
      <h2 id={headingId} className={styles.usersHeading}>
        {intl.formatMessage(m.heading, { name: account.name })}
      </h2>
      {detail.error ? (
        <LoadFailure title={intl.formatMessage(m.failed, { status })} onRetry={() => void detail.refetch()} />
      ) : null}
      {data ? (
        <>
          <AccountFacts account={data} />
          <div className={styles.toolbar}>
            <Button
              variant="secondary"
              size="small"
              aria-label={intl.formatMessage(m.editLabel, { name: data.name })}
              onPress={() => setDialog('edit')}
            >
              {intl.formatMessage(m.edit)}
            </Button>
            {data.type === 'buyer' ? (
              <Button
                variant="secondary"
                size="small"
                aria-label={intl.formatMessage(m.shareholderLabel, { name: data.name })}
                onPress={() => setDialog('shareholder')}
              >
                {intl.formatMessage(m.shareholderAction)}
              </Button>
            ) : null}
            {data.shareholder.role !== 'none' ? (
              <Button
                variant="secondary"
                size="small"
                aria-label={intl.formatMessage(m.createUserLabel, { name: data.name })}
                onPress={() => setDialog('user')}
              >
                {intl.formatMessage(m.createUser)}
              </Button>
            ) : null}
          </div>
          {dialog === 'edit' ? (
            <AccountEditDialog
              account={data}
              onClose={close}
              onSaved={(saved) => {
                close();
                onOutcome(intl.formatMessage(editMessages.saved, { name: saved.name }));
              }}
            />
          ) : null}
          {dialog === 'shareholder' ? (
            <ShareholderDialog
              account={data}
              onClose={close}
              onSaved={(saved) => {
                close();
                const { role, parent } = saved.shareholder;
                onOutcome(
                  role === 'child' && parent
                    ? intl.formatMessage(shareholderMessages.savedChild, {
                        name: saved.name,
                        parent: parent.name,
                      })
                    : intl.formatMessage(shareholderMessages.saved, {
                        name: saved.name,
                        role: intl.formatMessage(shareholderRoleMessages[role]),
                      }),
                );
              }}
            />
          ) : null}
          {dialog === 'user' ? (
            <CreateUserDialog
              account={data}
              onClose={close}
              onCreated={(user) => {
                close();
                onOutcome(
                  intl.formatMessage(userMessages.created, {
                    name: `${user.firstName} ${user.lastName}`,
                    email: user.email,
                  }),
                );
              }}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function AccountFacts({ account: a }: { account: Account }) {
  const intl = useIntl();
  const { role, parent, children } = a.shareholder;
  const place = [a.addressLine1, a.addressLine2, [a.postCode, a.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .concat(intl.formatMessage(countryMessages[a.country]));
  const shareholder =
    role === 'child' && parent
      ? intl.formatMessage(m.parentOf, { parent: parent.name })
      : role === 'parent'
        ? `${intl.formatMessage(shareholderRoleMessages.parent)}. ${intl.formatMessage(m.children, {
            count: children.length,
            names: intl.formatList(children.map((c) => c.name)),
          })}`
        : intl.formatMessage(shareholderRoleMessages.none);
  return (
    <dl className={styles.details}>
      <dt className={styles.term}>{intl.formatMessage(m.address)}</dt>
      <dd className={styles.definition}>{place.join(', ')}</dd>
      <dt className={styles.term}>{intl.formatMessage(m.contact)}</dt>
      <dd className={styles.definition}>{a.contactEmail ?? intl.formatMessage(m.noContact)}</dd>
      <dt className={styles.term}>{intl.formatMessage(m.flags)}</dt>
      <dd className={styles.definition}>
        {intl.formatMessage(a.iwoMember ? m.iwoMember : m.notIwoMember)}
        {', '}
        {intl.formatMessage(a.onlineTradingEnabled ? m.onlineTrading : m.noOnlineTrading)}
      </dd>
      <dt className={styles.term}>{intl.formatMessage(m.features)}</dt>
      <dd className={styles.definition}>
        {a.features.length
          ? intl.formatList(a.features.map((f) => intl.formatMessage(featureMessages[f])))
          : intl.formatMessage(m.noFeatures)}
      </dd>
      <dt className={styles.term}>{intl.formatMessage(m.shareholder)}</dt>
      <dd className={styles.definition}>{shareholder}</dd>
    </dl>
  );
}
