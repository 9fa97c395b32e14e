import type { Schemas } from '@fuelmarket/api-client';
import { Button, ConfirmDialog, InlineAlert, Modal, Skeleton, Switch, Table } from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { teamQuery } from '../team';
import { profileMessages as m, teamMessages as t } from './messages';
import { ProfileForm } from './ProfileForm';
import { toNewMember, toUpdate } from './profileForm';
import { profileQuery } from './queries';
import * as styles from './profile.css';

type Member = Schemas['UserListEntry'];

export interface TeamPanelProps {
  isBuyer: boolean;
  onlineTrading: boolean;
}

type Pending = { kind: 'remove'; member: Member } | { kind: 'purchase'; member: Member; grant: boolean };

const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

/**
 * "Team" for the account's team administrator [P4]: the other users of the account, adding one (with
 * the first password), editing one, removing one and granting or taking the purchase right, each
 * change of rights or removal after a confirmation; buyers without online trading grant no purchase right.
 */
export function TeamPanel({ isBuyer, onlineTrading }: TeamPanelProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const team = useQuery(teamQuery());
  const [dialog, setDialog] = useState<{ kind: 'add' } | { kind: 'edit'; member: Member } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const remove = $api.useMutation('delete', '/api/user/{id}');
  const purchase = $api.useMutation('put', '/api/user/{id}/purchase-rights');
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: teamQuery().queryKey }),
    [queryClient],
  );

  const confirm = async () => {
    const p = pending;
    setPending(null);
    if (!p) return;
    setNotice(null);
    try {
      if (p.kind === 'remove') {
        await remove.mutateAsync({ params: { path: { id: p.member._id } } });
        setNotice({ tone: 'positive', text: intl.formatMessage(t.removed, { name: nameOf(p.member) }) });
      } else {
        await purchase.mutateAsync({
          params: { path: { id: p.member._id } },
          body: { purchaseStatus: p.grant },
        });
      }
    } catch {
      setNotice({ tone: 'critical', text: intl.formatMessage(t.actionFailed) });
    } finally {
      void refresh();
    }
  };

  const members = team.data?.docs ?? [];
  const columns = [
    { id: 'name', header: intl.formatMessage(t.name), cell: (u: Member) => nameOf(u) },
    { id: 'email', header: intl.formatMessage(t.email), cell: (u: Member) => u.email },
    {
      id: 'status',
      header: intl.formatMessage(t.status),
      cell: (u: Member) =>
        [
          intl.formatMessage(u.accountDisabled ? t.inactive : t.active),
          u.admin ? intl.formatMessage(t.admin) : null,
        ]
          .filter(Boolean)
          .join(' · '),
    },
    ...(isBuyer
      ? [
          {
            id: 'purchase',
            header: intl.formatMessage(t.purchase),
            cell: (u: Member) => (
              <Switch
                aria-label={intl.formatMessage(t.purchaseOf, { name: nameOf(u) })}
                isSelected={u.purchaseStatus}
                // Without online trading the right can only be taken [P4].
                isDisabled={!onlineTrading && !u.purchaseStatus}
                onChange={(grant) => setPending({ kind: 'purchase', member: u, grant })}
              />
            ),
          },
        ]
      : []),
    {
      id: 'actions',
      header: intl.formatMessage(t.actions),
      cell: (u: Member) => (
        <div className={styles.rowActions}>
          <Button
            size="small"
            variant="secondary"
            aria-label={intl.formatMessage(t.editOf, { name: nameOf(u) })}
            onPress={() => setDialog({ kind: 'edit', member: u })}
          >
            {intl.formatMessage(t.edit)}
          </Button>
          <Button
            size="small"
            variant="secondary"
            aria-label={intl.formatMessage(t.removeOf, { name: nameOf(u) })}
            onPress={() => setPending({ kind: 'remove', member: u })}
          >
            {intl.formatMessage(t.remove)}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className={styles.form}>
      <div className={styles.actions}>
        <Button onPress={() => setDialog({ kind: 'add' })}>{intl.formatMessage(t.add)}</Button>
      </div>
      {!onlineTrading && isBuyer ? (
        <p className={styles.hint}>{intl.formatMessage(t.noOnlineTrading)}</p>
      ) : null}
      {notice ? <InlineAlert tone={notice.tone} title={notice.text} /> : null}
      {team.isError ? (
        <InlineAlert
          tone="critical"
          title={intl.formatMessage(m.loadFailed)}
          action={<Button onPress={() => void team.refetch()}>{intl.formatMessage(m.retry)}</Button>}
        />
      ) : (
        <Table
          caption={intl.formatMessage(t.caption)}
          columns={columns}
          rows={members}
          getRowKey={(u) => u._id}
          isLoading={team.isPending}
          emptyText={intl.formatMessage(t.empty)}
        />
      )}
      {dialog ? (
        <MemberDialog
          target={dialog.kind === 'edit' ? dialog.member : null}
          isBuyer={isBuyer}
          onlineTrading={onlineTrading}
          onClose={() => setDialog(null)}
          onSaved={(text) => {
            setDialog(null);
            if (text) setNotice({ tone: 'positive', text });
            void refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={intl.formatMessage(
          pending?.kind === 'remove' ? t.removeTitle : pending?.grant ? t.grantTitle : t.revokeTitle,
        )}
        confirmLabel={intl.formatMessage(pending?.kind === 'remove' ? t.remove : t.confirm)}
        cancelLabel={intl.formatMessage(t.cancel)}
        variant={pending?.kind === 'purchase' && pending.grant ? 'primary' : 'critical'}
        onConfirm={() => void confirm()}
      >
        {pending
          ? intl.formatMessage(
              pending.kind === 'remove' ? t.removeText : pending.grant ? t.grantText : t.revokeText,
              { name: nameOf(pending.member) },
            )
          : ''}
      </ConfirmDialog>
    </div>
  );
}

/**
 * Adding a team member or editing one in a dialog [PM1]. Closing it with unsaved entries asks first
 * [V12].
 */
function MemberDialog({
  target,
  isBuyer,
  onlineTrading,
  onClose,
  onSaved,
}: {
  target: Member | null;
  isBuyer: boolean;
  onlineTrading: boolean;
  onClose: () => void;
  onSaved: (notice: string | null) => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const create = $api.useMutation('post', '/api/user/team');
  const update = $api.useMutation('put', '/api/user/{id}');
  const detail = useQuery({ ...profileQuery(target?._id ?? '-1'), enabled: target !== null, staleTime: 0 });
  const title = target
    ? intl.formatMessage(t.editTitle, { name: nameOf(target) })
    : intl.formatMessage(t.addTitle);

  const close = () => (dirty ? setAsking(true) : onClose());
  const cancel = (
    <Button variant="secondary" onPress={close}>
      {intl.formatMessage(t.cancel)}
    </Button>
  );

  let body;
  if (!target) {
    body = (
      <ProfileForm
        mode="add"
        label={title}
        isBuyer={isBuyer}
        onlineTrading={onlineTrading}
        onDirtyChange={setDirty}
        extraActions={cancel}
        save={async (values) => {
          const created = await create.mutateAsync({ body: toNewMember(values, isBuyer && onlineTrading) });
          onSaved(intl.formatMessage(t.added, { name: nameOf(created) }));
        }}
      />
    );
  } else if (detail.data) {
    const profile = detail.data;
    body = (
      <ProfileForm
        mode="member"
        label={title}
        profile={profile}
        isBuyer={isBuyer}
        onlineTrading={onlineTrading}
        onDirtyChange={setDirty}
        extraActions={cancel}
        loadCurrent={() => queryClient.fetchQuery({ ...profileQuery(profile._id), staleTime: 0 })}
        save={async (values, version) => {
          await update.mutateAsync({
            params: { path: { id: profile._id } },
            body: toUpdate(values, 'member', version, profile.roles),
          });
          onSaved(null);
        }}
      />
    );
  } else if (detail.isError) {
    body = <InlineAlert tone="critical" title={intl.formatMessage(m.loadFailed)} />;
  } else {
    body = (
      <div role="status" aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  }

  return (
    <>
      <Modal
        isOpen
        size="large"
        title={title}
        isDismissable={false}
        onOpenChange={(open) => {
          if (!open) close();
        }}
      >
        {body}
      </Modal>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={(open) => {
          if (!open) setAsking(false);
        }}
        title={intl.formatMessage(m.leaveTitle)}
        confirmLabel={intl.formatMessage(m.leave)}
        cancelLabel={intl.formatMessage(m.keepEditing)}
        variant="critical"
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
      >
        {intl.formatMessage(m.leaveText)}
      </ConfirmDialog>
    </>
  );
}
