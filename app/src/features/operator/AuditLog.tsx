import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Locale } from '@fuelmarket/brands';
import { EmptyState } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { describeChange } from './auditChanges';
import { LoadFailure } from './LoadFailure';
import {
  accountMessages,
  auditActionMessages,
  auditMessages as m,
  blockActions,
  changeMessages,
} from './messages';
import { formatDateTimeAt } from '../../shell/i18n/platformTime';
import { AUDIT_LIMIT, companyAccountsQuery, masterDataQuery, operatorAuditQuery } from './queries';
import * as styles from './operator.css';

export interface AuditLogProps {
  locale: Locale;
  /** The platform's time zone, in which the times read. */
  timeZone: string;
}

/**
 * The operator's log [P5]: the newest actions, each with its time (in the platform's time), what was
 * done, to what, by whom, and what it changed field by field ("Name: Alt → Neu", in German, a parent
 * account or a region by its name); a block also says how many users it touched and why.
 */
export function AuditLog({ locale, timeZone }: AuditLogProps) {
  const intl = useIntl();
  const audit = useQuery(operatorAuditQuery());
  const entries = useMemo(() => audit.data ?? [], [audit.data]);
  const names = useReferencedNames(entries);
  const status = audit.error instanceof ApiError ? audit.error.status : 0;
  return (
    <div className={styles.panel}>
      <p className={styles.summary}>{intl.formatMessage(m.timeZone, { limit: AUDIT_LIMIT, timeZone })}</p>
      {audit.error ? (
        <LoadFailure
          title={intl.formatMessage(status === 403 ? accountMessages.forbidden : m.failed, { status })}
          onRetry={() => void audit.refetch()}
        />
      ) : null}
      {audit.isSuccess && entries.length === 0 ? <EmptyState title={intl.formatMessage(m.empty)} /> : null}
      {entries.length > 0 ? (
        <ol
          className={styles.list}
          aria-label={intl.formatMessage(m.list)}
          aria-busy={audit.isFetching || undefined}
        >
          {entries.map((entry) => (
            <li key={entry.id} className={`${styles.item} ${styles.entry}`}>
              <time className={styles.time} dateTime={entry.at}>
                {formatDateTimeAt(entry.at, timeZone)}
              </time>
              <span className={styles.what}>
                <span className={styles.strong}>{intl.formatMessage(auditActionMessages[entry.action])}</span>
                {': '}
                {entry.target.name}
                {blockActions.has(entry.action) ? (
                  <span className={styles.secondLine}>
                    {intl.formatMessage(m.affected, { count: entry.affectedUsers })}
                  </span>
                ) : null}
              </span>
              <span>{intl.formatMessage(m.by, { actor: entry.actor.name })}</span>
              {entry.changes.length > 0 ? (
                <ul className={styles.changes} aria-label={intl.formatMessage(changeMessages.changes)}>
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {describeChange(entry.action, change, { intl, locale, names })}
                    </li>
                  ))}
                </ul>
              ) : null}
              {entry.reason || blockActions.has(entry.action) ? (
                <span className={styles.reason}>
                  {entry.reason
                    ? intl.formatMessage(m.reason, { reason: entry.reason })
                    : intl.formatMessage(m.noReason)}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/**
 * The names of the accounts and regions the changes refer to by id; loaded only when a change does (a
 * name that cannot be found shows the id).
 */
function useReferencedNames(entries: readonly Schemas['OperatorAuditEntry'][]): ReadonlyMap<string, string> {
  const fields = new Set(entries.flatMap((e) => e.changes.map((c) => c.field)));
  const accounts = useQuery({
    ...companyAccountsQuery(),
    enabled: fields.has('parentAccountId') || fields.has('accountId'),
  });
  const master = useQuery({ ...masterDataQuery(), enabled: fields.has('regionId') });
  return useMemo(
    () =>
      new Map([
        ...(accounts.data ?? []).map((a) => [a.id, a.name] as const),
        ...(master.data?.regions ?? []).map((r) => [r.id, r.name] as const),
      ]),
    [accounts.data, master.data],
  );
}
