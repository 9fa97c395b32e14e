/**
 * Price triggers of the contract management (spec §2 /verträge-management, §6 feature triggers, rule B9).
 *
 * Who: buyers set triggers on fuel offers of sellers whose account has the feature triggers; the seller
 * sees the triggers on their offers and may reject an active one. Both exist only on platforms whose brand
 * has the flag TRIGGERS (the default brand, B9); a seller account without the feature triggers has none.
 *
 * Evaluation (`evaluateTriggers`, after every price tick of the leader): active triggers past `validUntil`
 * become EXPIRED; every other active trigger compares its offer's price for its buyer (`quoted` of
 * `offerPriceForBuyer`, the price the basket reserves; null without fresh quotes, rule T6, so stale prices
 * never trigger) with its limit: price <= limit executes it. Nothing triggers while the market has no live gasoil quote. Execution claims the trigger (`UPDATE ... WHERE status = 'ACTIVE'`,
 * which also locks it) and places the order in the same transaction through the order transaction of the
 * basket (`placeDirectOrder`: relationship, purchase rights, approvals, volume, payment term, credit and
 * daily limits of spec §8), in the name of the user who set the trigger. Two ticks at once: the second
 * claim waits for the first transaction and then finds the trigger no longer active, so at most one order
 * is placed. A refused order rolls back with its claim, and the refusal is recorded as FAILED with the
 * order's error code and message. Unexpected errors leave the trigger ACTIVE for the next tick.
 */
import { Decimal } from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { HttpProblem, problems, type FieldError } from '../../errors.js';
import { DbUnavailableError } from '../../db/types.js';
import { brandOfPlatform } from '../../platformBrand.js';
import type { AuthContext } from '../auth/types.js';
import { toAuthContext } from '../auth/sessions.js';
import { basketRepo } from '../basket/repository.js';
import { orderProblems } from '../basket/problems.js';
import { marketPricing, offerPriceForBuyer } from '../pricing/buyerPrice.js';
import { paymentTermOf } from '../sub-accounts/rules.js';
import { subAccountsRepo } from '../sub-accounts/repository.js';
import { isLive } from '../market-window/dto.js';
import { latestPerKey } from '../../latestPerKey.js';
import { PURCHASE_ROLE } from '../auth/roles.js';
import { placeDirectOrder } from '../orders/placeOrder.js';
import { contractsRepo, type TriggerRow } from './repository.js';

/** [B9] Triggers exist only on platforms whose brand has the flag TRIGGERS. */
export function triggersOnPlatform(platform: string): boolean {
  try {
    return brandOfPlatform(platform).flags.TRIGGERS;
  } catch {
    return false;
  }
}

export interface TriggerDto {
  id: string;
  offerId: string;
  contractNumber: string | null;
  buyer: { id: string; name: string };
  seller: { id: string; name: string };
  product: { id: string; name: string };
  terminal: { id: string; name: string };
  volume: number;
  triggerPrice: string;
  priceUnit: 'EUR/100L15';
  currency: 'EUR' | 'CHF';
  validUntil: string;
  status: TriggerRow['status'];
  created: string;
  triggeredAt: string | null;
  executedPrice: string | null;
  orderId: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  rejectionComment: string | null;
  version: number;
}

export function toTriggerDto(r: TriggerRow): TriggerDto {
  return {
    id: r.id,
    offerId: r.offer_id,
    contractNumber: r.contract_number,
    buyer: { id: r.buyer_account_id, name: r.buyer_name },
    seller: { id: r.seller_account_id, name: r.seller_name },
    product: { id: r.product_id, name: r.product_name },
    terminal: { id: r.terminal_id ?? '', name: r.terminal_name ?? '' },
    volume: Number(r.volume),
    triggerPrice: r.trigger_price,
    priceUnit: 'EUR/100L15',
    currency: r.currency,
    validUntil: r.valid_until.toISOString(),
    status: r.status,
    created: r.created_at.toISOString(),
    triggeredAt: r.triggered_at?.toISOString() ?? null,
    executedPrice: r.executed_price,
    orderId: r.order_id,
    failureCode: r.failure_code,
    failureMessage: r.failure_message,
    rejectionComment: r.rejection_comment,
    version: r.version,
  };
}

/** Whether the offer's price meets the limit of a buy trigger: price <= limit. */
export function limitReached(price: string, limit: string): boolean {
  return new Decimal(price).lte(new Decimal(limit));
}

/** A price per 100 L above zero with at most 4 decimals. */
const PRICE = /^\d{1,8}(\.\d{1,4})?$/;

export interface TriggerFields {
  volume: number;
  triggerPrice: string;
  validUntil: string;
  contractNumber?: string | null;
}

const notFound = () => problems.notFound('Der Preistrigger wurde nicht gefunden.');
const stateConflict = (status: string) =>
  new HttpProblem(
    409,
    'TRIGGER_STATE_CONFLICT',
    'Konflikt',
    'Der Preistrigger ist nicht mehr aktiv.',
    undefined,
    { status },
  );

