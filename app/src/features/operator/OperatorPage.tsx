import type { Locale } from '@fuelmarket/brands';
import { PageHeader, Tabs } from '@fuelmarket/ui';
import { useIntl } from 'react-intl';
import { AuditLog } from './AuditLog';
import { CompanyAccounts } from './CompanyAccounts';
import { operatorMessages as m } from './messages';
import type { OperatorSearch, OperatorTab } from './operatorSearch';
import { withSearchChange } from './searchChange';
import * as styles from './operator.css';

export interface OperatorPageProps {
  /** The brand's locale for times. */
  locale: Locale;
  /** The platform's time zone (`platformTimeZone`), in which the log's times read. */
  timeZone: string;
  /** The search, the opened account and the view (the URL's). */
  search: OperatorSearch;
  /** Sets the URL state from the current one; `replace`: no history entry (a step of typing). */
  onSearchChange: (
    update: (current: OperatorSearch) => OperatorSearch,
    options?: { replace?: boolean },
  ) => void;
}

/**
 * `/betreiber`: the platform operator's console [P5]. The company accounts of the platform, their users
 * and blocking (a company's block blocks all its users [BL1]), and the log of what operators did.
 */
export function OperatorPage({ locale, timeZone, search, onSearchChange }: OperatorPageProps) {
  const intl = useIntl();
  const change = (patch: Partial<OperatorSearch>, options?: { replace?: boolean }) =>
    onSearchChange((current) => withSearchChange(current, patch), options);
  return (
    <section className={styles.page}>
      <PageHeader title={intl.formatMessage(m.heading)} subtitle={intl.formatMessage(m.subtitle)} />
      <Tabs<OperatorTab>
        aria-label={intl.formatMessage(m.views)}
        selectedKey={search.tab ?? 'accounts'}
        onSelectionChange={(tab) => change({ tab: tab === 'accounts' ? undefined : tab })}
        items={[
          {
            id: 'accounts',
            label: intl.formatMessage(m.accountsTab),
            content: <CompanyAccounts search={search} onSearchChange={change} />,
          },
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
