import type { Schemas } from '@fuelmarket/api-client';
import { Button, Select, type SelectOption } from '@fuelmarket/ui';
import { useIntl } from 'react-intl';
import { useShowsRegions } from '../../shell/terminals';
import { marketPageMessages as m } from './messages';
import type { MarketSearch } from './search';
import * as styles from './market.css';

const ALL = '*';
const PICKUP = 'pickup';

/** Sort choices: the URL's `sort` and `dir`. */
const sortChoices = [
  { id: 'price-asc', sort: 'price', dir: 'asc', label: m.sortPriceAsc },
  { id: 'price-desc', sort: 'price', dir: 'desc', label: m.sortPriceDesc },
  { id: 'product-asc', sort: 'product', dir: 'asc', label: m.sortProduct },
  { id: 'terminal-asc', sort: 'terminal', dir: 'asc', label: m.sortTerminal },
  { id: 'seller-asc', sort: 'seller', dir: 'asc', label: m.sortSeller },
  { id: 'maximumAvailable-desc', sort: 'maximumAvailable', dir: 'desc', label: m.sortAvailable },
] as const;

/** Display name of a delivery address: street plus zip code in brackets [E1]. */
export function deliveryAddressName(address: { street: string; zipCode: string }): string {
  return `${address.street} (${address.zipCode})`;
}

export interface MarketFiltersProps {
  search: MarketSearch;
  onChange: (next: MarketSearch) => void;
  metadata: Schemas['Metadata'] | null;
  favourites: readonly Schemas['FavouritesList'][];
  /** Terminals of the offers response's filter options (empty after a failed load [H3]). */
  terminalOptions: readonly Schemas['NamedRef'][];
}

/**
 * Product, region (not where the brand hides regions [B11]), terminal, delivery, favourites list and sort;
 * every choice goes into the URL.
 */
export function MarketFilters({
  search,
  onChange,
  metadata,
  favourites,
  terminalOptions,
}: MarketFiltersProps) {
  const intl = useIntl();
  const all: SelectOption = { id: ALL, label: intl.formatMessage(m.all) };
  const showsRegions = useShowsRegions();
  const regions = showsRegions ? (metadata?.regions ?? []) : [];
  const inRegion =
    showsRegions && search.region
      ? new Set(regions.filter((r) => r.id === search.region).flatMap((r) => r.terminals.map((t) => t.id)))
      : null;
  const terminals = terminalOptions.filter((t) => !inRegion || inRegion.has(t.id));
  const set = (patch: Partial<MarketSearch>) => {
    const next: MarketSearch = { ...search, ...patch };
    for (const key of Object.keys(next) as (keyof MarketSearch)[])
      if (next[key] === undefined) delete next[key];
    onChange(next);
  };
  const pick = (value: string | null) => (value === null || value === ALL ? undefined : value);
  const currentSort = sortChoices.find((c) => c.sort === search.sort && c.dir === (search.dir ?? 'asc'));

  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{intl.formatMessage(m.filtersLabel)}</legend>
      <Select
        label={intl.formatMessage(m.product)}
        options={[all, ...(metadata?.fuels ?? []).map((p) => ({ id: p.id, label: p.name }))]}
        value={search.product ?? ALL}
        onChange={(v) => set({ product: pick(v) })}
      />
      {showsRegions ? (
        <Select
          label={intl.formatMessage(m.region)}
          options={[all, ...regions.map((r) => ({ id: r.id, label: r.name }))]}
          value={search.region ?? ALL}
          onChange={(v) => set({ region: pick(v), terminal: undefined })}
        />
      ) : null}
      <Select
        label={intl.formatMessage(m.terminal)}
        options={[all, ...terminals.map((t) => ({ id: t.id, label: t.name }))]}
        value={search.terminal ?? ALL}
        onChange={(v) => set({ terminal: pick(v) })}
      />
      <Select
        label={intl.formatMessage(m.delivery)}
        options={[
          { id: PICKUP, label: intl.formatMessage(m.selfPickup) },
          ...(metadata?.deliveryAddresses ?? []).map((a) => ({ id: a.id, label: deliveryAddressName(a) })),
        ]}
        value={search.address ?? PICKUP}
        onChange={(v) => set({ address: v === PICKUP ? undefined : (v ?? undefined) })}
      />
      <Select
        label={intl.formatMessage(m.favourites)}
        options={[all, ...favourites.map((f) => ({ id: f.id, label: f.name }))]}
        value={search.list ?? ALL}
        onChange={(v) => set({ list: pick(v) })}
      />
      <Select
        label={intl.formatMessage(m.sort)}
        options={sortChoices.map((c) => ({ id: c.id, label: intl.formatMessage(c.label) }))}
        value={currentSort?.id ?? null}
        onChange={(v) => {
          const choice = sortChoices.find((c) => c.id === v);
          set({ sort: choice?.sort, dir: choice?.dir });
        }}
      />
      <Button variant="secondary" onPress={() => onChange({})}>
        {intl.formatMessage(m.resetFilters)}
      </Button>
    </fieldset>
  );
}
