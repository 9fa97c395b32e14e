import type { Schemas } from '@fuelmarket/api-client';
import type { Locale } from '@fuelmarket/brands';
import { ChartFrame, vars } from '@fuelmarket/ui';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useIntl } from 'react-intl';
import { formatDate, formatNumber } from '../../shell/i18n/format';
import { subAccountMessages as m } from './messages';

export interface UtilisationChartProps {
  /** Litres bought per day, oldest first. */
  history: Schemas['SubAccount']['utilisationHistory'];
  /** The saved daily limit in litres (the reference line), null without one. */
  limit: number | null;
  locale: Locale;
}

/**
 * The litres an Aviat bought on each of the recent days as bars, with its saved daily limit as a line
 * [S6][K2], and the table alternative (day, litres, limit) for screen readers and keyboard users.
 * recharts comes with this screen only (the route's chunk).
 */
export function UtilisationChart({ history, limit, locale }: UtilisationChartProps) {
  const intl = useIntl();
  const litres = (v: number) => formatNumber(v, { locale });
  const rows = history.map((d) => ({
    day: formatDate(d.date, locale),
    volume: d.volume,
    ...(limit === null ? {} : { limit }),
  }));
  const series = [
    { key: 'volume', label: intl.formatMessage(m.boughtSeries) },
    ...(limit === null ? [] : [{ key: 'limit', label: intl.formatMessage(m.limitSeries) }]),
  ];
  return (
    <ChartFrame
      title={intl.formatMessage(m.chartTitle)}
      description={
        limit === null
          ? intl.formatMessage(m.chartUnit)
          : intl.formatMessage(m.chartUnitWithLimit, { limit: litres(limit) })
      }
      data={rows}
      categoryKey="day"
      categoryLabel={intl.formatMessage(m.dayColumn)}
      series={series}
      formatValue={litres}
      height={260}
    >
      {(palette) => (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(0, 6)} />
            <YAxis
              width={80}
              tickFormatter={litres}
              // The limit line stays in view even on days far below it.
              domain={[0, (max: number) => Math.max(max, limit ?? 0)]}
            />
            <Tooltip formatter={(v) => litres(Number(v))} />
            <Bar dataKey="volume" name={series[0]!.label} fill={palette[0]} />
            {limit === null ? null : (
              <ReferenceLine
                y={limit}
                stroke={vars.color.critical}
                strokeDasharray="6 3"
                strokeWidth={2}
                label={{ value: intl.formatMessage(m.limitLine), position: 'insideTopRight' }}
              />
            )}
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartFrame>
  );
}
