import { ApiError, type Schemas } from '@fuelmarket/api-client';
import { Button, EmptyState, PageHeader, Skeleton, Tabs } from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { useAppContext } from '../../shell/context';
import { useSessionState } from '../../shell/session';
import { CompanyAccountPanel, UserSettingsPanel } from './AccountPanels';
import { profileMessages as m, tabMessages } from './messages';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { toUpdate } from './profileForm';
import { DeliveryAddressesPanel } from '../delivery-addresses';
import { profileTabOf, profileTabs, profileTabVisible, type ProfileTab } from './profileSearch';
import { accountQuery, profileQuery } from './queries';
import { TeamPanel } from './TeamPanel';
import * as styles from './profile.css';

export interface ProfilePageProps {
  /** The tab the address names (`/profil/:tab`). */
  tab: string | undefined;
  onTabChange: (tab: ProfileTab) => void;
}

/**
 * "Mein Konto" (`/profil/:tab`) [S1]: personal data, password, company account, user settings and, for
 * the account's team administrator, the team. Reached from the user menu's "Einstellungen".
 */
export function ProfilePage({ tab, onTabChange }: ProfilePageProps) {
  const intl = useIntl();
  const { user } = useSessionState();
  const isAdmin = user?.admin === true;
  const isBuyer = user?.account.type === 'buyer';
  const selected = profileTabOf(tab, { isAdmin, isBuyer });
  const profile = useQuery(profileQuery());
  const account = useQuery(accountQuery());

  const retry = (failed: { error: unknown; refetch: () => unknown }) => (
    <EmptyState
      tone="critical"
      title={intl.formatMessage(m.loadFailed)}
      description={failed.error instanceof ApiError ? `HTTP ${failed.error.status}` : undefined}
      action={<Button onPress={() => void failed.refetch()}>{intl.formatMessage(m.retry)}</Button>}
    />
  );
  const loading = (
    <div role="status" aria-busy="true" aria-label={intl.formatMessage(m.loading)}>
      <Skeleton lines={6} />
    </div>
  );
  const withProfile = (render: (p: NonNullable<typeof profile.data>) => ReactNode) =>
    profile.data ? render(profile.data) : profile.isError ? retry(profile) : loading;
  const withAccount = (render: (a: NonNullable<typeof account.data>) => ReactNode) =>
    account.data ? render(account.data) : account.isError ? retry(account) : loading;

  const content: Record<ProfileTab, () => ReactNode> = {
    persoenlich: () => withProfile((p) => <OwnProfileForm profile={p} />),
    passwort: () => <PasswordForm />,
    firmenkonto: () => withAccount((a) => <CompanyAccountPanel account={a} />),
    einstellungen: () => withProfile((p) => <UserSettingsPanel profile={p} />),
    team: () =>
      withAccount((a) => <TeamPanel isBuyer={isBuyer} onlineTrading={a.onlineTradingEnabled !== false} />),
    lieferadressen: () => <DeliveryAddressesPanel headingLevel={null} />,
  };
  const visible = profileTabs.filter((id) => profileTabVisible(id, { isAdmin, isBuyer }));

  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage(m.heading)} subtitle={intl.formatMessage(m.subtitle)} />
      <Tabs<ProfileTab>
        aria-label={intl.formatMessage(m.tabsLabel)}
        selectedKey={selected}
        onSelectionChange={onTabChange}
        items={visible.map((id) => ({
          id,
          label: intl.formatMessage(tabMessages[id]),
          content: id === selected ? content[id]() : null,
        }))}
      />
    </div>
  );
}

/** The own profile [PM1]: saved with `-1`; the header's name follows a saved change. */
function OwnProfileForm({ profile }: { profile: Schemas['Profile'] }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { session } = useAppContext();
  const update = $api.useMutation('put', '/api/user/{id}');
  const { user } = useSessionState();
  const loadCurrent = () => queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 });
  return (
    <ProfileForm
      key={profile._id}
      mode="own"
      label={intl.formatMessage(tabMessages.persoenlich)}
      profile={profile}
      isBuyer={profile.typeId === 'buyer'}
      onlineTrading
      guardNavigation
      loadCurrent={loadCurrent}
      save={async (values, version) => {
        await update.mutateAsync({
          params: { path: { id: '-1' } },
          body: toUpdate(values, 'own', version, profile.roles),
        });
        const saved = await loadCurrent();
        if (user)
          session.store.setUser({
            ...user,
            firstName: saved.firstName,
            lastName: saved.lastName,
            email: saved.email,
            username: saved.username,
            user: { ...user.user, firstName: saved.firstName, lastName: saved.lastName, email: saved.email },
          });
        return saved.version;
      }}
    />
  );
}
