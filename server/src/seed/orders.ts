/** A few months of orders, the last days' still open. */
import type { SeedContext } from './context.js';
import { day, insertRows, isoDate } from './context.js';
import { paymentTerms } from './data/masterData.js';
import { orderedFuels, orderPairs, orderStatuses, settledStatuses } from './data/orders.js';

export async function seedOrders({ tx, now, rnd }: SeedContext): Promise<void> {
  const orderRows: unknown[][] = [];
  let n = 1;
  for (let daysAgo = 120; daysAgo >= 0; daysAgo -= 2) {
    for (const [buyer, bu, seller, tms, da, vat] of orderPairs) {
      if (rnd() < 0.45) continue;
      const created = now - daysAgo * day - Math.floor(rnd() * 8 * 3600_000);
      const volume = (5 + Math.floor(rnd() * 26)) * 1000;
      const price = (88 + rnd() * 35).toFixed(4);
      const net = ((Number(price) * volume) / 100).toFixed(2);
      const vatAmt = (Number(net) * vat).toFixed(2);
      const gross = (Number(net) + Number(vatAmt)).toFixed(2);
      const drawn =
        daysAgo > 10
          ? settledStatuses[Math.floor(rnd() * settledStatuses.length)]!
          : orderStatuses[Math.floor(rnd() * orderStatuses.length)]!;
      // The last few days' orders are still open, so every seller's open-orders bubble has a count.
      const status = daysAgo <= 4 ? 'INCOMPLETE' : drawn;
      const dateKey = new Date(created).toISOString().slice(0, 10).replace(/-/g, '');
      const id = `ord-${dateKey}-${String(n).padStart(4, '0')}`;
      orderRows.push([
        id,
        `FM-${String(100000 + n)}`,
        `K-${String(5000 + n)}`,
        buyer,
        bu,
        seller,
        orderedFuels[Math.floor(rnd() * orderedFuels.length)]!,
        tms[Math.floor(rnd() * tms.length)]!,
        da,
        volume,
        price,
        net,
        vatAmt,
        gross,
        status,
        paymentTerms[Math.floor(rnd() * paymentTerms.length)]!,
        isoDate(created + day),
        isoDate(created + 10 * day),
        new Date(created),
      ]);
      n++;
    }
  }
  await insertRows(
    tx,
    'orders',
    [
      'id',
      'order_number',
      'contract_number',
      'buyer_account_id',
      'buyer_user_id',
      'seller_account_id',
      'product_id',
      'terminal_id',
      'delivery_address_id',
      'volume',
      'price',
      'net_amount',
      'vat_amount',
      'gross_amount',
      'status',
      'payment_days',
      'collection_start',
      'collection_end',
      'created_at',
    ],
    orderRows,
  );
}
