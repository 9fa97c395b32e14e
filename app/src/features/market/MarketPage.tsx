import { ApiError } from '@fuelmarket/api-client';
import { Button, EmptyState, InlineAlert, PageHeader, Tabs } from '@fuelmarket/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSessionState } from '../../shell/session';
import { PriceAlertsLink } from '../price-alerts';
import {
  BasketButton,
  BasketModal,
  describeOrderError,
  useBasketMutations,
  type OrderErrorView,
} from '../basket';
import { useChildAccountSelection } from '../child-accounts';
import { OfferTriggerDialog, useMayTrigger } from '../contracts';
import { favouritesQuery } from '../favourites';
import { useMarketTimer } from '../../shell/market-window';
import { MarketChange, MarketWindowStatus } from '../market-window';
import { useAppContext } from '../../shell/context';
import { formatNumber } from '../../shell/i18n/format';
import { titleMessages } from '../../shell/layout/messages';
import { useShowsRegions } from '../../shell/terminals';
import { LivePriceRefetch } from './LivePriceRefetch';
import { MarketFilters } from './MarketFilters';
import { marketPageMessages as m } from './messages';
import { OffersTable, type AddToBasket } from './OffersTable';
import { purchaseBlock, type Offer } from './ordering';
import { marketOffersQuery } from './queries';
import { offersQueryParams, type MarketSearch } from './search';
import * as styles from './market.css';

export interface MarketPageProps {
  /** The filter state from the URL. */
  search: MarketSearch;
  /** Writes a new filter state into the URL. */
  onSearchChange: (next: MarketSearch) => void;
  /** Content of the "Additive" tab (the additives marketplace); without it only fuels show. */
  additives?: ReactNode;
  /** Extra header content, e.g. the child-account selector of parent shareholders. */
  headerSlot?: ReactNode;
  /** Tools above the fuel filters, e.g. managing the favourites lists and delivery addresses they offer. */
  tools?: ReactNode;
}

const NO_OFFERS: readonly Offer[] = [];

/**
 * The offers of the pages loaded so far, each once: an offer that moved to a later page between two
 * requests (its volume or price changed) is listed where it was first seen.
 */
function uniqueOffers(pages: readonly { offers: readonly Offer[] }[]): readonly Offer[] {
  if (pages.length === 1) return pages[0]!.offers;
  const seen = new Set<string>();
  const offers: Offer[] = [];
  for (const page of pages) {
    for (const offer of page.offers) {
      if (seen.has(offer.id)) continue;
      seen.add(offer.id);
      offers.push(offer);
    }
  }
  return offers;
}

/** `/handelsplatz`: the buyer's fuel market with filters, live prices, the basket and ordering. */
export function MarketPage({ search, onSearchChange, additives, headerSlot, tools }: MarketPageProps) {
  const intl = useIntl();
  const { brand } = useAppContext();
  const { metadata } = useSessionState();
  const block = purchaseBlock(metadata?.roles ?? [], brand.flags);
  const [basketOpen, setBasketOpen] = useState(false);
  const basketButtonId = useId();

  const fuels = (
    <FuelMarket
      search={search}
      onSearchChange={onSearchChange}
      readOnly={block !== null}
      tools={tools}
      basketButtonId={basketButtonId}
    />
  );

  return (
    <section className={styles.page}>
      <PageHeader
        title={intl.formatMessage(titleMessages.market)}
        actions={
          <div className={styles.headerActions}>
            {headerSlot}
            <PriceAlertsLink />
            {block === null ? <BasketButton id={basketButtonId} onPress={() => setBasketOpen(true)} /> : null}
          </div>
        }
      />
      <MarketWindowStatus />
      {/* [B11] The change since the last window, unless the brand hides it (Austria). */}
      {brand.flags.HIDE_MARKET_CHANGE ? null : <MarketChange locale={brand.locale} />}
      {block !== null ? (
        <InlineAlert
          tone="info"
          announce="none"
          title={intl.formatMessage(block === 'brand' ? m.readOnlyBrand : m.readOnlyRole)}
        />
      ) : null}
      {additives ? (
        <Tabs
          aria-label={intl.formatMessage(m.tabsLabel)}
          items={[
            { id: 'fuels', label: intl.formatMessage(m.fuelsTab), content: fuels },
            { id: 'additives', label: intl.formatMessage(m.additivesTab), content: additives },
          ]}
        />
      ) : (
        fuels
      )}
      {block === null ? <BasketModal isOpen={basketOpen} onOpenChange={setBasketOpen} /> : null}
    </section>
  );
}

interface FuelMarketProps {
  search: MarketSearch;
  onSearchChange: (next: MarketSearch) => void;
  readOnly: boolean;
  tools?: ReactNode;
  /** Id of the header's basket button: the focus goes there once an offer is in the basket. */
  basketButtonId: string;
}

