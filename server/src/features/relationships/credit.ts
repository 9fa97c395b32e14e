/**
 * The live credit of a relationship (CreditView in openapi.yaml): the limit and what uses it now. The
 * figures are the ones the order transaction checks (placeOrder.ts): the external utilisation and the
 * gross of the open orders; the gross the buyer's baskets hold on the seller's offers is shown as well,
 * since those reservations become orders at their reserved price.
 */
import { minus, netAmount, sumAmounts, volumeOf, withVat } from '../basket/rules.js';
import type { Queryable } from '../../db/types.js';
import { relationshipsRepo, type HeldItemRow } from './repository.js';

interface Line {
  credit_limit_mode: string;
  credit_limit: string | null;
  credit_limit_utilisation: string;
}

const heldGross = (items: HeldItemRow[]) =>
  sumAmounts(
    items.map(
      (i) =>
        withVat(
          netAmount(i.reserved_price, volumeOf(Number(i.quantity), i.purchase_unit_litres), i.product_type),
          i.vat_percent,
        ).gross,
    ),
  );

async function figures(db: Queryable, line: Line, sellerId: string, buyerIds: string[], now: Date) {
  const repo = relationshipsRepo(db);
  const openOrders = await repo.openOrdersGross(sellerId, buyerIds);
  const basketHeld = heldGross(await repo.heldItems(sellerId, buyerIds, now));
  const limited = line.credit_limit_mode !== 'NONE';
  const limit = limited ? (line.credit_limit ?? '0.00') : null;
  return {
    limit,
    utilisation: line.credit_limit_utilisation,
    openOrders,
    basketHeld,
    free: limit === null ? null : minus(limit, line.credit_limit_utilisation, openOrders, basketHeld),
  };
}

export async function creditView(
  db: Queryable,
  rel: Line & { id: string; buyer_id: string; seller_id: string },
  now: Date,
) {
  const own = await figures(db, rel, rel.seller_id, [rel.buyer_id], now);
  const repo = relationshipsRepo(db);
  const group = await repo.sharedGroup(rel.buyer_id);
  const parentLine = group ? await repo.creditOf(group.parent.id, rel.seller_id) : undefined;
  const shared =
    group && parentLine && parentLine.credit_limit_mode !== 'NONE'
      ? {
          ...(await figures(
            db,
            parentLine,
            rel.seller_id,
            group.accounts.map((a) => a.id),
            now,
          )),
          parent: group.parent,
          accounts: group.accounts,
        }
      : null;
  return { relationshipId: rel.id, mode: rel.credit_limit_mode, ...own, group: shared };
}
