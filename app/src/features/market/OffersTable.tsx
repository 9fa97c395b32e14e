import { Button, QuantityInput, VirtualTable, type VirtualTableColumn } from '@fuelmarket/ui';
import { memo, useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppContext } from '../../shell/context';
import { formatMoney, formatNumber } from '../../shell/i18n/format';
import { marketPageMessages as m } from './messages';
import { isOrderableQuantity, maximumOrderable, type Offer } from './ordering';
import * as styles from './market.css';

const offerKey = (offer: Offer) => offer.id;

/** Puts `quantity` of an offer into the basket; resolves whether it was added. */
export type AddToBasket = (offer: Offer, quantity: number) => Promise<boolean>;

/**
 * The quantities typed into the order cells, per offer id. They live outside the rows, so a row that the
 * virtualised list unmounts while it is scrolled away shows what was typed when it comes back; each cell
 * listens to its own offer only, so typing still renders that one cell.
 */
export class QuantityDrafts {
  private readonly values = new Map<string, string>();
  private readonly listeners = new Map<string, Set<() => void>>();

  /** The typed text of an offer, or undefined when nothing was typed yet. */
  get(offerId: string): string | undefined {
    return this.values.get(offerId);
  }

  set(offerId: string, value: string): void {
    if (this.values.get(offerId) === value) return;
    this.values.set(offerId, value);
    for (const listener of [...(this.listeners.get(offerId) ?? [])]) listener();
  }

  subscribe(offerId: string, listener: () => void): () => void {
    const set = this.listeners.get(offerId) ?? new Set();
    set.add(listener);
    this.listeners.set(offerId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(offerId);
    };
  }
}

/** The typed quantity of one offer and its setter; starts from the offer's selectedQuantity [E2]. */
function useQuantityDraft(drafts: QuantityDrafts, offer: Offer): [string, (value: string) => void] {
  const { id } = offer;
  const subscribe = useCallback((listener: () => void) => drafts.subscribe(id, listener), [drafts, id]);
  const typed = useSyncExternalStore(subscribe, () => drafts.get(id));
  const value = typed ?? (offer.selectedQuantity > 0 ? String(offer.selectedQuantity) : '');
  const setValue = useCallback((next: string) => drafts.set(id, next), [drafts, id]);
  return [value, setValue];
}

/** Price triggers go on offers with a fixed or a live price (not on tracking ones). */
const takesTriggers = (offer: Offer) => offer.priceType === 'FIXED' || offer.priceType === 'API';

export interface OffersTableProps {
  offers: readonly Offer[];
  /** Without purchase rights: no quantity or basket controls [P2][B8]. */
  readOnly: boolean;
  /** Must be stable (the rows are memoised on it). */
  onAdd: AddToBasket;
  /** Sets a price trigger on an offer; absent: no trigger action (not available to the user). Stable. */
  onSetTrigger?: ((offer: Offer) => void) | undefined;
  emptyText: ReactNode;
  isLoading: boolean;
  /** Offers matching the filters on the server (`offers` holds the pages loaded so far). */
  total?: number | undefined;
  /** Loads the next page; called when the buyer scrolls to the end of the loaded offers. Stable. */
  onEndReached?: (() => void) | undefined;
  isLoadingMore?: boolean | undefined;
}

interface OrderCellProps {
  offer: Offer;
  onAdd: AddToBasket;
  drafts: QuantityDrafts;
}

/**
 * Quantity and "in den Warenkorb" of one offer. The typed quantity is kept per offer id in `drafts`, and
 * only this cell listens to it, so typing renders this cell only. It starts empty: the offer's
 * selectedQuantity starts at 0 [E2]. It is cleared once the basket took it; a refused one stays.
 */
