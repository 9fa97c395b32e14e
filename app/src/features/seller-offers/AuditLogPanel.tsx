import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Brand } from '@fuelmarket/brands';
import { EmptyState, Table, type TableColumn } from '@fuelmarket/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { formatDateTime } from '../../shell/i18n/format';
import { auditMessages as m } from './messages';
import * as styles from './sellerOffers.css';

type AuditEntry = Schemas['AuditEntry'];

const PAGE_LIMIT = 20;

export interface AuditLogPanelProps {
  brand: Pick<Brand, 'locale'>;
}

/**
 * The change tab of `/meine-angebote`: who created, changed or deleted which offer or pricing rule of the
 * account and when, with each changed field before and after, newest first, page by page.
 */
export function AuditLogPanel({ brand }: AuditLogPanelProps) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const log = $api.useQuery(
    'get',
    '/api/seller/audit',
    { params: { query: { pageNumber: page, pageLimit: PAGE_LIMIT } } },
    { retry: 1, placeholderData: (previous) => previous },
  );

  const value = (text: string | null) => text ?? intl.formatMessage(m.none);
  const columns: TableColumn<AuditEntry>[] = [
    {
      id: 'at',
      header: intl.formatMessage(m.at),
      cell: (e) => <span className={styles.oneLine}>{formatDateTime(e.at, brand.locale)}</span>,
    },
    {
      id: 'user',
      header: intl.formatMessage(m.user),
      cell: (e) => e.user?.name ?? intl.formatMessage(m.platform),
    },
    {
      id: 'object',
      header: intl.formatMessage(m.object),
      cell: (e) => (
        <span className={styles.words}>
          {intl.formatMessage(m.objectText, { entity: e.entity, label: e.label })}
        </span>
      ),
    },
    {
      id: 'action',
      header: intl.formatMessage(m.action),
      cell: (e) => intl.formatMessage(m.actionText, { action: e.action }),
    },
    {
      id: 'changes',
      header: intl.formatMessage(m.changes),
      cell: (e) =>
        e.action === 'updated' ? (
          <ul className={styles.changes}>
            {e.changes.map((c) => (
              <li key={c.field}>
                {intl.formatMessage(m.change, {
                  field: intl.formatMessage(m.field, { field: c.field }),
                  before: value(c.before),
                  after: value(c.after),
                })}
              </li>
            ))}
          </ul>
        ) : (
          intl.formatMessage(m.none)
        ),
    },
  ];

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
      {log.isError ? (
        <EmptyState
          tone="critical"
          title={intl.formatMessage(m.failed, {
            status: log.error instanceof ApiError ? log.error.status : 0,
          })}
        />
      ) : (
        <Table
          caption={intl.formatMessage(m.caption)}
          columns={columns}
          rows={log.data?.entries ?? []}
          getRowKey={(e) => e.id}
          isLoading={log.isPending}
          emptyText={intl.formatMessage(m.empty)}
          page={page}
          pageCount={log.data?.metadata.pageCount ?? 1}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}
