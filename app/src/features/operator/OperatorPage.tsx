import type { Locale } from '@fuelmarket/brands';
import { PageHeader, Tabs } from '@fuelmarket/ui';
import { useIntl } from 'react-intl';
import { AuditLog } from './AuditLog';
import { CompanyAccounts } from './CompanyAccounts';
import { MasterData } from './MasterData';
import { masterDataMessages } from './masterDataMessages';
import { operatorMessages as m } from './messages';
import type { OperatorSearch, OperatorTab } from './operatorSearch';
import { withSearchChange } from './searchChange';
import * as styles from './operator.css';

export interface OperatorPageProps {
  /** The brand's locale for times. */
  locale: Locale;
  /** The platform's time zone (`brand.timeZone`), in which the log's times read. */
  timeZone: string;
  /**
   * The platform operator (true) or admin staff (false): admin staff only search, see users, block and
   * read the log; the account data, the shareholder roles, new users and the master data are the
   * operator's alone (the server answers them 403) [P5].
   */
  canManage: boolean;
  /** The search, the opened account and the view (the URL's). */
  search: OperatorSearch;
  /** Sets the URL state from the current one; `replace`: no history entry (a step of typing). */
  onSearchChange: (
    update: (current: OperatorSearch) => OperatorSearch,
    options?: { replace?: boolean },
  ) => void;
}

/**
 * `/betreiber`: the console of the platform's staff [P5]. The company accounts of the platform (their
 * users and blocking: a company's block blocks all its users [BL1]; for the operator also their data and
 * shareholder roles), the master data (products, regions, terminals; the operator's only), and the log
 * of what operators did. Admin staff who open `?tab=masterData` see the accounts.
 */
export function OperatorPage({ locale, timeZone, canManage, search, onSearchChange }: OperatorPageProps) {
  const intl = useIntl();
  const change = (patch: Partial<OperatorSearch>, options?: { replace?: boolean }) =>
    onSearchChange((current) => withSearchChange(current, patch), options);
  const tab = search.tab === 'masterData' && !canManage ? 'accounts' : (search.tab ?? 'accounts');
  return (
    <section className={styles.page}>
      <PageHeader
        title={intl.formatMessage(m.heading)}
        subtitle={intl.formatMessage(canManage ? m.subtitle : m.subtitleStaff)}
      />
      <Tabs<OperatorTab>
        aria-label={intl.formatMessage(m.views)}
        selectedKey={tab}
        onSelectionChange={(next) => change({ tab: next === 'accounts' ? undefined : next })}
        items={[
          {
            id: 'accounts',
            label: intl.formatMessage(m.accountsTab),
            content: <CompanyAccounts canManage={canManage} search={search} onSearchChange={change} />,
          },
          ...(canManage
            ? [
                {
                  id: 'masterData' as const,
                  label: intl.formatMessage(masterDataMessages.tab),
                  content: <MasterData locale={locale} />,
                },
              ]
            : []),
          {
            id: 'audit',
            label: intl.formatMessage(m.auditTab),
            content: <AuditLog locale={locale} timeZone={timeZone} />,
          },
        ]}
      />
    </section>
  );
}
