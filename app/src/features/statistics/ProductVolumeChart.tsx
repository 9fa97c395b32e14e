import type { Schemas } from '@fuelmarket/api-client';
import type { Locale } from '@fuelmarket/brands';
import { ChartFrame, EmptyState, Skeleton, type ChartRow } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useIntl } from 'react-intl';
import { formatDate, formatNumber } from '../../shell/i18n/format';
import { statisticsMessages as m } from './messages';
import { orderStatsQuery } from './queries';
import { statsQueryOf, type RankingSelection } from './selection';

/** One row per period with each product's volume under its id (the chart's and the table's data). */
export function pivotVolumes(rows: readonly Schemas['ProductVolumeRow'][]) {
  const products = new Map<string, string>();
  const periods = new Map<string, ChartRow>();
  for (const r of rows) {
    products.set(r.productId, r.productName);
    const row = periods.get(r.period) ?? { period: r.period };
    row[r.productId] = ((row[r.productId] as number | undefined) ?? 0) + r.volume;
    periods.set(r.period, row);
  }
  return {
    series: [...products.entries()].map(([key, label]) => ({ key, label })),
    data: [...periods.values()],
  };
}

/** Volume per product over time as stacked bars, with the table alternative (recharts loads with this screen). */
export function ProductVolumeChart({ selection, locale }: { selection: RankingSelection; locale: Locale }) {
  const intl = useIntl();
  const stats = useQuery(orderStatsQuery(statsQueryOf(selection, 'PRODUCT_VOLUME')));
  if (stats.isPending) return <Skeleton height="300px" />;
  if (stats.isError) {
    return <EmptyState tone="critical" title={intl.formatMessage(m.failed, { status: 0 })} />;
  }
  const { orderStats, bucket = 'month' } = stats.data.data;
  const { series, data } = pivotVolumes(orderStats as Schemas['ProductVolumeRow'][]);
  const label = (period: string) =>
    bucket === 'month' ? formatDate(period, locale).slice(3) : formatDate(period, locale);
  const rows = data.map((d) => ({ ...d, period: label(String(d.period)) }));
  return (
    <ChartFrame
      title={intl.formatMessage(m.chartTitle)}
      headingLevel={2}
      description={intl.formatMessage(m.chartUnit, { bucket })}
      data={rows}
      categoryKey="period"
      categoryLabel={intl.formatMessage(m.periodColumn)}
      series={series}
      formatValue={(v) => formatNumber(v, { locale })}
    >
      {(palette) => (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="period" />
            <YAxis width={80} tickFormatter={(v: number) => formatNumber(v, { locale })} />
            <Tooltip formatter={(v) => formatNumber(Number(v), { locale })} />
            <Legend />
            {series.map((s, i) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                stackId="volume"
                fill={palette[i % palette.length]}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartFrame>
  );
}
