import { Countdown } from '@fuelmarket/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useMarketTimer } from '../../shell/market-window';
import { marketMessages } from './messages';

export interface MarketWindowStatusProps {
  className?: string;
}

/**
 * The market window's remaining time (the ui's Countdown on the server-corrected clock) and the
 * market's state: refreshing, unavailable (retrying), or without live prices [T2][T5][T6].
 * It re-renders only when the window, the clock offset or a state flag changes; the Countdown ticks
 * on its own.
 */
export function MarketWindowStatus({ className }: MarketWindowStatusProps) {
  const intl = useIntl();
  const expires = useMarketTimer((s) => s.window?.expires ?? null);
  const offset = useMarketTimer((s) => s.clockOffsetMs);
  const available = useMarketTimer((s) => s.marketAvailable);
  const pending = useMarketTimer((s) => s.pendingMarketRefresh);
  const live = useMarketTimer((s) => s.livePricesAvailable);
  const serverNow = useCallback(() => Date.now() + offset, [offset]);

  let note: string | null = null;
  if (!available && (expires || pending)) note = intl.formatMessage(marketMessages.unavailable);
  else if (pending) note = intl.formatMessage(marketMessages.refreshing);
  else if (available && !live) note = intl.formatMessage(marketMessages.noLivePrices);

  return (
    <div className={className} data-market-available={available}>
      {expires && available && !pending ? (
        <p>
          {intl.formatMessage(marketMessages.countdownLabel)}{' '}
          <Countdown
            expiresAt={Date.parse(expires)}
            now={serverNow}
            label={intl.formatMessage(marketMessages.countdownLabel)}
          />
        </p>
      ) : null}
      <p role="status">{note}</p>
    </div>
  );
}