function FuelMarket({ search, onSearchChange, readOnly, tools, basketButtonId }: FuelMarketProps) {
  const intl = useIntl();
  const { brand } = useAppContext();
  const { metadata } = useSessionState();
  const favourites = useQuery(favouritesQuery());
  // Where the brand hides regions, a region in the URL narrows nothing [B11].
  const regions = useShowsRegions() ? metadata?.regions : undefined;
  const params = useMemo(() => offersQueryParams(search, regions ?? []), [search, regions]);
  // A parent shareholder may look at the market as one of its child accounts [C3].
  const { childAccountId } = useChildAccountSelection();
  const offers = useInfiniteQuery(marketOffersQuery(childAccountId, params));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = offers;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const { add } = useBasketMutations();
  const [added, setAdded] = useState<string | null>(null);
  const [addError, setAddError] = useState<OrderErrorView | null>(null);
  // A price trigger from an offer row: buyers who may order, for their own account (not a child's view).
  const [triggerOffer, setTriggerOffer] = useState<string | null>(null);
  const mayTrigger = useMayTrigger() && !readOnly && !childAccountId;
  const onSetTrigger = useCallback((offer: Offer) => setTriggerOffer(offer.id), []);

  // Stable for the memoised rows: reads the latest delivery address and mutation through a ref.
  const latest = useRef({ add, address: search.address, intl, locale: brand.locale, basketButtonId });
  useLayoutEffect(() => {
    latest.current = { add, address: search.address, intl, locale: brand.locale, basketButtonId };
  });
  const onAdd = useCallback<AddToBasket>(async (offer, quantity) => {
    const { add, address, intl, locale, basketButtonId } = latest.current;
    setAdded(null);
    setAddError(null);
    try {
      await add.mutateAsync({ offerId: offer.id, quantity, deliveryAddressId: address ?? null });
    } catch (error) {
      // The focus stays on the row's button, the typed quantity in its field.
      setAddError(describeOrderError(error, intl, locale));
      return false;
    }
    // Announced politely by the status below; the focus moves on to the basket, where the item now is,
    // instead of falling to the page when the row's button empties.
    setAdded(
      intl.formatMessage(m.added, {
        product: offer.product.name,
        volume: formatNumber(quantity, { locale }),
      }),
    );
    document.getElementById(basketButtonId)?.focus();
    return true;
  }, []);

  // [T6][M5] Once the window's live prices are stale the server withholds live-priced offers: drop them
  // from the rows at once (LivePriceRefetch also loads the list again), so none stays orderable.
  const livePricesStale = useMarketTimer((s) => s.window !== null && !s.livePricesAvailable);

  // [H3] a failed list: no offers, no filter options, the status and a retry.
  const failed = offers.isError;
  const status = offers.error instanceof ApiError ? offers.error.status : 0;
  const pages = offers.data?.pages;
  const listed = useMemo(() => (failed || !pages ? NO_OFFERS : uniqueOffers(pages)), [failed, pages]);
  const first = failed ? undefined : pages?.[0];
  const rows = useMemo(
    () => (livePricesStale ? listed.filter((o) => o.priceType === 'FIXED') : listed),
    [listed, livePricesStale],
  );
  const total = failed ? undefined : pages?.at(-1)?.metadata.total;
  const noSellers = (metadata?.sellers ?? []).length === 0;

  const emptyText = noSellers ? (
    <EmptyState
      title={intl.formatMessage(m.noSellers)}
      description={intl.formatMessage(m.noSellersHint)}
      action={
        brand.flags.SINGLE_SELLER_MODE ? undefined : (
          <Link to="/verkaufer-management">{intl.formatMessage(m.toSellerManagement)}</Link>
        )
      }
    />
  ) : (
    <EmptyState
      title={intl.formatMessage(m.emptyOffers)}
      description={intl.formatMessage(m.emptyOffersHint)}
    />
  );

  return (
    <div className={styles.page}>
      <LivePriceRefetch />
      {tools ? <div className={styles.headerActions}>{tools}</div> : null}
      <MarketFilters
        search={search}
        onChange={onSearchChange}
        metadata={metadata}
        favourites={favourites.data?.config ?? []}
        terminalOptions={first?.filterOptions.terminals ?? []}
      />
      {failed ? (
        <InlineAlert
          tone="critical"
          title={intl.formatMessage(m.loadFailed, { status })}
          action={
            <Button variant="secondary" onPress={() => void offers.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        />
      ) : null}
      {first?.livePricesAvailable === false ? (
        <InlineAlert tone="caution" title={intl.formatMessage(m.noLivePrices)} />
      ) : null}
      {addError ? <InlineAlert tone="critical" title={addError.text} /> : null}
      <p role="status" className={styles.addedStatus}>
        {added}
      </p>
      <OffersTable
        offers={rows}
        readOnly={readOnly}
        onAdd={onAdd}
        onSetTrigger={mayTrigger ? onSetTrigger : undefined}
        emptyText={emptyText}
        isLoading={offers.isPending}
        total={total}
        onEndReached={onEndReached}
        isLoadingMore={isFetchingNextPage}
      />
      <OfferTriggerDialog offerId={triggerOffer} onClose={() => setTriggerOffer(null)} />
    </div>
  );
}
