/**
 * Placing the order for chosen basket items: one database transaction, all or nothing (spec §8 M3).
 *
 * Locks are taken in one fixed order so concurrent orders cannot deadlock: the basket items, the offers
 * (sorted by id), the relationships (sorted by id: the buyer's with each seller and, for shared credit
 * limits, the parent account's), then an Aviat's settings row (features/sub-accounts: its daily limit of
 * all products), then the buyer's daily purchase limit rows (sorted by product). Every check that reads
 * volume, credit or the day's orders runs under these locks, so no two orders can both pass a check only
 * one of them fits (an Aviat's orders with different sellers and products meet at its settings row).
 *
 * Per item: relationship active (RELATIONSHIP_DISABLED), purchase rights (403), approvals and an Aviat's
 * terminals (ANTITRUST_ANONYMITY), offer open (OFFER_NOT_AVAILABLE), quantity bounds
 * (QUANTITY_OUT_OF_RANGE, V8), payment term unchanged (PAYMENT_TERM_CHANGED; an Aviat's own term where the
 * relationship names none), an Aviat's adjusted price above zero (OFFER_NOT_AVAILABLE, V11), volume taken
 * (NOT_ENOUGH_VOLUME), credit (INSUFFICIENT_CREDIT_LIMIT, _SHAREHOLDER), daily limits of the product and
 * of an Aviat's all products (DAILY_PURCHASE_LIMIT_REACHED, K2); then the order is inserted at the
 * reserved price (an Aviat's: plus its adjustment), with an Aviat's shortened collection period (K5). The
 * items leave the basket and sellers are notified on `fm_orders` (delivered at commit). Anything
 * unexpected is 500 BASKET_TECHNICAL_ERROR, nothing written. A price trigger's order (features/contracts)
 * takes the same locks and checks with one position that is not in the basket (`placeDirectOrder`).
 * With an idempotency key, the key and the outcome (the orders, or a business rejection) are written in
 * the same transaction, and a repeated request gets that outcome instead of placing again (idempotency.ts).
 */
import type { FastifyInstance } from 'fastify';
import { HttpProblem, problemBody, problems } from '../../errors.js';
import { DbUnavailableError, type Queryable } from '../../db/types.js';
import type { AuthContext } from '../auth/types.js';
import { brandOfPlatform } from '../../platformBrand.js';
import { assertPurchasing } from '../../platformFlags.js';
import { timeZoneOf } from '../../platformTime.js';
import { PURCHASE_ROLE } from '../auth/roles.js';
import { orderProblems } from '../basket/problems.js';
import { basketRepo, type BasketItemRow, type OfferRow, type RelationshipRow } from '../basket/repository.js';
import {
  approves,
  covers,
  isOfferOpen,
  minus,
  netAmount,
  quantityBounds,
  relationshipActive,
  releasedTo,
  volumeOf,
  withVat,
  withinBounds,
} from '../basket/rules.js';
import { subAccountsRepo } from '../sub-accounts/repository.js';
import {
  adjustedPrice,
  collectionPeriod,
  isPositivePrice,
  paymentTermOf,
  terminalAllowed,
  type SubAccountTerms,
} from '../sub-accounts/rules.js';
import { liftingOrderNumberOf } from './liftingOrderNumber.js';
import { ordersRepo, type OrderView } from './repository.js';
import { toOrder, type OrderDto } from './dto.js';
import { fingerprintOf, idempotencyKeys } from './idempotency.js';

/** At most `limit` tasks at once; the others wait in arrival order. */
export class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

export interface PlaceOrderInput {
  basketItemIds: string[];
  liftingNumber?: string;
  /** [B11] Austrian platform only (brand flag LIFTING_ORDER_NUMBER); see `liftingOrderNumberOf`. */
  liftingOrderNumber?: string | null;
  comment?: string;
}

const limitOf = (r: RelationshipRow) => r.credit_limit ?? '0';

/** The credit still open on a relationship after the given open gross (limit − utilisation − open). */
const headroom = (r: RelationshipRow, openGross: string) =>
  minus(limitOf(r), r.credit_limit_utilisation, openGross);

/**
 * What a placement answers: the orders it placed, or (a request repeated with its idempotency key) the
 * outcome stored the first time, to be answered as it is.
 */
export type PlaceOrderOutcome =
  | { replayed: false; orders: OrderView[]; body: { orders: OrderDto[] } }
  | { replayed: true; status: number; body: unknown };