function OrderCell({ offer, onAdd, drafts }: OrderCellProps) {
  const intl = useIntl();
  const [value, setValue] = useQuantityDraft(drafts, offer);
  const [pending, setPending] = useState(false);
  const names = { product: offer.product.name, terminal: offer.terminal.name, seller: offer.seller.name };
  const quantity = value === '' ? NaN : Number(value);
  const orderable = isOrderableQuantity(offer, quantity);
  return (
    <div className={styles.orderCell}>
      <QuantityInput
        label={intl.formatMessage(m.quantityLabel, names)}
        hideLabel
        value={value}
        onChange={setValue}
        min={offer.minimumOrderQuantity}
        max={maximumOrderable(offer)}
      />
      <Button
        variant="primary"
        size="small"
        isDisabled={!orderable}
        // Pending, not disabled, while the basket answers: a disabled button would drop the focus.
        isPending={pending}
        aria-label={intl.formatMessage(m.addToBasketLabel, names)}
        onPress={() => {
          if (!orderable || pending) return;
          setPending(true);
          void onAdd(offer, quantity).then((added) => {
            setPending(false);
            // Cleared only if nothing else was typed meanwhile.
            if (added && drafts.get(offer.id) === value) drafts.set(offer.id, '');
          });
        }}
      >
        {intl.formatMessage(m.addToBasket)}
      </Button>
    </div>
  );
}

/**
 * The fuel offers as a virtualised table, loaded page by page as the buyer scrolls: 5,000 offers keep
 * well under 80 rows in the DOM, and a row
 * renders again only when its offer object changed. The component is memoised, so the market timer's
 * tick (read elsewhere on the page) never reaches it.
 */
export const OffersTable = memo(function OffersTable({
  offers,
  readOnly,
  onAdd,
  onSetTrigger,
  emptyText,
  isLoading,
  total,
  onEndReached,
  isLoadingMore = false,
}: OffersTableProps) {
  const intl = useIntl();
  const { brand } = useAppContext();
  const locale = brand.locale;
  // One store for the table's lifetime: what was typed survives refetches and rows scrolling away.
  const [drafts] = useState(() => new QuantityDrafts());
  const columns = useMemo<VirtualTableColumn<Offer>[]>(() => {
    const base: VirtualTableColumn<Offer>[] = [
      { id: 'product', header: intl.formatMessage(m.columnProduct), cell: (o) => o.product.name },
      { id: 'terminal', header: intl.formatMessage(m.columnTerminal), cell: (o) => o.terminal.name },
      { id: 'seller', header: intl.formatMessage(m.columnSeller), cell: (o) => o.seller.name },
      {
        id: 'price',
        header: intl.formatMessage(m.columnPrice),
        align: 'end',
        cell: (o) => (
          <span className={styles.price}>
            <span data-testid="offer-price">{formatMoney(o.price, { locale, currency: o.currency })}</span>
            <span className={styles.unit}>{intl.formatMessage(m.priceUnit)}</span>
          </span>
        ),
      },
      {
        id: 'available',
        header: intl.formatMessage(m.columnAvailable),
        align: 'end',
        cell: (o) => intl.formatMessage(m.litres, { volume: formatNumber(o.maximumAvailable, { locale }) }),
      },
    ];
    if (readOnly) return base;
    const order: VirtualTableColumn<Offer> = {
      id: 'order',
      header: intl.formatMessage(m.columnQuantity),
      width: '18rem',
      cell: (o) => <OrderCell offer={o} onAdd={onAdd} drafts={drafts} />,
    };
    if (!onSetTrigger) return [...base, order];
    const more: VirtualTableColumn<Offer> = {
      id: 'more',
      header: intl.formatMessage(m.columnMore),
      width: '9rem',
      cell: (o) =>
        takesTriggers(o) ? (
          <Button
            variant="secondary"
            size="small"
            aria-label={intl.formatMessage(m.setTriggerLabel, {
              product: o.product.name,
              terminal: o.terminal.name,
              seller: o.seller.name,
            })}
            onPress={() => onSetTrigger(o)}
          >
            {intl.formatMessage(m.setTrigger)}
          </Button>
        ) : null,
    };
    return [...base, order, more];
  }, [intl, locale, readOnly, onAdd, onSetTrigger, drafts]);

  return (
    <VirtualTable
      caption={intl.formatMessage(m.tableCaption)}
      columns={columns}
      rows={offers}
      getRowKey={offerKey}
      rowHeight={readOnly ? 48 : 96}
      emptyText={emptyText}
      isLoading={isLoading}
      {...(total !== undefined ? { totalRows: total } : {})}
      {...(onEndReached ? { onEndReached } : {})}
      isLoadingMore={isLoadingMore}
    />
  );
});
