import { hasErrorCode } from '@fuelmarket/api-client';
import {
  Button,
  ConfirmDialog,
  InlineAlert,
  Modal,
  RowActions,
  Table,
  type TableColumn,
} from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { useAppContext } from '../../shell/context';
import { useSessionState } from '../../shell/session';
import { defaultCountries } from './addressForm';
import { countryNames, DeliveryAddressDialog } from './DeliveryAddressDialog';
import { deliveryAddressMessages as m } from './messages';
import { deliveryAddressesQuery, type DeliveryAddress, type DeliveryAddressInput } from './queries';
import * as styles from './delivery-addresses.css';

/** Display name of an address: street plus zip code in brackets [E1]. */
const nameOf = (a: { street: string; zipCode: string }) => `${a.street} (${a.zipCode})`;

export interface DeliveryAddressesPanelProps {
  /**
   * Heading level of the panel's title; `null` leaves the title out (a dialog names it).
   * @default 2
   */
  headingLevel?: 2 | 3 | null;
}

/**
 * The buyer account's delivery addresses [S8]: the list, a new address, a change, and a deletion after a
 * confirmation (refused while running orders or the basket use the address). After each change the
 * session's metadata is loaded again, so the market's delivery choice offers exactly these addresses.
 */
export function DeliveryAddressesPanel({ headingLevel = 2 }: DeliveryAddressesPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const queryClient = useQueryClient();
  const { session } = useAppContext();
  const { metadata } = useSessionState();
  const addresses = useQuery(deliveryAddressesQuery());
  const create = $api.useMutation('post', '/api/delivery-addresses');
  const update = $api.useMutation('put', '/api/delivery-addresses/{id}');
  const remove = $api.useMutation('delete', '/api/delivery-addresses/{id}');
  const [editing, setEditing] = useState<{ address: DeliveryAddress | null } | null>(null);
  const [deleting, setDeleting] = useState<DeliveryAddress | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // After a deletion (its row and button gone) focus stays in the panel, on "Neue Lieferadresse".
  const toolbar = useRef<HTMLDivElement>(null);
  const countries = metadata?.countries?.length ? metadata.countries : defaultCountries;

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: deliveryAddressesQuery().queryKey }),
      session.refreshMetadata(),
    ]);

  async function save(input: DeliveryAddressInput) {
    const address = editing?.address ?? null;
    if (address) await update.mutateAsync({ params: { path: { id: address.id } }, body: input });
    else await create.mutateAsync({ body: input });
    setEditing(null);
    setFailure(null);
    setStatus(intl.formatMessage(m.saved, { name: nameOf(input) }));
    await reload();
  }

  async function confirmDelete(address: DeliveryAddress) {
    setFailure(null);
    try {
      await remove.mutateAsync({ params: { path: { id: address.id } } });
    } catch (error) {
      if (!hasErrorCode(error, 'DELIVERY_ADDRESS_IN_USE'))
        console.error('[delivery-addresses] delete failed', error);
      setFailure(
        intl.formatMessage(hasErrorCode(error, 'DELIVERY_ADDRESS_IN_USE') ? m.inUse : m.deleteFailed),
      );
      return;
    }
    setStatus(intl.formatMessage(m.deleted, { name: nameOf(address) }));
    toolbar.current?.querySelector<HTMLButtonElement>('button')?.focus();
    await reload();
  }

  const country = (code: string | undefined) =>
    code && countryNames[code] ? intl.formatMessage(countryNames[code]) : (code ?? '');
  const columns: TableColumn<DeliveryAddress>[] = [
    { id: 'company', header: intl.formatMessage(m.company), cell: (a) => a.company },
    {
      id: 'address',
      header: intl.formatMessage(m.address),
      cell: (a) => (
        <span
          className={styles.cellText}
        >{`${a.street}, ${a.zipCode} ${a.city}, ${country(a.country)}`}</span>
      ),
    },
    {
      id: 'contacts',
      header: intl.formatMessage(m.contacts),
      cell: (a) => (
        <span className={styles.cellText}>
          {[a.contactPerson, a.onSiteContact, a.deliveryInstructions].filter(Boolean).join(' · ')}
        </span>
      ),
    },
    {
      id: 'actions',
      header: intl.formatMessage(m.actions),
      cell: (a) => (
        <RowActions
          actions={[
            {
              text: intl.formatMessage(m.edit),
              label: intl.formatMessage(m.editOf, { name: nameOf(a) }),
              onPress: () => setEditing({ address: a }),
            },
            {
              text: intl.formatMessage(m.delete),
              label: intl.formatMessage(m.deleteOf, { name: nameOf(a) }),
              onPress: () => setDeleting(a),
            },
          ]}
        />
      ),
    },
  ];

  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <section className={styles.section} aria-labelledby={Heading ? headingId : undefined}>
      <div ref={toolbar} className={styles.toolbar}>
        {Heading ? (
          <Heading id={headingId} className={styles.heading}>
            {intl.formatMessage(m.heading)}
          </Heading>
        ) : null}
        <p role="status" className={styles.status}>
          {status}
        </p>
        <Button onPress={() => setEditing({ address: null })}>{intl.formatMessage(m.add)}</Button>
      </div>
      {failure ? <InlineAlert tone="critical" title={failure} /> : null}
      {addresses.isError ? <InlineAlert tone="critical" title={intl.formatMessage(m.loadFailed)} /> : null}
      <Table
        caption={intl.formatMessage(m.caption)}
        columns={columns}
        rows={addresses.data ?? []}
        getRowKey={(a) => a.id}
        isLoading={addresses.isPending}
        emptyText={intl.formatMessage(m.empty)}
      />
      {editing !== null ? (
        <DeliveryAddressDialog
          address={editing.address}
          countries={countries}
          save={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={intl.formatMessage(m.deleteTitle)}
        variant="critical"
        confirmLabel={intl.formatMessage(m.delete)}
        onConfirm={() => {
          if (deleting) void confirmDelete(deleting);
        }}
      >
        {deleting ? intl.formatMessage(m.deleteQuestion, { name: nameOf(deleting) }) : null}
      </ConfirmDialog>
    </section>
  );
}

/** The panel in a dialog (opened by DeliveryAddressesButton on the market). */
export function DeliveryAddressesDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={intl.formatMessage(m.heading)} size="large">
      <DeliveryAddressesPanel headingLevel={null} />
    </Modal>
  );
}