/** The claim lost against another writer: the transaction rolls back and nothing is recorded. */
class ClaimLost extends Error {}

export function contractsService(app: FastifyInstance) {
  const repo = contractsRepo(app.db);

  function checkFields(f: TriggerFields, now: Date): Date {
    const errors: FieldError[] = [];
    if (!PRICE.test(f.triggerPrice) || new Decimal(f.triggerPrice).lte(0)) {
      errors.push({ path: '/triggerPrice', code: 'invalid_price' });
    }
    const validUntil = new Date(f.validUntil);
    if (Number.isNaN(validUntil.getTime()) || validUntil.getTime() <= now.getTime()) {
      errors.push({ path: '/validUntil', code: 'valid_until_in_past' });
    }
    if (!Number.isInteger(f.volume) || f.volume <= 0) errors.push({ path: '/volume', code: 'required' });
    if (errors.length > 0) throw problems.validation('Bitte prüfen Sie die Eingaben.', errors);
    return validUntil;
  }

  /** A trigger the caller may see: the buyer account's own, or one on the seller's offers; else 404. */
  async function visible(auth: AuthContext, id: string): Promise<TriggerRow> {
    const row = await repo.byId(id);
    const accountId = auth.account.id;
    if (!row || (row.buyer_account_id !== accountId && row.seller_account_id !== accountId)) throw notFound();
    return row;
  }

  return {
    async list(auth: AuthContext): Promise<TriggerDto[]> {
      const side = auth.account.type === 'seller' ? 'seller' : 'buyer';
      return (await repo.list(side, auth.account.id)).map(toTriggerDto);
    },

    async create(
      auth: AuthContext,
      input: TriggerFields & { offerId: string; deliveryAddressId?: string | null },
    ): Promise<TriggerDto> {
      if (!auth.roles.includes(PURCHASE_ROLE)) throw orderProblems.purchaseNotAllowed();
      const now = app.clock();
      const validUntil = checkFields(input, now);
      const buyerId = auth.account.id;
      const basket = basketRepo(app.db);
      const [offer] = await basket.offers([input.offerId], buyerId);
      if (
        !offer ||
        offer.seller_platform !== auth.account.platform ||
        offer.product_type !== 'fuel' ||
        offer.status !== 'ACTIVE' ||
        !(await repo.sellerOffersTriggers(offer.seller_account_id))
      ) {
        throw problems.validation('Für dieses Angebot können keine Preistrigger gesetzt werden.', [
          { path: '/offerId', code: 'triggers_not_offered' },
        ]);
      }
      const [rel] = await basket.relationships([{ buyer: buyerId, seller: offer.seller_account_id }]);
      if (!rel) throw orderProblems.offerNotAvailable();
      const deliveryAddressId = input.deliveryAddressId ?? null;
      if (deliveryAddressId && !(await basket.ownsDeliveryAddress(buyerId, deliveryAddressId))) {
        throw problems.validation('Die Lieferadresse gehört nicht zu Ihrem Unternehmen.', [
          { path: '/deliveryAddressId', code: 'unknown_delivery_address' },
        ]);
      }
      const terms = auth.account.parentAccountId ? await subAccountsRepo(app.db).terms(buyerId) : null;
      const id = await repo.insert({
        buyerAccountId: buyerId,
        createdBy: auth.userId,
        sellerAccountId: offer.seller_account_id,
        offerId: offer.id,
        deliveryAddressId,
        contractNumber: input.contractNumber ?? null,
        volume: input.volume,
        triggerPrice: input.triggerPrice,
        paymentTermDays: paymentTermOf(offer, terms),
        validUntil,
        now,
      });
      return toTriggerDto((await repo.byId(id))!);
    },

    /** The buyer changes an active trigger of their account. */
    async update(
      auth: AuthContext,
      id: string,
      input: TriggerFields & { version: number },
    ): Promise<TriggerDto> {
      const row = await visible(auth, id);
      if (row.buyer_account_id !== auth.account.id) throw problems.forbidden();
      const validUntil = checkFields(input, app.clock());
      const saved = await repo.update(id, input.version, {
        volume: input.volume,
        triggerPrice: input.triggerPrice,
        validUntil,
        contractNumber: input.contractNumber ?? null,
      });
      if (!saved) await conflict(id);
      return toTriggerDto((await repo.byId(id))!);
    },

    /** The buyer cancels an active trigger (it stays in the list as CANCELLED). */
    async cancel(auth: AuthContext, id: string, version: number): Promise<void> {
      const row = await visible(auth, id);
      if (row.buyer_account_id !== auth.account.id) throw problems.forbidden();
      if (!(await repo.close(id, version, 'CANCELLED', app.clock()))) await conflict(id);
    },

    /** The seller rejects an active trigger on one of their offers. */
    async reject(auth: AuthContext, id: string, version: number, comment?: string): Promise<TriggerDto> {
      const row = await visible(auth, id);
      if (row.seller_account_id !== auth.account.id) throw notFound();
      const closed = await repo.close(id, version, 'REJECTED', app.clock(), comment?.trim() || null);
      if (!closed) await conflict(id);
      return toTriggerDto((await repo.byId(id))!);
    },
  };

  /** Why a conditional change did not apply: no longer active (409 state) or another version (409). */
  async function conflict(id: string): Promise<never> {
    const now = await repo.byId(id);
    if (!now) throw notFound();
    if (now.status !== 'ACTIVE') throw stateConflict(now.status);
    throw problems.versionConflict(now.version, 'Der Preistrigger wurde inzwischen geändert.');
  }
}

