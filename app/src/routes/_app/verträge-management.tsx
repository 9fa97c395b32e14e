import { createFileRoute } from '@tanstack/react-router';
import { triggersQuery } from '../../features/contracts';
import { ContractsPage } from '../../features/contracts/ContractsPage';
import { useSessionState } from '../../shell/session';
import { useAppContext } from '../../shell/context';
import { titleMessages } from '../../shell/layout/messages';

/**
 * Contract management: price triggers. The guard (shell/session/guards.ts): the brand's TRIGGERS flag
 * [B9][R5]; a seller also needs the account feature triggers and otherwise stays where it was.
 */
export const Route = createFileRoute('/_app/verträge-management')({
  staticData: { fullWidth: true, title: titleMessages.contracts },
  loader: ({ context }) => context.queryClient.ensureQueryData(triggersQuery()),
  component: ContractsRoute,
});

function ContractsRoute() {
  const { brand } = useAppContext();
  const { user } = useSessionState();
  return (
    <ContractsPage
      side={user?.account.type === 'seller' ? 'seller' : 'buyer'}
      locale={brand.locale}
      currency={brand.currency}
    />
  );
}