export async function placeOrder(
  app: FastifyInstance,
  auth: AuthContext,
  input: PlaceOrderInput,
  gate: Gate = new Gate(1),
  /** The request's `Idempotency-Key` (see idempotency.ts); its outcome is stored with the order. */
  idempotencyKey?: string,
): Promise<PlaceOrderOutcome> {
  if (auth.account.type !== 'buyer' || !auth.roles.includes(PURCHASE_ROLE)) {
    throw orderProblems.purchaseNotAllowed();
  }
  assertPurchasing(app); // [B13] PURCHASING_DISABLED: nothing is ordered
  const placement = {
    ...input,
    liftingOrderNumber: liftingOrderNumberOf(input.liftingOrderNumber, auth.account.platform),
  };
  const ids = [...new Set(input.basketItemIds)].sort();
  const now = app.clock();
  // Only a child account can belong to a group; most buyers need no query for it.
  const parentId = auth.account.parentAccountId;
  const group = parentId ? await shareholderGroup(app.db, parentId) : null;
  const marketOpen = async () => (await app.market.currentWindow()) !== null;
  try {
    // Every statement of the transaction looks rows up by key: plans made once per connection serve
    // them as well as fresh ones and save PostgreSQL the planning of the joins on every order.
    const outcome = await gate.run(() =>
      app.db.transaction(
        async (tx): Promise<PlaceOrderOutcome | { rejected: HttpProblem }> => {
          const place = async () => {
            const orders = await placeInTransaction(tx, auth, ids, placement, now, group, marketOpen);
            return { replayed: false as const, orders, body: { orders: orders.map(toOrder) } };
          };
          if (idempotencyKey === undefined) return place();
          const keys = idempotencyKeys(tx);
          const stored = await keys.claim(auth.userId, idempotencyKey, fingerprintOf(input), now);
          if (stored) return { replayed: true, ...stored };
          // A business rejection is an outcome too: the placement is undone, the rejection kept.
          await tx.query('SAVEPOINT placement');
          try {
            const placed = await place();
            await keys.record(auth.userId, idempotencyKey, { status: 201, body: placed.body });
            return placed;
          } catch (err) {
            if (!(err instanceof HttpProblem)) throw err;
            await tx.query('ROLLBACK TO SAVEPOINT placement');
            await keys.record(auth.userId, idempotencyKey, { status: err.status, body: problemBody(err) });
            return { rejected: err };
          }
        },
        { genericPlans: true },
      ),
    );
    if ('rejected' in outcome) throw outcome.rejected;
    return outcome;
  } catch (err) {
    if (err instanceof HttpProblem || err instanceof DbUnavailableError) throw err;
    app.log.error({ err, userId: auth.userId }, 'placing an order failed');
    throw orderProblems.technical();
  }
}

/**
 * The shareholder group whose parent's relationships carry shared credit limits: the buyer's parent
 * account when it has the feature sharedCreditLimits, with all its accounts; null otherwise.
 */
async function shareholderGroup(
  db: Queryable,
  parentId: string,
): Promise<{ parentId: string; accountIds: string[] } | null> {
  const accountIds = await ordersRepo(db).sharedCreditGroup(parentId);
  return accountIds ? { parentId, accountIds } : null;
}

/**
 * One position ordered outside the basket (a price trigger, features/contracts): the price it met, the
 * volume, the delivery address and the payment term the buyer agreed to.
 */
export interface DirectOrderItem {
  offerId: string;
  quantity: number;
  deliveryAddressId: string | null;
  price: string;
  paymentTermDays: number;
}

/**
 * Places one position that is not in the basket with every check and lock of a basket order, in one
 * transaction: `before` runs first in it (a trigger claims itself there), `after` once the order is
 * inserted (it records the order), so all of it is written or nothing. Rejections are the same
 * `HttpProblem`s; anything unexpected is rethrown as it is for the caller to log.
 */
export async function placeDirectOrder(
  app: FastifyInstance,
  auth: AuthContext,
  item: DirectOrderItem,
  hooks: {
    before: (tx: Queryable) => Promise<void>;
    after: (tx: Queryable, order: OrderView) => Promise<void>;
  },
): Promise<OrderView> {
  if (auth.account.type !== 'buyer' || !auth.roles.includes(PURCHASE_ROLE)) {
    throw orderProblems.purchaseNotAllowed();
  }
  assertPurchasing(app); // [B13] PURCHASING_DISABLED: nothing is ordered
  const now = app.clock();
  const parentId = auth.account.parentAccountId;
  const group = parentId ? await shareholderGroup(app.db, parentId) : null;
  const marketOpen = async () => (await app.market.currentWindow()) !== null;
  const row: BasketItemRow = {
    id: `direct-${item.offerId}`,
    user_id: auth.userId,
    account_id: auth.account.id,
    offer_id: item.offerId,
    quantity: item.quantity,
    delivery_address_id: item.deliveryAddressId,
    additive_location_id: null,
    reserved_price: item.price,
    original_price: item.price,
    payment_term_days: item.paymentTermDays,
    reserved_until: now,
    price_update_at: now,
    created_at: now,
  };
  return app.db.transaction(async (tx) => {
    await hooks.before(tx);
    if (!(await marketOpen())) throw orderProblems.offerNotAvailable();
    const [order] = await placeItems(tx, auth, [row], [], {}, now, group);
    if (!order) throw orderProblems.offerNotAvailable();
    await hooks.after(tx, order);
    return order;
  });
}

