import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Currency, Locale } from '@fuelmarket/brands';
import { Button, EmptyState, PageHeader, Skeleton } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formatNumber } from '../../shell/i18n/format';
import { subAccountMessages as m } from './messages';
import { subAccountsListQuery } from './queries';
import { SubAccountEditor } from './SubAccountEditor';
import { chosenAviat } from './selection';
import type { SubAccountTab, SubAccountsSearch } from './subAccountsSearch';
import * as styles from './subAccounts.css';

export interface SubAccountsPageProps {
  /** The brand's locale for litres and prices. */
  locale: Locale;
  /** The platform's currency (price adjustments are per litre in it). */
  currency: Currency;
  /** The chosen Aviat and tab (the URL's). */
  search: SubAccountsSearch;
  /** A new choice; `replace` for a tab change (no history entry per tab). */
  onSearchChange: (next: SubAccountsSearch, options?: { replace?: boolean }) => void;
}

/**
 * `/aviaten` (role ChildAccounts_View) [R4]: the parent shareholder's Aviaten, one chosen at a time, and
 * its settings in tabs [S6]: payment term, daily purchase limit with today's utilisation and the recent
 * days, collection-period shortening, price adjustment and terminals. On wide screens the list stands
 * beside the chosen Aviat; on phones it stacks above it.
 */
export function SubAccountsPage({ locale, currency, search, onSearchChange }: SubAccountsPageProps) {
  const intl = useIntl();
  const list = useQuery(subAccountsListQuery());
  const listHeading = useId();
  const detailHeading = useId();
  const header = (
    <PageHeader title={intl.formatMessage(m.heading)} subtitle={intl.formatMessage(m.subtitle)} />
  );

  if (!list.data) {
    return (
      <section className={styles.page}>
        {header}
        {list.isError ? (
          <EmptyState
            tone="critical"
            title={intl.formatMessage(m.loadFailed, {
              status: list.error instanceof ApiError ? list.error.status : 0,
            })}
            action={<Button onPress={() => void list.refetch()}>{intl.formatMessage(m.retry)}</Button>}
          />
        ) : (
          <div role="status" aria-busy="true" className={styles.listSection}>
            <p className={styles.hint}>{intl.formatMessage(m.loading)}</p>
            <Skeleton lines={4} />
          </div>
        )}
      </section>
    );
  }

  const accounts = list.data;
  const chosenId = chosenAviat(accounts, search);
  const chosen = accounts.find((a) => a.id === chosenId);
  if (!chosen) {
    return (
      <section className={styles.page}>
        {header}
        <EmptyState title={intl.formatMessage(m.empty)} description={intl.formatMessage(m.emptyHint)} />
      </section>
    );
  }

  const tab: SubAccountTab = search.tab ?? 'payment';
  return (
    <section className={styles.page}>
      {header}
      <div className={styles.columns}>
        <section className={styles.listSection} aria-labelledby={listHeading}>
          <h2 id={listHeading} className={styles.sectionHeading}>
            {intl.formatMessage(m.list)}
          </h2>
          <ul className={styles.list}>
            {accounts.map((account) => (
              <li key={account.id}>
                <button
                  type="button"
                  className={styles.aviatButton}
                  aria-current={account.id === chosen.id ? 'true' : undefined}
                  onClick={() => {
                    if (account.id !== chosen.id) onSearchChange({ aviat: account.id, tab: search.tab });
                  }}
                >
                  <span className={styles.aviatName}>{account.name}</span>
                  <span className={styles.aviatSummary}>{summary(intl, account, locale)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.detail} aria-labelledby={detailHeading}>
          <h2 id={detailHeading} className={styles.sectionHeading}>
            {chosen.name}
          </h2>
          <SubAccountEditor
            // Another Aviat is another form: nothing of one Aviat's entries carries over.
            key={chosen.id}
            listed={chosen}
            locale={locale}
            currency={currency}
            tab={tab}
            onTabChange={(next) => onSearchChange({ aviat: chosen.id, tab: next }, { replace: true })}
            selectionAt={(next) => chosenAviat(accounts, next)}
          />
        </section>
      </div>
    </section>
  );
}

/** "30 Tage Zahlungsziel · Tageslimit 60.000 l" under an Aviat's name in the list. */
function summary(intl: ReturnType<typeof useIntl>, account: Schemas['SubAccount'], locale: Locale) {
  const days = account.paymentTermDays;
  return account.dailyPurchaseLimit === null
    ? intl.formatMessage(m.summaryNoLimit, { days })
    : intl.formatMessage(m.summaryWithLimit, {
        days,
        limit: formatNumber(account.dailyPurchaseLimit, { locale }),
      });
}
