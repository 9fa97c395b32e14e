import type { Schemas } from '@fuelmarket/api-client';
import {
  Button,
  DateRangePicker,
  NOT_A_NUMBER,
  NumberInput,
  Select,
  TextField,
  type DateRange,
  type SelectOption,
} from '@fuelmarket/ui';
import { parseDate } from '@internationalized/date';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { buyerStatusMessages, historyMessages as m, sellerStatusMessages } from './messages';
import { cleared, hasFilters, orderStatuses, withChange, type HistorySearch } from './historySearch';
import * as styles from './orders.css';

const ALL = '*';

export interface OrderHistoryFiltersProps {
  search: HistorySearch;
  onChange: (next: HistorySearch) => void;
  side: 'buyer' | 'seller';
  /** The server's filter options (null while loading or after a failure). */
  options: Schemas['OrderHistoryFilterOptions'] | null;
  /** Whether the additives history is offered (feature productAdditives). */
  withAdditives: boolean;
  /**
   * Whether the buyers among the options are a parent shareholder's child accounts: the buyer filter is
   * then the shareholder filter [P1].
   */
  shareholderFilter: boolean;
}

const rangeOf = (from: string | undefined, to: string | undefined): DateRange | null =>
  from && to ? { start: parseDate(from), end: parseDate(to) } : null;

/**
 * The order history's filters. Every change goes into the URL and back to page 1 [O1]; "clear all"
 * restores the defaults. The choices are the server's filter options, so nobody is offered a name they
 * may not see.
 */