async function placeInTransaction(
  tx: Queryable,
  auth: AuthContext,
  ids: string[],
  input: PlaceOrderInput,
  now: Date,
  shared: { parentId: string; accountIds: string[] } | null,
  marketOpen: () => Promise<boolean>,
): Promise<OrderView[]> {
  const items = await basketRepo(tx).itemsByIds(auth.userId, ids, true);
  if (items.length !== ids.length) throw problems.notFound('Eine Position ist nicht (mehr) im Warenkorb.');
  const expired = items.filter((i) => i.reserved_until.getTime() <= now.getTime()).map((i) => i.id);
  if (expired.length > 0) throw orderProblems.reservationExpired(expired);
  if (!(await marketOpen())) throw orderProblems.offerNotAvailable();
  return placeItems(tx, auth, items, ids, input, now, shared);
}

/** Locks, checks and inserts the orders of the items; `basketItemIds` leave the basket afterwards. */
async function placeItems(
  tx: Queryable,
  auth: AuthContext,
  items: BasketItemRow[],
  basketItemIds: string[],
  input: Pick<PlaceOrderInput, 'liftingNumber' | 'liftingOrderNumber' | 'comment'>,
  now: Date,
  shared: { parentId: string; accountIds: string[] } | null,
): Promise<OrderView[]> {
  const basket = basketRepo(tx);
  const orders = ordersRepo(tx);
  const buyerId = auth.account.id;

  const offerIds = [...new Set(items.map((i) => i.offer_id))].sort();
  const offers = new Map((await basket.offers(offerIds, buyerId, true)).map((o) => [o.id, o]));
  const sellerIds = [...new Set([...offers.values()].map((o) => o.seller_account_id))];

  // Shared credit limits: the parent account's relationship with the seller covers the whole group.
  const pairs = sellerIds.flatMap((seller) => [
    { buyer: buyerId, seller },
    ...(shared ? [{ buyer: shared.parentId, seller }] : []),
  ]);
  const rels = await basket.relationships(pairs, true);
  const relOf = (buyer: string, seller: string) =>
    rels.find((r) => r.buyer_account_id === buyer && r.seller_account_id === seller);

  // An Aviat's settings, locked: its daily limit of all products is checked under this lock.
  const terms = auth.account.parentAccountId ? await subAccountsRepo(tx).terms(buyerId, true) : null;
  const productIds = [...new Set([...offers.values()].map((o) => o.product_id))].sort();
  const dailyLimits = await orders.dailyLimits(buyerId, productIds);

  const placed: string[] = [];
  for (const item of items) {
    const offer = offers.get(item.offer_id);
    if (!offer || offer.seller_platform !== auth.account.platform || !releasedTo(offer, buyerId)) {
      throw orderProblems.offerNotAvailable();
    }
    const rel = relOf(buyerId, offer.seller_account_id);
    placed.push(
      await placeItem(tx, auth, item, offer, rel, {
        now,
        input,
        sharedRel: shared ? relOf(shared.parentId, offer.seller_account_id) : undefined,
        group: shared?.accountIds ?? [],
        dailyLimit: dailyLimits.get(offer.product_id),
        terms,
      }),
    );
  }
  await orders.finishPlacement(auth.userId, basketItemIds, sellerIds, auth.account.id);
  return orders.byIds(placed);
}

