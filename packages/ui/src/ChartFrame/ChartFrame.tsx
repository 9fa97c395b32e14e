import { useId, useState, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { ToggleButton as AriaToggleButton } from 'react-aria-components';
import { vars } from '../theme';
import { messages } from './messages';
import * as styles from './ChartFrame.css';

/**
 * Series colours of the active brand theme, as CSS variable references: recharts writes them into
 * `fill`/`stroke`, so a brand switch recolours the chart without re-rendering.
 */
export const chartPalette: readonly string[] = [
  vars.color.chart1,
  vars.color.chart2,
  vars.color.chart3,
  vars.color.chart4,
  vars.color.chart5,
  vars.color.chart6,
];

export interface ChartSeries {
  /** Key of the value in each data row. */
  key: string;
  /** Legend and table header text. */
  label: string;
}

export type ChartRow = Record<string, string | number | null | undefined>;

export interface ChartFrameProps<Row extends ChartRow> {
  /** Heading of the chart; also names the figure and the table alternative. */
  title: string;
  /**
   * Heading level of the title.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Short text below the title, e.g. the unit. */
  description?: ReactNode;
  data: readonly Row[];
  /** Key of the category (x axis) in each row. */
  categoryKey: keyof Row & string;
  /** Header of the category column in the table alternative. */
  categoryLabel: string;
  series: readonly ChartSeries[];
  /**
   * Formats a value for the table alternative.
   * @default the locale's number format
   */
  formatValue?: (value: number) => string;
  /** Renders the recharts chart with the theme palette (series i gets `palette[i % 6]`). */
  children: (palette: readonly string[]) => ReactNode;
  /**
   * Height of the chart area in px.
   * @default 300
   */
  height?: number;
  /**
   * Whether the table alternative is shown first.
   * @default false
   */
  defaultShowTable?: boolean;
  className?: string;
  ref?: Ref<HTMLElement>;
}

export function ChartFrame<Row extends ChartRow>({
  title,
  headingLevel = 3,
  description,
  data,
  categoryKey,
  categoryLabel,
  series,
  formatValue,
  children,
  height = 300,
  defaultShowTable = false,
  className,
  ref,
}: ChartFrameProps<Row>) {
  const intl = useIntl();
  const [showTable, setShowTable] = useState(defaultShowTable);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const format = formatValue ?? ((v: number) => intl.formatNumber(v));

  return (
    <figure
      ref={ref}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <div className={styles.header}>
        <div className={styles.titles}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        <AriaToggleButton className={styles.toggle} isSelected={showTable} onChange={setShowTable}>
          {intl.formatMessage(messages.showTable)}
        </AriaToggleButton>
      </div>
      {data.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(messages.noData)}</p>
      ) : showTable ? (
        <div className={styles.tableScroller}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {categoryLabel}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className={styles.th} data-align="end">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row, i) => (
                <tr key={`${String(row[categoryKey])}-${i}`}>
                  <th scope="row" className={styles.rowHeader}>
                    {String(row[categoryKey] ?? '')}
                  </th>
                  {series.map((s) => {
                    const value = row[s.key];
                    return (
                      <td key={s.key} className={styles.td} data-align="end">
                        {typeof value === 'number' ? format(value) : (value ?? '–')}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className={styles.chart} style={{ height }}>
          {children(chartPalette)}
        </div>
      )}
    </figure>
  );
}