/** The user who set the trigger, as the order transaction knows a caller; null when blocked or gone. */
async function actorOf(app: FastifyInstance, userId: string): Promise<AuthContext | null> {
  const row = await contractsRepo(app.db).actor(userId);
  if (!row || row.user_blocked || row.account_blocked) return null;
  return toAuthContext(row);
}

/**
 * Executes one trigger at `price`: claim and order in one transaction, or record the refusal. Returns the
 * status it ended in, or null when another writer got there first or the database failed.
 */
export async function executeTrigger(
  app: FastifyInstance,
  trigger: TriggerRow,
  price: string,
): Promise<'EXECUTED' | 'FAILED' | null> {
  const now = app.clock();
  const recordFailure = async (code: string, message: string) =>
    (await contractsRepo(app.db).settle(trigger.id, { status: 'FAILED', price, code, message }, now))
      ? ('FAILED' as const)
      : null;
  const auth = await actorOf(app, trigger.created_by);
  if (!auth) {
    const p = orderProblems.purchaseNotAllowed();
    return recordFailure(p.code, p.detail ?? p.title);
  }
  try {
    await placeDirectOrder(
      app,
      auth,
      {
        offerId: trigger.offer_id,
        quantity: Number(trigger.volume),
        deliveryAddressId: trigger.delivery_address_id,
        price,
        paymentTermDays: trigger.payment_term_days,
      },
      {
        // The claim comes first: it locks the trigger, so a second tick waits here and then finds it settled.
        before: async (tx) => {
          const claimed = await contractsRepo(tx).settle(
            trigger.id,
            { status: 'EXECUTED', price, orderId: null },
            now,
          );
          if (!claimed) throw new ClaimLost();
        },
        after: (tx, order) => contractsRepo(tx).recordOrder(trigger.id, order.id),
      },
    );
    return 'EXECUTED';
  } catch (err) {
    if (err instanceof ClaimLost) return null;
    if (err instanceof HttpProblem) return recordFailure(err.code, err.detail ?? err.title);
    if (!(err instanceof DbUnavailableError)) {
      app.log.error({ err, triggerId: trigger.id }, 'executing a price trigger failed');
    }
    return null;
  }
}

/**
 * One evaluation of every active trigger against the current market: expires the outdated ones and
 * executes those whose offer's price for their buyer is at or below their limit. Safe to run
 * concurrently (also on several instances): each trigger is settled once.
 */
export async function evaluateTriggers(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('market')) return;
  const repo = contractsRepo(app.db);
  const now = app.clock();
  await repo.expire(now);
  const window = await app.market.currentWindow();
  // Rule T6 / §4: without a live gasoil quote (at most two minutes old) the market is stale and nothing
  // triggers, neither live offers (which `offerPriceForBuyer` cannot price then) nor fixed ones.
  if (
    !window ||
    !window.prices.some((p) => p.symbol.includes('/GAS') && isLive(new Date(p.timestamp), now))
  ) {
    return;
  }
  const active = await repo.active(now);
  const basket = basketRepo(app.db);
  for (const trigger of active) {
    // [B9] and the seller's account feature: without them a trigger waits and never orders.
    if (!trigger.seller_triggers) continue;
    const [offer] = await basket.offers([trigger.offer_id], trigger.buyer_account_id);
    if (!offer || !triggersOnPlatform(offer.seller_platform)) continue;
    // Priced without an Aviat's settings: the limit is on the seller's price, which the order reserves;
    // the order transaction applies the adjustment and refuses a price it leaves non-positive (V11).
    const priced = offerPriceForBuyer(offer, marketPricing(app, window, offer.currency, now), null);
    if (!priced || !limitReached(priced.quoted, trigger.trigger_price)) continue;
    await executeTrigger(app, trigger, priced.quoted);
  }
}

/** Runs the evaluation after every price tick of this instance's leader duties (one run at a time). */
export function evaluateOnTicks(app: FastifyInstance): void {
  if (!app.hasDecorator('market')) return;
  const run = latestPerKey(
    () => evaluateTriggers(app),
    (err) => app.log.warn({ err }, 'evaluating the price triggers failed'),
  );
  let remove: (() => void) | undefined;
  app.addHook('onReady', async () => {
    remove = app.market.onTick(() => run('tick'));
  });
  app.addHook('onClose', async () => {
    remove?.();
  });
}