async function placeItem(
  tx: Queryable,
  auth: AuthContext,
  item: BasketItemRow,
  offer: OfferRow,
  rel: RelationshipRow | undefined,
  ctx: {
    now: Date;
    input: Pick<PlaceOrderInput, 'liftingNumber' | 'liftingOrderNumber' | 'comment'>;
    sharedRel: RelationshipRow | undefined;
    group: string[];
    dailyLimit: number | undefined;
    /** An Aviat's settings (null: none, or not an Aviat). */
    terms: SubAccountTerms | null;
  },
): Promise<string> {
  const orders = ordersRepo(tx);
  const buyerId = auth.account.id;
  const timeZone = timeZoneOf(offer.seller_platform);

  if (!rel || !relationshipActive(rel)) throw orderProblems.relationshipDisabled(offer.seller_name);
  if (!rel.purchase_rights) throw orderProblems.purchaseNotAllowed();
  if (!approves(rel, offer) || !terminalAllowed(ctx.terms, offer)) throw orderProblems.antitrust();
  if (!isOfferOpen(offer, ctx.now, timeZone)) throw orderProblems.offerNotAvailable();

  const quantity = Number(item.quantity);
  const bounds = quantityBounds(offer, offer.override_max_order_volume, offer.purchase_unit_litres);
  if (!withinBounds(quantity, bounds)) throw orderProblems.quantityOutOfRange(bounds.minimum, bounds.maximum);

  const termDays = paymentTermOf(offer, ctx.terms);
  if (termDays !== item.payment_term_days) throw orderProblems.paymentTermChanged(termDays);

  // Rule V11: an Aviat pays the reserved price plus its adjustment, and only a price above zero.
  const price = adjustedPrice(item.reserved_price, ctx.terms, offer.product_type);
  if (!isPositivePrice(price)) throw orderProblems.offerNotAvailable({ price });

  const volume = volumeOf(quantity, offer.purchase_unit_litres);
  if ((await orders.takeVolume(offer.id, volume)) === null) {
    throw orderProblems.notEnoughVolume(await orders.availableVolume(offer.id));
  }

  const amounts = withVat(netAmount(price, volume, offer.product_type), offer.vat_percent);

  const sharedRel = ctx.sharedRel?.credit_limit_mode !== 'NONE' ? ctx.sharedRel : undefined;
  const accountLimit = ctx.terms?.dailyPurchaseLimit ?? null;
  const usage = await orders.usage({
    sellerId: offer.seller_account_id,
    buyerId,
    productId: offer.product_id,
    own: rel.credit_limit_mode !== 'NONE',
    group: sharedRel ? ctx.group : null,
    today:
      ctx.dailyLimit !== undefined || accountLimit !== null
        ? {
            now: ctx.now,
            timeZone,
            product: ctx.dailyLimit !== undefined,
            allProducts: accountLimit !== null,
          }
        : null,
  });
  if (usage.ownOpen !== null && !covers(headroom(rel, usage.ownOpen), amounts.gross)) {
    throw orderProblems.insufficientCredit(offer.seller_name);
  }
  if (sharedRel && usage.groupOpen !== null && !covers(headroom(sharedRel, usage.groupOpen), amounts.gross)) {
    throw orderProblems.insufficientShareholderCredit(offer.seller_name);
  }
  if (ctx.dailyLimit !== undefined && usage.litresToday !== null) {
    if (usage.litresToday + volume > ctx.dailyLimit) {
      throw orderProblems.dailyLimitReached(offer.product_name, ctx.dailyLimit, usage.litresToday);
    }
  }
  if (accountLimit !== null && usage.litresTodayAll !== null) {
    if (usage.litresTodayAll + volume > accountLimit) {
      throw orderProblems.dailyAccountLimitReached(offer.product_name, accountLimit, usage.litresTodayAll);
    }
  }
  const collection = collectionPeriod(offer, ctx.terms, ctx.now, timeZone);

  const additive = offer.product_type === 'additive';
  return orders.insert({
    buyerAccountId: buyerId,
    buyerUserId: auth.userId,
    sellerAccountId: offer.seller_account_id,
    offerId: offer.id,
    productId: offer.product_id,
    terminalId: offer.terminal_id,
    deliveryAddressId: item.delivery_address_id,
    additiveLocationId: item.additive_location_id,
    volume,
    quantity: additive ? quantity : null,
    purchaseUnitLitres: additive ? offer.purchase_unit_litres : null,
    price,
    originalPrice: price,
    net: amounts.net,
    vat: amounts.vat,
    gross: amounts.gross,
    paymentDays: termDays,
    collectionStart: collection.start,
    collectionEnd: collection.end,
    liftingNumber: ctx.input.liftingNumber ?? null,
    comment: ctx.input.comment ?? null,
    liftingOrderNumber: ctx.input.liftingOrderNumber ?? null,
    // [B11] The order keeps the creditor number its relationship has now; later changes leave it as it is.
    creditorNumber: brandOfPlatform(offer.seller_platform).flags.CREDITORS ? rel.creditor_number : null,
    now: ctx.now,
  });
}
