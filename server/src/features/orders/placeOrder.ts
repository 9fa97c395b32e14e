/**
 * Placing the order for chosen basket items: one database transaction, all or nothing (spec §8 M3).
 *
 * Locks are taken in one fixed order so concurrent orders cannot deadlock: the basket items, the offers
 * (sorted by id), the relationships (sorted by id: the buyer's with each seller and, for shared credit
 * limits, the parent account's), then the buyer's daily purchase limit rows (sorted by product). Every
 * check that reads volume, credit or the day's orders runs under these locks, so no two orders can both
 * pass a check only one of them fits.
 *
 * Per item: relationship active (RELATIONSHIP_DISABLED), purchase rights (403), approvals
 * (ANTITRUST_ANONYMITY), offer open (OFFER_NOT_AVAILABLE), quantity bounds (QUANTITY_OUT_OF_RANGE, V8),
 * payment term unchanged (PAYMENT_TERM_CHANGED), volume taken (NOT_ENOUGH_VOLUME), credit
 * (INSUFFICIENT_CREDIT_LIMIT, _SHAREHOLDER), daily limit (DAILY_PURCHASE_LIMIT_REACHED, K2); then the
 * order is inserted at the reserved price. The items leave the basket and sellers are notified on
 * `fm_orders` (delivered at commit). Anything unexpected is 500 BASKET_TECHNICAL_ERROR, nothing written.
 */
import type { FastifyInstance } from 'fastify';
import { HttpProblem, problems } from '../../errors.js';
import { DbUnavailableError, type Queryable } from '../../db/types.js';
import type { AuthContext } from '../auth/types.js';
import { orderProblems } from '../basket/problems.js';
import { basketRepo, type BasketItemRow, type OfferRow, type RelationshipRow } from '../basket/repository.js';
import {
  DEFAULT_PAYMENT_TERM_DAYS,
  approves,
  covers,
  isOfferOpen,
  minus,
  netAmount,
  quantityBounds,
  relationshipActive,
  releasedTo,
  timeZoneOf,
  volumeOf,
  withVat,
  withinBounds,
} from '../basket/rules.js';
import { ordersRepo, type OrderView } from './repository.js';

export const PURCHASE_ROLE = 'MyOffers_Purchase';

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
  comment?: string;
}

const limitOf = (r: RelationshipRow) => r.credit_limit ?? '0';

/** The credit still open on a relationship after the given open gross (limit − utilisation − open). */
const headroom = (r: RelationshipRow, openGross: string) =>
  minus(limitOf(r), r.credit_limit_utilisation, openGross);

export async function placeOrder(
  app: FastifyInstance,
  auth: AuthContext,
  input: PlaceOrderInput,
  gate: Gate = new Gate(1),
): Promise<OrderView[]> {
  if (auth.account.type !== 'buyer' || !auth.roles.includes(PURCHASE_ROLE)) {
    throw orderProblems.purchaseNotAllowed();
  }
  const ids = [...new Set(input.basketItemIds)].sort();
  const now = app.clock();
  // Only a child account can belong to a group; most buyers need no query for it.
  const parentId = auth.account.parentAccountId;
  const group = parentId ? await shareholderGroup(app.db, parentId) : null;
  const marketOpen = async () => (await app.market.currentWindow()) !== null;
  try {
    // Every statement of the transaction looks rows up by key: plans made once per connection serve
    // them as well as fresh ones and save PostgreSQL the planning of the joins on every order.
    return await gate.run(() =>
      app.db.transaction((tx) => placeInTransaction(tx, auth, ids, input, now, group, marketOpen), {
        genericPlans: true,
      }),
    );
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

async function placeInTransaction(
  tx: Queryable,
  auth: AuthContext,
  ids: string[],
  input: PlaceOrderInput,
  now: Date,
  shared: { parentId: string; accountIds: string[] } | null,
  marketOpen: () => Promise<boolean>,
): Promise<OrderView[]> {
  const basket = basketRepo(tx);
  const orders = ordersRepo(tx);
  const buyerId = auth.account.id;

  const items = await basket.itemsByIds(auth.userId, ids, true);
  if (items.length !== ids.length) throw problems.notFound('Eine Position ist nicht (mehr) im Warenkorb.');
  const expired = items.filter((i) => i.reserved_until.getTime() <= now.getTime()).map((i) => i.id);
  if (expired.length > 0) throw orderProblems.reservationExpired(expired);
  if (!(await marketOpen())) throw orderProblems.offerNotAvailable();

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
      }),
    );
  }
  await orders.finishPlacement(auth.userId, ids, sellerIds, auth.account.id);
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
    input: PlaceOrderInput;
    sharedRel: RelationshipRow | undefined;
    group: string[];
    dailyLimit: number | undefined;
  },
): Promise<string> {
  const orders = ordersRepo(tx);
  const buyerId = auth.account.id;
  const timeZone = timeZoneOf(offer.seller_platform);

  if (!rel || !relationshipActive(rel)) throw orderProblems.relationshipDisabled(offer.seller_name);
  if (!rel.purchase_rights) throw orderProblems.purchaseNotAllowed();
  if (!approves(rel, offer)) throw orderProblems.antitrust();
  if (!isOfferOpen(offer, ctx.now, timeZone)) throw orderProblems.offerNotAvailable();

  const quantity = Number(item.quantity);
  const bounds = quantityBounds(offer, offer.override_max_order_volume, offer.purchase_unit_litres);
  if (!withinBounds(quantity, bounds)) throw orderProblems.quantityOutOfRange(bounds.minimum, bounds.maximum);

  const termDays = offer.payment_term_days ?? DEFAULT_PAYMENT_TERM_DAYS;
  if (termDays !== item.payment_term_days) throw orderProblems.paymentTermChanged(termDays);

  const volume = volumeOf(quantity, offer.purchase_unit_litres);
  if ((await orders.takeVolume(offer.id, volume)) === null) {
    throw orderProblems.notEnoughVolume(await orders.availableVolume(offer.id));
  }

  const amounts = withVat(netAmount(item.reserved_price, volume, offer.product_type), offer.vat_percent);

  const sharedRel = ctx.sharedRel?.credit_limit_mode !== 'NONE' ? ctx.sharedRel : undefined;
  const usage = await orders.usage({
    sellerId: offer.seller_account_id,
    buyerId,
    productId: offer.product_id,
    own: rel.credit_limit_mode !== 'NONE',
    group: sharedRel ? ctx.group : null,
    today: ctx.dailyLimit !== undefined ? { now: ctx.now, timeZone } : null,
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
    price: item.reserved_price,
    originalPrice: item.reserved_price,
    net: amounts.net,
    vat: amounts.vat,
    gross: amounts.gross,
    paymentDays: termDays,
    collectionStart: offer.collection_start,
    collectionEnd: offer.collection_end,
    liftingNumber: ctx.input.liftingNumber ?? null,
    comment: ctx.input.comment ?? null,
    now: ctx.now,
  });
}
