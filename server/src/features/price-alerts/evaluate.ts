/**
 * The evaluation of the price alerts (spec §2 "Price alert tool", §4; rules PA1, B9), run on the leader
 * instance after every price tick (`app.market.onTick`), one run at a time (ticks that arrive meanwhile are
 * answered by one more run after it).
 *
 * The price an alert watches: the lowest price its owner's market lists now for the alert's product at its
 * terminal, exactly as the market prices it (`offerPriceForBuyer` of pricing/buyerPrice.ts: the buyer's
 * customer rules, the window's opening quotes, an Aviat's adjustment): per 100 L at 15 °C in the platform
 * currency, 4 decimals. A live offer needs quotes at most two minutes old (rule T6), so a stale
 * quote never triggers an alert. Lifting period TODAY counts only the offers whose collection period as the
 * buyer sees it (the buyer's override, else the offer's own) includes today in platform time; ALL counts
 * every offer. Without an offer for the product at the terminal nothing happens.
 *
 * BELOW triggers at a price at or below the alert's value, ABOVE at or above it. Triggering is one
 * transaction: the guarded UPDATE (repository `trigger`: only while still ACTIVE), the mail to the owner in
 * the outbox and a NOTIFY on `fm_price_alerts`, delivered at commit to every instance, which sends the
 * alert as a `priceAlert` event to the owner's own event streams (events.ts). Alerts exist only on
 * platforms whose brand has PRICE_ALERT (the default brand, B9); others are never evaluated.
 */
import { Decimal } from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { logQueuedMail, queueMail, type Mail } from '../../mail/outbox.js';
import { brandOfPlatform } from '../../platformBrand.js';
import { latestPerKey } from '../../latestPerKey.js';
import { marketPage, marketSnapshot } from '../offers/market.js';
import { offerPriceForBuyer } from '../pricing/buyerPrice.js';
import type { Currency } from '../pricing/index.js';
import { subAccountsRepo } from '../sub-accounts/repository.js';
import {
  priceAlertsRepo,
  toPriceAlertDto,
  type ActiveAlertRow,
  type PriceAlertDto,
  type PriceAlertRow,
} from './repository.js';

export const PRICE_ALERTS_NOTIFY_CHANNEL = 'fm_price_alerts';

/** The most offers one account's evaluation reads (the market page's own maximum). */
const MAX_OFFERS = 5000;

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** Whether a price meets the alert's condition (BELOW: at or below the value; ABOVE: at or above). */
export function conditionMet(alert: Pick<PriceAlertRow, 'operator' | 'value'>, price: string): boolean {
  const cmp = new D(price).comparedTo(new D(alert.value));
  return alert.operator === 'BELOW' ? cmp <= 0 : cmp >= 0;
}

/** Whether alerts exist on the platform (brand flag PRICE_ALERT, rule B9). */
export function priceAlertsOnPlatform(platform: string): boolean {
  try {
    return brandOfPlatform(platform).flags.PRICE_ALERT === true;
  } catch {
    return false;
  }
}

const key = (productId: string, terminalId: string) => `${productId}|${terminalId}`;

/** The lowest prices on one account's market per product and terminal: of every offer, and of today's. */
interface LowestPrices {
  currency: Currency;
  all: Map<string, string>;
  today: Map<string, string>;
}

async function lowestPrices(
  app: FastifyInstance,
  account: { id: string; parentAccountId: string | null },
  alerts: readonly ActiveAlertRow[],
): Promise<LowestPrices | null> {
  const window = await app.market.currentWindow();
  if (!window) return null;
  const terms = account.parentAccountId ? await subAccountsRepo(app.db).terms(account.id) : null;
  const snapshot = await marketSnapshot(app, { id: account.id, terms }, window);
  if (!snapshot) return null;
  const { currency, pricing } = snapshot;
  const { rows } = await marketPage(app, account.id, snapshot, {
    filters: {
      productIds: [...new Set(alerts.map((a) => a.product_id))],
      terminalIds: [...new Set(alerts.map((a) => a.terminal_id))],
    },
    sort: { field: 'price', direction: 'asc' },
    page: { number: 1, limit: MAX_OFFERS },
  });
  const lowest: LowestPrices = { currency, all: new Map(), today: new Map() };
  const keep = (map: Map<string, string>, k: string, price: string) => {
    const known = map.get(k);
    if (known === undefined || new D(price).lt(known)) map.set(k, price);
  };
  for (const row of rows) {
    // Withheld: a live offer without fresh quotes (T6, M5), or no positive price for the buyer (V11).
    const price = offerPriceForBuyer(row, pricing, terms)?.price;
    if (price === undefined) continue;
    const k = key(row.product_id, row.terminal_id);
    keep(lowest.all, k, price);
    const start = row.override_collection_start ?? row.collection_start;
    const end = row.override_collection_end ?? row.collection_end;
    if (start <= row.today && row.today <= end) keep(lowest.today, k, price);
  }
  return lowest;
}

