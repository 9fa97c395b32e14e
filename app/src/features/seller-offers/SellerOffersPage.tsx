import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Brand } from '@fuelmarket/brands';
import {
  Button,
  ConfirmDialog,
  deferred,
  EmptyState,
  InlineAlert,
  MountWhenFirstNeeded,
  PageHeader,
  RowActions,
  Table,
  Tabs,
  type TableColumn,
} from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { useSessionState } from '../../shell/session';
import { formatDate, formatMoney, formatNumber } from '../../shell/i18n/format';
import {
  additiveOffersMessages as a,
  auditMessages as h,
  csvUploadMessages as u,
  customerPricesMessages as c,
  pricingRulesMessages as r,
  pricingEngineMessages as e,
  offerFormMessages as f,
  sellerOffersMessages as m,
} from './messages';
import { AuditLogPanel } from './AuditLogPanel';
import { CsvUploadPanel } from './CsvUploadPanel';
import { CustomerPricesDialog } from './CustomerPricesDialog';
import { PricingEnginePanel } from './PricingEnginePanel';
import { PricingRulesPanel } from './PricingRulesPanel';
import { SellerAdditiveOffers } from './SellerAdditiveOffers';
import { sellerOffersQuery } from './queries';
import * as styles from './sellerOffers.css';

type FuelOffer = Schemas['FuelOffer'];

/** What the last change came to, shown above the list until the next one. */
type Outcome =
  { kind: 'saved' } | { kind: 'deleted' } | { kind: 'conflict' } | { kind: 'failed'; status: number };

// The form (date pickers, selects, number inputs) comes when it is first opened.
const offerForm = deferred(() => import('./OfferFormDialog').then((module) => module.OfferFormDialog));

export interface SellerOffersPageProps {
  /** The brand: locale for numbers and dates, currency of fixed prices, the flags of the form. */
  brand: Pick<Brand, 'locale' | 'currency' | 'flags'>;
}

/**
 * `/meine-angebote`: the seller account's fuel offers, newest first, with price (fixed, or the live
 * formula's inputs), available and total volume, order limits and availability; an offer is deleted after
 * a confirmation. A deletion based on a list another user of the account changed meanwhile is refused by
 * the server (version): the list loads again and says so [V12].
 */