export function OrderHistoryFilters({
  search,
  onChange,
  side,
  options,
  withAdditives,
  shareholderFilter,
}: OrderHistoryFiltersProps) {
  const intl = useIntl();
  const [orderText, setOrderText] = useState(search.order ?? '');
  const [filtersOpen, setFiltersOpen] = useState(
    () => globalThis.matchMedia?.('(min-width: 768px)').matches ?? true,
  );
  const set = (patch: Partial<HistorySearch>) => onChange(withChange(search, patch));
  const pick = (value: string | null) => (value === null || value === ALL ? undefined : value);
  const all: SelectOption = { id: ALL, label: intl.formatMessage(m.all) };
  const named = (list: readonly { id?: string; name?: string }[] | undefined) => [
    all,
    ...(list ?? []).flatMap((x) => (x.id ? [{ id: x.id, label: x.name ?? x.id }] : [])),
  ];
  const statusLabels = side === 'seller' ? sellerStatusMessages : buyerStatusMessages;
  const emptyText = intl.formatMessage(m.noSelections);
  const [moreOpen, setMoreOpen] = useState(
    [
      search.priceMin,
      search.priceMax,
      search.invoiceMin,
      search.invoiceMax,
      search.volumeMin,
      search.volumeMax,
    ].some((v) => v !== undefined),
  );

  const active = Object.keys(search).filter((k) => !['mode', 'page', 'sort', 'dir'].includes(k)).length;
  return (
    <details
      className={styles.filterPanel}
      // Open on wide screens; on phones the orders come first and the filters open on request.
      open={filtersOpen}
      onToggle={(e) => setFiltersOpen(e.currentTarget.open)}
    >
      <summary className={styles.filterSummary}>{intl.formatMessage(m.filterSummary, { active })}</summary>
      {/* Only an open panel holds the fields (a closed one would keep them in the page, unreachable). */}
      {filtersOpen ? (
        <form
          className={styles.filters}
          aria-label={intl.formatMessage(m.filters)}
          onSubmit={(e) => {
            e.preventDefault();
            set({ order: orderText.trim() || undefined });
          }}
        >
          {withAdditives ? (
            <Select
              label={intl.formatMessage(m.mode)}
              options={[
                { id: 'spot', label: intl.formatMessage(m.spot) },
                { id: 'additive', label: intl.formatMessage(m.additive) },
              ]}
              value={search.mode ?? 'spot'}
              // Another market has other products and terminals: its filters start empty.
              onChange={(v) => onChange(v === 'additive' ? { mode: 'additive' } : {})}
            />
          ) : null}
          <TextField
            label={intl.formatMessage(m.orderId)}
            value={orderText}
            onChange={setOrderText}
            onBlur={() => {
              if ((search.order ?? '') !== orderText.trim()) set({ order: orderText.trim() || undefined });
            }}
          />
          <Select
            label={intl.formatMessage(m.product)}
            options={named(options?.products)}
            value={search.product ?? ALL}
            onChange={(v) => set({ product: pick(v) })}
            emptyText={emptyText}
          />
          {search.mode !== 'additive' ? (
            <Select
              label={intl.formatMessage(m.terminal)}
              options={named(options?.terminals)}
              value={search.terminal ?? ALL}
              onChange={(v) => set({ terminal: pick(v) })}
              emptyText={emptyText}
            />
          ) : null}
          <Select
            label={intl.formatMessage(m.address)}
            options={[
              all,
              ...(options?.deliveryAddress ?? []).flatMap((a) =>
                a.id ? [{ id: a.id, label: `${a.street} (${a.zipCode})` }] : [],
              ),
            ]}
            value={search.address ?? ALL}
            onChange={(v) => set({ address: pick(v) })}
            emptyText={emptyText}
          />
          <Select
            label={intl.formatMessage(side === 'seller' ? m.buyer : m.seller)}
            options={named(side === 'seller' ? options?.buyers : options?.sellers)}
            value={search.partner ?? ALL}
            onChange={(v) => set({ partner: pick(v) })}
            emptyText={emptyText}
          />
          {shareholderFilter ? (
            <Select
              label={intl.formatMessage(m.shareholder)}
              options={named(options?.buyers)}
              value={search.shareholder ?? ALL}
              onChange={(v) => set({ shareholder: pick(v) })}
              emptyText={emptyText}
            />
          ) : null}
          <Select
            label={intl.formatMessage(m.status)}
            options={[
              all,
              ...orderStatuses.map((s) => ({ id: s, label: intl.formatMessage(statusLabels[s]) })),
            ]}
            value={search.status ?? ALL}
            onChange={(v) => set({ status: pick(v) as HistorySearch['status'] })}
          />
          <DateRangePicker
            label={intl.formatMessage(m.created)}
            value={rangeOf(search.from, search.to)}
            onChange={(r) => set({ from: r?.start.toString(), to: r?.end.toString() })}
          />
          <DateRangePicker
            label={intl.formatMessage(m.collection)}
            value={rangeOf(search.collectFrom, search.collectTo)}
            // Collection periods lie ahead: no upper bound.
            maxValue={parseDate('2099-12-31')}
            onChange={(r) => set({ collectFrom: r?.start.toString(), collectTo: r?.end.toString() })}
          />
          <details
            className={styles.more}
            open={moreOpen}
            onToggle={(e) => setMoreOpen(e.currentTarget.open)}
          >
            <summary className={styles.filterSummary}>{intl.formatMessage(m.more)}</summary>
            {moreOpen ? (
              <div className={styles.moreFields}>
                {(
                  [
                    ['priceMin', m.priceMin, 4, undefined],
                    ['priceMax', m.priceMax, 4, undefined],
                    ['invoiceMin', m.invoiceMin, 2, undefined],
                    ['invoiceMax', m.invoiceMax, 2, undefined],
                    ['volumeMin', m.volumeMin, 0, 'l'],
                    ['volumeMax', m.volumeMax, 0, 'l'],
                  ] as const
                ).map(([key, label, decimals, unit]) => (
                  <AppliedOnBlur
                    // A new URL value (e.g. after "clear all") starts the field afresh.
                    key={`${key}:${search[key] ?? ''}`}
                    label={intl.formatMessage(label)}
                    value={search[key] === undefined ? '' : String(search[key])}
                    decimals={decimals}
                    unit={unit}
                    onApply={(v) =>
                      // An entry that is no number keeps the filter as it was (the field says why).
                      v !== NOT_A_NUMBER &&
                      set({
                        [key]: v === '' ? undefined : key.startsWith('volume') ? Number(v) : v,
                      } as Partial<HistorySearch>)
                    }
                  />
                ))}
              </div>
            ) : null}
          </details>
          <div className={styles.filterActions}>
            <Button type="submit" variant="secondary">
              {intl.formatMessage(m.search)}
            </Button>
            <Button
              variant="tertiary"
              isDisabled={!hasFilters(search) && !search.sort && !search.page}
              onPress={() => {
                setOrderText('');
                onChange(cleared(search));
              }}
            >
              {intl.formatMessage(m.clear)}
            </Button>
          </div>
        </form>
      ) : null}
    </details>
  );
}

/** A number filter that applies when the field is left, not on every key. */
function AppliedOnBlur({
  label,
  value,
  decimals,
  unit,
  onApply,
}: {
  label: string;
  value: string;
  decimals: number;
  unit: string | undefined;
  onApply: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  return (
    <NumberInput
      label={label}
      value={text}
      decimals={decimals}
      positiveOnly
      unit={unit}
      onChange={setText}
      onBlur={() => {
        if (text !== value) onApply(text);
      }}
    />
  );
}