const number = (decimal: string) =>
  new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(
    Number(decimal),
  );

function triggeredMail(app: FastifyInstance, alert: ActiveAlertRow, price: string, currency: string): Mail {
  const unit = `${currency}/100 L`;
  const condition = alert.operator === 'BELOW' ? 'höchstens' : 'mindestens';
  const period = alert.lifting_period_type === 'TODAY' ? 'heute abholbare Angebote' : 'alle Abholzeiträume';
  return {
    to: alert.email,
    subject: `Preisalarm ausgelöst: ${alert.product_name}, ${alert.terminal_name}`,
    text:
      `Guten Tag ${alert.first_name} ${alert.last_name},\n\n` +
      `Ihr Preisalarm für ${alert.product_name} am Terminal ${alert.terminal_name} wurde ausgelöst: ` +
      `Der Preis liegt jetzt bei ${number(price)} ${unit} (Ihr Alarm: ${condition} ${number(alert.value)} ${unit}, ` +
      `${period}).` +
      (alert.comment ? `\n\nIhr Kommentar: ${alert.comment}` : '') +
      `\n\nZum Handelsplatz: ${app.publicUrl}/handelsplatz`,
  };
}

/**
 * Triggers one alert at `price` (exactly once, see the repository's `trigger`), queues its mail and
 * announces it; after the commit the mail is delivered. The triggered alert, or null when it was not
 * ACTIVE with these settings any more.
 */
export async function triggerAlert(
  app: FastifyInstance,
  alert: ActiveAlertRow,
  price: string,
  currency: string,
  now: Date,
): Promise<PriceAlertDto | null> {
  const done = await app.db.transaction(async (tx) => {
    const row = await priceAlertsRepo(tx).trigger(alert, price, now);
    if (!row) return null;
    const dto = toPriceAlertDto(row);
    const mail = triggeredMail(app, alert, price, currency);
    const mailId = await queueMail(tx, mail);
    await tx.query(`SELECT pg_notify($1, $2)`, [
      PRICE_ALERTS_NOTIFY_CHANNEL,
      JSON.stringify({ userId: row.user_id, alert: dto }),
    ]);
    return { dto, mail, mailId };
  });
  if (!done) return null;
  logQueuedMail(app.log, done.mailId, done.mail);
  return done.dto;
}

/**
 * Evaluates every active alert against the current market once; returns the alerts it triggered. Safe to
 * run concurrently (also on several instances): each alert triggers once.
 */
export async function evaluatePriceAlerts(app: FastifyInstance): Promise<PriceAlertDto[]> {
  if (!app.hasDecorator('market')) return [];
  const now = app.clock();
  const active = (await priceAlertsRepo(app.db).active()).filter((a) => priceAlertsOnPlatform(a.platform_id));
  const byAccount = new Map<string, ActiveAlertRow[]>();
  for (const alert of active) {
    const list = byAccount.get(alert.account_id) ?? [];
    list.push(alert);
    byAccount.set(alert.account_id, list);
  }
  const triggered: PriceAlertDto[] = [];
  for (const [accountId, alerts] of byAccount) {
    const account = { id: accountId, parentAccountId: alerts[0]!.parent_account_id };
    const lowest = await lowestPrices(app, account, alerts);
    if (!lowest) continue;
    for (const alert of alerts) {
      const prices = alert.lifting_period_type === 'TODAY' ? lowest.today : lowest.all;
      const price = prices.get(key(alert.product_id, alert.terminal_id));
      if (price === undefined || !conditionMet(alert, price)) continue;
      const dto = await triggerAlert(app, alert, price, lowest.currency, now);
      if (dto) triggered.push(dto);
    }
  }
  return triggered;
}

/** Runs the evaluation after every price tick of this instance's leader duties (one run at a time). */
export function evaluateOnTicks(app: FastifyInstance): void {
  if (!app.hasDecorator('market')) return;
  const run = latestPerKey(
    async () => {
      await evaluatePriceAlerts(app);
    },
    (err) => app.log.warn({ err }, 'evaluating the price alerts failed'),
  );
  let remove: (() => void) | undefined;
  app.addHook('onReady', async () => {
    remove = app.market.onTick(() => run('tick'));
  });
  app.addHook('onClose', async () => {
    remove?.();
  });
}