export function SellerOffersPage({ brand }: SellerOffersPageProps) {
  const intl = useIntl();
  const { locale, currency } = brand;
  const queryClient = useQueryClient();
  const withAdditives = useSessionState().metadata?.features.includes('productAdditives') ?? false;
  const offers = useQuery(sellerOffersQuery());
  const remove = $api.useMutation('delete', '/api/seller/offers/{offerId}');
  // The offer the confirmation asks about stays set while the dialog closes (its text does not vanish).
  const [toDelete, setToDelete] = useState<FuelOffer | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The form: open for a new offer (no `editing`) or for an existing one.
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<FuelOffer | undefined>(undefined);
  // The offer whose customer prices are shown; kept while the dialog closes.
  const [pricesOf, setPricesOf] = useState<FuelOffer | null>(null);
  const [pricesOpen, setPricesOpen] = useState(false);
  const openForm = (offer?: FuelOffer) => {
    void offerForm.preload();
    setEditing(offer);
    setFormOpen(true);
  };

  async function confirmDelete(offer: FuelOffer) {
    try {
      await remove.mutateAsync({
        params: { path: { offerId: offer.id }, query: { version: offer.version } },
      });
      setOutcome({ kind: 'deleted' });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // 409: changed meanwhile; 404: deleted meanwhile. Either way the list is stale.
      setOutcome(status === 409 || status === 404 ? { kind: 'conflict' } : { kind: 'failed', status });
    } finally {
      await queryClient.invalidateQueries({ queryKey: sellerOffersQuery().queryKey });
    }
  }

  const columns = useMemo<TableColumn<FuelOffer>[]>(() => {
    const litres = (value: number) => formatNumber(value, { locale });
    const price = (o: FuelOffer) =>
      o.pricingType === 'FIXED' && o.fixedPrice
        ? intl.formatMessage(m.fixedPrice, { price: formatMoney(o.fixedPrice, { locale, currency }) })
        : intl.formatMessage(m.livePrice, {
            month: o.futureMonth ?? '',
            surcharge: o.surcharge ? surchargeText(o.surcharge, o.surchargeUnit === 'EUR/LITRE') : 'none',
          });
    // Per litre a surcharge is a few cents: all 4 stored decimals; per tonne 2 are exact enough to read.
    const surchargeText = (value: string, perLitre: boolean) =>
      `${formatNumber(value, { locale, decimals: perLitre ? 4 : 2 })} ${perLitre ? 'EUR/l' : 'USD/t'}`;
    const words = (text: string) => <span className={styles.words}>{text}</span>;
    const oneLine = (text: string) => <span className={styles.oneLine}>{text}</span>;
    return [
      { id: 'product', header: intl.formatMessage(m.product), cell: (o) => words(o.product.name) },
      { id: 'terminal', header: intl.formatMessage(m.terminal), cell: (o) => words(o.terminal.name) },
      {
        id: 'price',
        header: intl.formatMessage(m.price),
        // The price with the way to what each customer pays.
        cell: (o) => (
          <span className={styles.priceCell}>
            {words(price(o))}
            <Button
              variant="tertiary"
              size="small"
              className={styles.oneLine}
              aria-label={intl.formatMessage(c.actionLabel, {
                product: o.product.name,
                terminal: o.terminal.name,
              })}
              onPress={() => {
                setPricesOf(o);
                setPricesOpen(true);
              }}
            >
              {intl.formatMessage(c.action)}
            </Button>
          </span>
        ),
      },
      {
        id: 'volume',
        header: intl.formatMessage(m.volume),
        align: 'end',
        cell: (o) => oneLine(`${litres(o.availableVolume)} / ${litres(o.totalVolume)}`),
      },
      {
        id: 'orderLimits',
        header: intl.formatMessage(m.orderLimits),
        align: 'end',
        cell: (o) => oneLine(`${litres(o.minimumOrderQuantity)} / ${litres(o.maximumOrderQuantity)}`),
      },
      {
        id: 'availability',
        header: intl.formatMessage(m.availability),
        // Days and hours each stay on one line; the break, if the column needs one, comes between them.
        cell: (o) => (
          <span className={styles.words}>
            {oneLine(
              intl.formatMessage(m.periodDays, {
                from: formatDate(o.availabilityStartDate, locale),
                to: formatDate(o.availabilityEndDate, locale),
              }),
            )}{' '}
            {oneLine(intl.formatMessage(m.periodHours, { start: o.dailyStartTime, end: o.dailyEndTime }))}
          </span>
        ),
      },
      {
        id: 'actions',
        header: intl.formatMessage(m.actions),
        cell: (o) => {
          const names = { product: o.product.name, terminal: o.terminal.name };
          return (
            <RowActions
              actions={[
                {
                  text: intl.formatMessage(f.edit),
                  label: intl.formatMessage(f.editLabel, names),
                  onPress: () => openForm(o),
                },
                {
                  text: intl.formatMessage(m.delete),
                  label: intl.formatMessage(m.deleteLabel, names),
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
  }, [intl, locale, currency]);

  const fuelOffers = (
    <>
      <div className={styles.toolbar}>
        <Button onPress={() => openForm()}>{intl.formatMessage(f.create)}</Button>
      </div>
      {outcome?.kind === 'saved' ? <InlineAlert tone="positive" title={intl.formatMessage(f.saved)} /> : null}
      {outcome?.kind === 'deleted' ? (
        <InlineAlert tone="positive" title={intl.formatMessage(m.deleted)} />
      ) : null}
      {outcome?.kind === 'conflict' ? (
        <InlineAlert tone="caution" title={intl.formatMessage(m.conflict)} />
      ) : null}
      {outcome?.kind === 'failed' ? (
        <InlineAlert tone="critical" title={intl.formatMessage(m.deleteFailed, { status: outcome.status })} />
      ) : null}
      {offers.isError ? (
        <EmptyState
          tone="critical"
          title={
            <FormattedMessage
              {...m.failed}
              values={{ status: offers.error instanceof ApiError ? offers.error.status : 0 }}
            />
          }
          action={
            <Button variant="secondary" onPress={() => void offers.refetch()}>
              <FormattedMessage {...m.retry} />
            </Button>
          }
        />
      ) : (
        <Table
          caption={intl.formatMessage(m.caption)}
          columns={columns}
          rows={offers.data ?? []}
          getRowKey={(o) => o.id}
          isLoading={offers.isPending}
          emptyText={<FormattedMessage {...m.empty} />}
        />
      )}
    </>
  );

  return (
    <section>
      <PageHeader title={intl.formatMessage(m.heading)} />
      <Tabs
        aria-label={intl.formatMessage(m.heading)}
        items={[
          { id: 'fuels', label: intl.formatMessage(a.fuelsTab), content: fuelOffers },
          ...(withAdditives
            ? [
                {
                  id: 'additives',
                  label: intl.formatMessage(a.additivesTab),
                  content: <SellerAdditiveOffers brand={brand} />,
                },
              ]
            : []),
          {
            id: 'rules',
            label: intl.formatMessage(r.tab),
            content: <PricingRulesPanel brand={brand} />,
          },
          {
            id: 'engine',
            label: intl.formatMessage(e.tab),
            content: <PricingEnginePanel brand={brand} />,
          },
          { id: 'csv', label: intl.formatMessage(u.tab), content: <CsvUploadPanel brand={brand} /> },
          { id: 'audit', label: intl.formatMessage(h.tab), content: <AuditLogPanel brand={brand} /> },
        ]}
      />
      <MountWhenFirstNeeded when={formOpen}>
        {formOpen ? (
          <offerForm.Component
            key={editing ? `${editing.id}@${editing.version}` : 'new'}
            offer={editing}
            brand={brand}
            onSaved={() => setOutcome({ kind: 'saved' })}
            onClose={() => setFormOpen(false)}
          />
        ) : null}
      </MountWhenFirstNeeded>
      {pricesOf ? (
        <CustomerPricesDialog
          key={pricesOf.id}
          offer={pricesOf}
          isOpen={pricesOpen}
          onOpenChange={setPricesOpen}
          brand={brand}
        />
      ) : null}
      <ConfirmDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={intl.formatMessage(m.deleteTitle)}
        confirmLabel={intl.formatMessage(m.delete)}
        variant="critical"
        onConfirm={() => {
          if (toDelete) void confirmDelete(toDelete);
        }}
      >
        {toDelete
          ? intl.formatMessage(m.deleteText, {
              product: toDelete.product.name,
              terminal: toDelete.terminal.name,
            })
          : null}
      </ConfirmDialog>
    </section>
  );
}
