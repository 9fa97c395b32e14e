import {
  Button,
  Checkbox,
  createToastQueue,
  EmptyState,
  NOT_A_NUMBER,
  NumberInput,
  Select,
  showToast,
  Table,
  ToastRegion,
  type TableColumn,
} from '@fuelmarket/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { useAppContext } from '../../shell/context';
import { formatMoney, formatNumber } from '../../shell/i18n/format';
import { volumeUnitSymbol } from '../../shell/i18n/units';
import { useSessionState } from '../../shell/session';
import { describeOrderError } from '../basket';
import { childAccountsQuery } from '../child-accounts';
import * as styles from './additives.css';
import { useAdditivesAvailable } from './hooks';
import { additivesMessages as m } from './messages';
import {
  additiveOffersQuery,
  additiveOffersView,
  basketQueryPrefix,
  locationsQuery,
  noAdditiveFilters,
  type AdditiveFilters,
  type AdditiveOffer,
} from './queries';

export interface AdditivesMarketProps {
  className?: string;
}

/**
 * The buyer's additive market [S7]: filters (products, purchase units, availability; the buyer filter
 * turns into the shareholder filter with ChildAccounts_Offers_View [P1]), the offers with their price
 * per litre, and for each a number of purchase units within its bounds that goes into the basket for
 * the chosen delivery location [V8]. Shown only when additives are enabled for the account [E3].
 */
export function AdditivesMarket({ className }: AdditivesMarketProps) {
  const available = useAdditivesAvailable();
  if (!available) return null;
  return <AdditivesMarketContent className={className} />;
}

/** Whole purchase units within the offer's bounds [V8]; `null` when the text is not such a number. */
export function validUnits(
  value: string,
  offer: Pick<AdditiveOffer, 'minimumOrderQuantity' | 'maximumOrderQuantity'>,
): number | null {
  if (!/^\d+$/.test(value)) return null;
  const units = Number(value);
  return units >= offer.minimumOrderQuantity && units <= offer.maximumOrderQuantity ? units : null;
}

function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
}

