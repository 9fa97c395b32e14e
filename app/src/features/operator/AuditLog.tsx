import { ApiError } from '@fuelmarket/api-client';
import type { Locale } from '@fuelmarket/brands';
import { EmptyState } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { LoadFailure } from './LoadFailure';
import { accountMessages, auditActionMessages, auditMessages as m } from './messages';
import { formatDateTimeIn } from './platformTime';
import { AUDIT_LIMIT, operatorAuditQuery } from './queries';
import * as styles from './operator.css';

export interface AuditLogProps {
  locale: Locale;
  /** The platform's time zone, in which the times read. */
  timeZone: string;
}

/**
 * The operator's log: the newest blocks and unblocks of companies and users, each with its time (in the
 * platform's time), what was done, to whom, by whom, how many users it touched, and why.
 */
export function AuditLog({ locale, timeZone }: AuditLogProps) {
  const intl = useIntl();
  const audit = useQuery(operatorAuditQuery());
  const entries = audit.data ?? [];
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
                {formatDateTimeIn(entry.at, locale, timeZone)}
              </time>
              <span>
                <span className={styles.strong}>{intl.formatMessage(auditActionMessages[entry.action])}</span>
                {': '}
                {entry.target.name}
                <span className={styles.secondLine}>
                  {intl.formatMessage(m.affected, { count: entry.affectedUsers })}
                </span>
              </span>
              <span>{intl.formatMessage(m.by, { actor: entry.actor.name })}</span>
              <span className={styles.reason}>
                {entry.reason
                  ? intl.formatMessage(m.reason, { reason: entry.reason })
                  : intl.formatMessage(m.noReason)}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
