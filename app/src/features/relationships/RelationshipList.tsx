import type { Currency, Locale } from '@fuelmarket/brands';
import {
  Card,
  RowActions,
  Table,
  media,
  useMediaQuery,
  type RowAction,
  type TableColumn,
} from '@fuelmarket/ui';
import { Fragment } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatDate, formatMoney } from '../../shell/i18n/format';
import { BuyerCredit } from './BuyerCredit';
import { creditModeMessages, pageMessages as p, stateMessages } from './messages';
import { isNew, type Relationship } from './rules';
import * as styles from './relationships.css';

/** Below this width the rows stack as cards (a phone at 375 px); wider screens get the table. */
export const STACKED_QUERY = media.through('sm');

export interface RelationshipListProps {
  /** The own side: a buyer lists its sellers, a seller its buyers. */
  side: 'buyer' | 'seller';
  rows: readonly Relationship[];
  /** The actions of a row; none: a declined or cancelled request the buyer cannot repeat [RS1]. */
  actionsOf: (r: Relationship) => RowAction[];
  /** Whether the additives column shows (feature productAdditives). */
  withAdditives: boolean;
  locale: Locale;
  currency: Currency;
  isLoading: boolean;
}

/**
 * The relationships as a table on wide screens and as stacked cards on narrow ones: the other side with
 * the NEW mark [E3], the state, whether additives are active [E3], for buyers their credit with a released
 * seller (opened on demand), for sellers the credit limit and the buyer's AGB acceptance, the request date,
 * the last message and the row's actions.
 */
export function RelationshipList({
  side,
  rows,
  actionsOf,
  withAdditives,
  locale,
  currency,
  isLoading,
}: RelationshipListProps) {
  const intl = useIntl();
  const stacked = useMediaQuery(STACKED_QUERY);
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);

  const name = (r: Relationship) => (
    <>
      {r.other.name}
      {isNew(r) ? (
        <>
          {' '}
          <span className={styles.badge}>{t(p.new)}</span>
        </>
      ) : null}
    </>
  );
  const actions = (r: Relationship) => {
    const list = actionsOf(r);
    if (list.length > 0) return <RowActions actions={list} />;
    return side === 'buyer' ? <span className={styles.note}>{t(p.reRequestHint)}</span> : null;
  };
  const facts: TableColumn<Relationship>[] = [
    {
      id: 'state',
      header: t(p.status),
      cell: (r) => <span className={styles.nowrap}>{t(stateMessages[r.state])}</span>,
    },
    ...(withAdditives
      ? [
          {
            id: 'additives',
            header: t(p.additives),
            // The server derives it from both sides' status and the seller's switch [E3].
            cell: (r: Relationship) => t(r.additivesActive ? p.additivesActive : p.additivesInactive),
          },
        ]
      : []),
    ...(side === 'buyer'
      ? [
          {
            id: 'credit',
            header: t(p.creditLimit),
            // The buyer's live credit with a released seller, read when opened.
            cell: (r: Relationship) =>
              r.state === 'RELEASED' ? (
                <BuyerCredit relationship={r} locale={locale} currency={currency} />
              ) : (
                t(p.none)
              ),
          },
        ]
      : []),
    ...(side === 'seller'
      ? [
          {
            id: 'creditLimit',
            header: t(p.creditLimit),
            align: 'end' as const,
            cell: (r: Relationship) =>
              r.creditLimitMode === 'NONE' || r.creditLimit === null ? (
                t(creditModeMessages.NONE)
              ) : (
                <>
                  <span className={styles.nowrap}>{formatMoney(r.creditLimit, { locale, currency })}</span>
                  <span className={`${styles.note} ${styles.nowrap}`}>
                    {' '}
                    ({t(creditModeMessages[r.creditLimitMode])})
                  </span>
                </>
              ),
          },
          {
            id: 'agb',
            header: t(p.agb),
            cell: (r: Relationship) => t(r.agbAccepted ? p.yes : p.no),
          },
        ]
      : []),
    {
      id: 'requested',
      header: t(p.requested),
      cell: (r) => <span className={styles.nowrap}>{formatDate(r.requested, locale)}</span>,
    },
    {
      id: 'message',
      header: t(p.message),
      cell: (r) => (r.message ? <span className={styles.message}>{r.message}</span> : t(p.none)),
    },
  ];

  const caption = t(side === 'buyer' ? p.buyerCaption : p.sellerCaption);
  if (stacked) {
    return (
      <ul className={styles.cards} aria-label={caption} aria-busy={isLoading || undefined}>
        {rows.map((r) => (
          <li key={r.id}>
            <Card title={name(r)} headingLevel={2}>
              <dl className={styles.facts}>
                {facts.map((fact) => (
                  <Fragment key={fact.id}>
                    <dt>{fact.header}</dt>
                    <dd>{fact.cell(r)}</dd>
                  </Fragment>
                ))}
              </dl>
              <div className={styles.cardActions}>{actions(r)}</div>
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table
      caption={caption}
      columns={[
        { id: 'name', header: t(side === 'buyer' ? p.seller : p.buyer), cell: name },
        ...facts,
        { id: 'actions', header: t(p.actions), cell: actions },
      ]}
      rows={rows}
      getRowKey={(r) => r.id}
      isLoading={isLoading}
    />
  );
}
