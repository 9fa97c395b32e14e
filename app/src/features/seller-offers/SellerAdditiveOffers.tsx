import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Brand } from '@fuelmarket/brands';
import {
  Button,
  ConfirmDialog,
  createToastQueue,
  EmptyState,
  InlineAlert,
  RowActions,
  showToast,
  Switch,
  Table,
  ToastRegion,
  type TableColumn,
} from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { formatMoney, formatNumber } from '../../shell/i18n/format';
import { ownAdditiveOffersQuery, type AdditiveOffer } from '../additives';
import { additiveOffersMessages as a, sellerOffersMessages as m } from './messages';
import * as styles from './sellerOffers.css';

type Outcome = { kind: 'cloned'; product: string } | { kind: 'deleted' };

/** The clone of an offer: the same product, unit, price, quantities, availability and buyers, PAUSED. */
export function cloneOf(offer: AdditiveOffer): Schemas['AdditiveOfferInput'] {
  return {
    status_type_id: 'PAUSED',
    productId: offer.product.id,
    purchaseUnit: offer.purchaseUnit,
    unitCode: offer.unitCode,
    price: offer.price,
    minimumOrderQuantity: offer.minimumOrderQuantity,
    maximumOrderQuantity: offer.maximumOrderQuantity,
    offerAvailability: offer.offerAvailability,
    ...(offer.buyerIds?.length ? { buyerIds: offer.buyerIds } : {}),
  };
}

/**
 * The seller's additive offers [A1]: a switch between ACTIVE and PAUSED, deletion (REMOVED) after a
 * confirmation, and a clone that starts PAUSED, so it can be checked before buyers see it.
 */
export function SellerAdditiveOffers({ brand }: { brand: Pick<Brand, 'locale'> }) {
  const intl = useIntl();
  const { locale } = brand;
  const queryClient = useQueryClient();
  const offers = useQuery(ownAdditiveOffersQuery());
  const setStatus = $api.useMutation('put', '/api/offer/additive/edit');
  const clone = $api.useMutation('post', '/api/offer/additive');
  const [toDelete, setToDelete] = useState<AdditiveOffer | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [toasts] = useState(createToastQueue);

  /**
   * Runs an edit (status, clone, delete). A failure is logged, as spec §8 asks, and also shown as a German
   * toast, since the user has to know the switch or the copy did not take [H4].
   */
  async function change(run: () => Promise<unknown>, success: Outcome | null) {
    try {
      await run();
      setOutcome(success);
    } catch (error) {
      console.error('[additives] offer action failed', error);
      setOutcome(null);
      const status = error instanceof ApiError ? error.status : 0;
      showToast({ title: intl.formatMessage(a.failed, { status }), tone: 'critical' }, { queue: toasts });
    } finally {
      await queryClient.invalidateQueries({ queryKey: ownAdditiveOffersQuery().queryKey.slice(0, 2) });
    }
  }
  const status = (offer: AdditiveOffer, next: 'ACTIVE' | 'PAUSED' | 'REMOVED') =>
    setStatus.mutateAsync({ body: { offerId: offer.id, status_type_id: next } });

  const columns: TableColumn<AdditiveOffer>[] = [
    {
      id: 'product',
      header: intl.formatMessage(m.product),
      cell: (o) => <span className={styles.words}>{o.product.name}</span>,
    },
    {
      id: 'unit',
      header: intl.formatMessage(a.unit),
      cell: (o) => <span className={styles.oneLine}>{o.purchaseUnit.label}</span>,
    },
    {
      id: 'price',
      header: intl.formatMessage(a.price),
      align: 'end',
      cell: (o) => (
        <span className={styles.oneLine}>
          {formatMoney(o.price, { locale, currency: o.currency, decimals: 4 })}
        </span>
      ),
    },
    {
      id: 'availability',
      header: intl.formatMessage(a.availability),
      align: 'end',
      cell: (o) => <span className={styles.oneLine}>{formatNumber(o.offerAvailability, { locale })}</span>,
    },
    {
      id: 'quantities',
      header: intl.formatMessage(a.quantities),
      align: 'end',
      cell: (o) => `${o.minimumOrderQuantity} – ${o.maximumOrderQuantity}`,
    },
    {
      id: 'active',
      header: intl.formatMessage(a.active),
      cell: (o) => (
        <Switch
          aria-label={intl.formatMessage(a.activeLabel, {
            product: o.product.name,
            unit: o.purchaseUnit.label,
          })}
          isSelected={o.status_type_id === 'ACTIVE'}
          onChange={(on) => void change(() => status(o, on ? 'ACTIVE' : 'PAUSED'), null)}
        />
      ),
    },
    {
      id: 'actions',
      header: intl.formatMessage(m.actions),
      cell: (o) => {
        const names = { product: o.product.name, unit: o.purchaseUnit.label };
        return (
          <RowActions
            actions={[
              {
                text: intl.formatMessage(a.clone),
                label: intl.formatMessage(a.cloneLabel, names),
                onPress: () =>
                  void change(() => clone.mutateAsync({ body: cloneOf(o) }), {
                    kind: 'cloned',
                    product: o.product.name,
                  }),
              },
              {
                text: intl.formatMessage(m.delete),
                label: intl.formatMessage(a.deleteLabel, names),
                onPress: () => {
                  setToDelete(o);
                  setConfirmOpen(true);
                },
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <>
      {outcome?.kind === 'cloned' ? (
        <InlineAlert tone="positive" title={intl.formatMessage(a.cloned, { product: outcome.product })} />
      ) : null}
      {outcome?.kind === 'deleted' ? (
        <InlineAlert tone="positive" title={intl.formatMessage(m.deleted)} />
      ) : null}
      {offers.isError ? (
        <EmptyState
          tone="critical"
          title={intl.formatMessage(m.failed, {
            status: offers.error instanceof ApiError ? offers.error.status : 0,
          })}
          action={
            <Button variant="secondary" onPress={() => void offers.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        />
      ) : (
        <Table
          caption={intl.formatMessage(a.caption)}
          columns={columns}
          rows={offers.data?.offers ?? []}
          getRowKey={(o) => o.id}
          isLoading={offers.isPending}
          emptyText={intl.formatMessage(a.empty)}
        />
      )}
      <ConfirmDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={intl.formatMessage(m.deleteTitle)}
        confirmLabel={intl.formatMessage(m.delete)}
        variant="critical"
        onConfirm={() => {
          if (toDelete) void change(() => status(toDelete, 'REMOVED'), { kind: 'deleted' });
        }}
      >
        {toDelete
          ? intl.formatMessage(a.deleteText, {
              product: toDelete.product.name,
              unit: toDelete.purchaseUnit.label,
            })
          : null}
      </ConfirmDialog>
      <ToastRegion queue={toasts} />
    </>
  );
}
