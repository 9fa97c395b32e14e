import type { Locale } from '@fuelmarket/brands';
import { useIntl } from 'react-intl';
import { formatNumber } from '../../shell/i18n/format';
import { useMarketTimer } from '../../shell/market-window';
import { marketMessages } from './messages';
import type { MarketWindow } from '../../shell/market-window';
import * as styles from './MarketChange.css';

export interface MarketChangeProps {
  /** The brand's locale for the numbers. */
  locale: Locale;
  className?: string;
}

type Direction = keyof typeof styles.direction;

const ARROW: Record<Direction, string> = { up: '▲', down: '▼', unchanged: '▶' };

/** ICE quotes (gasoil months `/GAS`, Brent `BRN`); FX rates are not the market's move. */
const isIceSymbol = (symbol: string) => symbol.includes('/GAS') || symbol.includes('BRN');

/** The ICE symbols of the window that have a change, in the window's display order. */
export function iceChanges(window: MarketWindow): { symbol: string; change: string }[] {
  return window.prices
    .map((p) => ({ symbol: p.symbol, change: window.marketChange[p.symbol] }))
    .filter((c): c is { symbol: string; change: string } => c.change !== undefined && isIceSymbol(c.symbol));
}

function directionOf(change: string): Direction {
  if (/^-?0*(\.0*)?$/.test(change)) return 'unchanged';
  return change.startsWith('-') ? 'down' : 'up';
}

/**
 * The change of each ICE quote against the previous market window (`marketChange`), signed in the
 * brand's locale with an arrow, so the direction never rests on colour alone. Where the brand hides the
 * market change (HIDE_MARKET_CHANGE, Austria [B11]) the page does not render it.
 */
export function MarketChange({ locale, className }: MarketChangeProps) {
  const intl = useIntl();
  const window = useMarketTimer((s) => s.window);
  if (!window) return null;
  const changes = iceChanges(window);
  if (changes.length === 0) return null;
  const label = intl.formatMessage(marketMessages.changeLabel);
  return (
    <div role="group" aria-label={label} className={[styles.list, className].filter(Boolean).join(' ')}>
      <span className={styles.heading} aria-hidden="true">
        {intl.formatMessage(marketMessages.changeHeading)}
      </span>
      {changes.map(({ symbol, change }) => {
        const direction = directionOf(change);
        const value = formatNumber(change, { locale, decimals: 2, signed: true });
        return (
          <span key={symbol} className={styles.item} data-direction={direction}>
            <span className={styles.symbol}>{symbol}</span>
            <span className={styles.direction[direction]}>
              <span aria-hidden="true">{ARROW[direction]}</span> {value}
            </span>
          </span>
        );
      })}
    </div>
  );
}
