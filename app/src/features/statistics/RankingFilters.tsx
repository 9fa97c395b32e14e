import type { Schemas } from '@fuelmarket/api-client';
import { DateRangePicker, Select, type SelectOption } from '@fuelmarket/ui';
import { parseDate } from '@internationalized/date';
import { useIntl } from 'react-intl';
import { statisticsMessages as m } from './messages';
import type { RankingSelection } from './selection';
import * as styles from './statistics.css';

const ALL = '*';
type Period = 'day' | 'week' | 'month' | 'all' | 'custom';
const DAYS = { day: 1, week: 7, month: 30 } as const;

export interface RankingFiltersProps {
  selection: RankingSelection;
  onChange: (next: RankingSelection) => void;
  options: Schemas['RankingOptions'] | null;
  side: 'buyer' | 'seller';
}

/** Time filter (day, week, month, all, own range) and the product, terminal, address and partner choice. */
export function RankingFilters({ selection, onChange, options, side }: RankingFiltersProps) {
  const intl = useIntl();
  const period: Period = selection.range
    ? 'custom'
    : selection.days === 1
      ? 'day'
      : selection.days === 7
        ? 'week'
        : selection.days === 30
          ? 'month'
          : 'all';
  const all: SelectOption = { id: ALL, label: intl.formatMessage(m.allOptions) };
  const one = (
    key: 'products' | 'terminals' | 'addresses' | 'accounts',
    label: string,
    list: readonly Schemas['NamedRef'][] | undefined,
  ) => (
    <Select
      label={label}
      options={[all, ...(list ?? []).map((x) => ({ id: x.id, label: x.name }))]}
      value={selection[key][0] ?? ALL}
      emptyText={intl.formatMessage(m.noSelections)}
      onChange={(v) => onChange({ ...selection, [key]: v === null || v === ALL ? [] : [v] })}
    />
  );
  return (
    <form
      className={styles.filters}
      aria-label={intl.formatMessage(m.filters)}
      onSubmit={(e) => e.preventDefault()}
    >
      <Select<Period>
        label={intl.formatMessage(m.period)}
        options={(['day', 'week', 'month', 'all', 'custom'] as const).map((p) => ({
          id: p,
          label: intl.formatMessage(m[p]),
        }))}
        value={period}
        onChange={(p) => {
          const rest = { ...selection };
          delete rest.days;
          delete rest.range;
          if (p === 'day' || p === 'week' || p === 'month') onChange({ ...rest, days: DAYS[p] });
          else if (p === 'custom') {
            const today = new Date().toISOString().slice(0, 10);
            onChange({ ...rest, range: { start: today, end: today } });
          } else onChange(rest);
        }}
      />
      {selection.range ? (
        <DateRangePicker
          label={intl.formatMessage(m.range)}
          value={{ start: parseDate(selection.range.start), end: parseDate(selection.range.end) }}
          onChange={(r) => {
            if (r) onChange({ ...selection, range: { start: r.start.toString(), end: r.end.toString() } });
          }}
        />
      ) : null}
      {one('products', intl.formatMessage(m.product), options?.products)}
      {one('terminals', intl.formatMessage(m.terminal), options?.terminals)}
      {one('addresses', intl.formatMessage(m.address), options?.deliveryAddresses)}
      {one('accounts', intl.formatMessage(side === 'seller' ? m.buyer : m.seller), options?.accounts)}
    </form>
  );
}