function AdditivesMarketContent({ className }: AdditivesMarketProps) {
  const intl = useIntl();
  const { brand } = useAppContext();
  const { metadata } = useSessionState();
  const queryClient = useQueryClient();
  const [toasts] = useState(createToastQueue);
  const [filters, setFiltersState] = useState<AdditiveFilters>(noAdditiveFilters);
  const [page, setPage] = useState(1);
  // Another filter is another list: it starts at its first page.
  const setFilters = (next: AdditiveFilters | ((f: AdditiveFilters) => AdditiveFilters)) => {
    setFiltersState(next);
    setPage(1);
  };
  const [units, setUnits] = useState<Record<string, string>>({});
  const [locationId, setLocationId] = useState<string | null>(null);
  const [locationMissing, setLocationMissing] = useState(false);
  const shareholderFilter = metadata?.roles.includes('ChildAccounts_Offers_View') ?? false;
  // Only users with MyOffers_Purchase buy, and not where the deployment switched purchasing off [P2][B8].
  const mayPurchase =
    (metadata?.roles.includes('MyOffers_Purchase') ?? false) && !brand.flags.PURCHASING_DISABLED;

  const query = useQuery({ ...additiveOffersQuery(filters, page), placeholderData: keepPreviousData });
  const view = additiveOffersView(query);
  const locations = useQuery(locationsQuery());
  const childAccounts = useQuery({
    ...childAccountsQuery(),
    enabled: shareholderFilter,
  });
  const addToBasket = $api.useMutation('post', '/api/basket/items');

  const locale = brand.locale;
  const buyerOptions = shareholderFilter
    ? (childAccounts.data ?? []).map((a) => ({ id: a.id, name: a.name }))
    : view.filterOptions.buyers;

  async function add(offer: AdditiveOffer) {
    const quantity = validUnits(units[offer.id] ?? '', offer);
    if (quantity === null) return;
    if (!locationId) {
      setLocationMissing(true);
      return;
    }
    try {
      await addToBasket.mutateAsync({
        body: { offerId: offer.id, quantity, deliveryAddressId: locationId },
      });
      await queryClient.invalidateQueries({ queryKey: basketQueryPrefix });
      showToast(
        { title: intl.formatMessage(m.addedToBasket, { product: offer.product.name }), tone: 'positive' },
        { queue: toasts },
      );
    } catch (error) {
      console.error('[additives] adding to the basket failed', error);
      // The reservation errors the basket knows get their own text [M3]; anything else the general one.
      const known = describeOrderError(error, intl, brand.locale);
      const title = known.code === 'UNKNOWN' ? intl.formatMessage(m.addFailed) : known.text;
      showToast({ title, tone: 'critical' }, { queue: toasts });
    }
  }

  const offerColumns: TableColumn<AdditiveOffer>[] = [
    { id: 'product', header: intl.formatMessage(m.product), cell: (o) => o.product.name },
    { id: 'seller', header: intl.formatMessage(m.seller), cell: (o) => o.seller.name },
    {
      id: 'purchaseUnit',
      header: intl.formatMessage(m.purchaseUnit),
      cell: (o) => `${o.purchaseUnit.label} (${volumeUnitSymbol(o.unitCode)})`,
    },
    {
      id: 'price',
      header: intl.formatMessage(m.pricePerLitre),
      align: 'end',
      cell: (o) => `${formatMoney(o.price, { locale, currency: brand.currency, decimals: 4 })}/L`,
    },
    {
      id: 'availability',
      header: intl.formatMessage(m.availability),
      align: 'end',
      cell: (o) => `${formatNumber(o.offerAvailability, { locale })} L`,
    },
  ];
  const purchaseColumns: TableColumn<AdditiveOffer>[] = [
    {
      id: 'units',
      header: intl.formatMessage(m.units),
      cell: (o) => {
        const value = units[o.id] ?? '';
        const invalid = value !== '' && validUnits(value, o) === null;
        const bounds = { min: o.minimumOrderQuantity, max: o.maximumOrderQuantity };
        return (
          <div className={styles.rowActions}>
            <NumberInput
              className={styles.unitsInput}
              label={intl.formatMessage(m.unitsLabel, { product: o.product.name, seller: o.seller.name })}
              decimals={0}
              value={value}
              onChange={(next) => setUnits((all) => ({ ...all, [o.id]: next }))}
              description={intl.formatMessage(m.unitsRange, bounds)}
              errorMessage={invalid ? intl.formatMessage(m.unitsOutOfRange, bounds) : undefined}
            />
            <Button
              size="small"
              aria-label={intl.formatMessage(m.addToBasketLabel, {
                product: o.product.name,
                seller: o.seller.name,
              })}
              isDisabled={validUnits(value, o) === null || addToBasket.isPending}
              onPress={() => void add(o)}
            >
              {intl.formatMessage(m.addToBasket)}
            </Button>
          </div>
        );
      },
    },
  ];
  const columns = mayPurchase ? [...offerColumns, ...purchaseColumns] : offerColumns;

  return (
    <section
      className={[styles.section, className].filter(Boolean).join(' ')}
      aria-labelledby="additives-market-heading"
    >
      <h2 id="additives-market-heading" className={styles.heading}>
        {intl.formatMessage(m.marketHeading)}
      </h2>
      <div className={styles.filters} role="group" aria-label={intl.formatMessage(m.filters)}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(m.filterProducts)}</legend>
          {view.filterOptions.products.map((p) => (
            <Checkbox
              key={p.id}
              isSelected={filters.productIds.includes(p.id)}
              onChange={(on) => setFilters((f) => ({ ...f, productIds: toggle(f.productIds, p.id, on) }))}
            >
              {p.name}
            </Checkbox>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(m.filterPurchaseUnits)}</legend>
          {view.filterOptions.purchaseUnits.map((u) => (
            <Checkbox
              key={u.value}
              isSelected={filters.purchaseUnitList.includes(u.value)}
              onChange={(on) =>
                setFilters((f) => ({ ...f, purchaseUnitList: toggle(f.purchaseUnitList, u.value, on) }))
              }
            >
              {u.label}
            </Checkbox>
          ))}
        </fieldset>
        {buyerOptions.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>
              {intl.formatMessage(shareholderFilter ? m.filterShareholders : m.filterBuyers)}
            </legend>
            {buyerOptions.map((b) => (
              <Checkbox
                key={b.id}
                isSelected={filters.buyerIds.includes(b.id)}
                onChange={(on) => setFilters((f) => ({ ...f, buyerIds: toggle(f.buyerIds, b.id, on) }))}
              >
                {b.name}
              </Checkbox>
            ))}
          </fieldset>
        )}
        <NumberInput
          label={intl.formatMessage(m.filterMinAvailability)}
          unit="L"
          decimals={0}
          value={filters.minOfferAvailability === null ? '' : String(filters.minOfferAvailability)}
          onChange={(v) =>
            v !== NOT_A_NUMBER &&
            setFilters((f) => ({ ...f, minOfferAvailability: v === '' ? null : Number(v) }))
          }
        />
        <NumberInput
          label={intl.formatMessage(m.filterMaxAvailability)}
          unit="L"
          decimals={0}
          value={filters.maxOfferAvailability === null ? '' : String(filters.maxOfferAvailability)}
          onChange={(v) =>
            v !== NOT_A_NUMBER &&
            setFilters((f) => ({ ...f, maxOfferAvailability: v === '' ? null : Number(v) }))
          }
        />
        <Button variant="tertiary" size="small" onPress={() => setFilters(noAdditiveFilters)}>
          {intl.formatMessage(m.filterReset)}
        </Button>
      </div>
      {mayPurchase && (
        <div className={styles.toolbar}>
          <Select
            label={intl.formatMessage(m.deliveryLocation)}
            isRequired
            options={(locations.data ?? []).map((l) => ({
              id: l._id,
              label: `${l.name}, ${l.address.street} (${l.address.postCode})`,
            }))}
            value={locationId}
            onChange={(id) => {
              setLocationId(id);
              setLocationMissing(false);
            }}
            errorMessage={locationMissing ? intl.formatMessage(m.deliveryLocationRequired) : undefined}
          />
        </div>
      )}
      {view.failedStatus !== null ? (
        <EmptyState
          tone="critical"
          title={intl.formatMessage(m.loadFailed, { status: view.failedStatus })}
          action={
            <Button variant="secondary" onPress={() => void query.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        />
      ) : (
        <Table
          caption={intl.formatMessage(m.tableCaption)}
          columns={columns}
          rows={view.offers}
          getRowKey={(o) => o.id}
          isLoading={view.isLoading}
          emptyText={intl.formatMessage(m.noOffers)}
          page={view.metadata?.pageNumber ?? page}
          pageCount={view.metadata?.pageCount ?? 1}
          onPageChange={setPage}
        />
      )}
      <ToastRegion queue={toasts} />
    </section>
  );
}
