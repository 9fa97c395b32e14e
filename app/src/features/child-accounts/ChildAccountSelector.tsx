import { Select } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSessionState } from '../../shell/session';
import { childAccountMessages as m } from './messages';
import { canSelectChildAccount, childAccountsQuery } from './queries';
import { useChildAccountSelection } from './selection';

export interface ChildAccountSelectorProps {
  className?: string;
}

/** The option id standing for the own account (no child account selected). */
const OWN = 'own';

/**
 * For a parent shareholder with ChildAccounts_Offers_View: picks the child account whose market the
 * market page shows (`/api/offers/childAccount/{id}`) [C3]. Renders nothing for everyone else.
 */
export function ChildAccountSelector({ className }: ChildAccountSelectorProps) {
  const { metadata } = useSessionState();
  if (!canSelectChildAccount(metadata)) return null;
  return <ChildAccountSelect className={className} />;
}

function ChildAccountSelect({ className }: ChildAccountSelectorProps) {
  const intl = useIntl();
  const accounts = useQuery(childAccountsQuery());
  const { childAccountId, select } = useChildAccountSelection();
  return (
    <Select
      className={className}
      label={intl.formatMessage(m.label)}
      options={[
        { id: OWN, label: intl.formatMessage(m.ownAccount) },
        ...(accounts.data ?? []).map((a) => ({ id: a.id, label: a.name })),
      ]}
      value={childAccountId ?? OWN}
      onChange={(id) => select(id === null || id === OWN ? null : id)}
      errorMessage={accounts.isError ? intl.formatMessage(m.loadFailed) : undefined}
    />
  );
}
