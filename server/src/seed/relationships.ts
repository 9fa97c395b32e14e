/** Relationships in every state and their payment terms. */
import type { SeedContext } from './context.js';
import { day, insertRows } from './context.js';
import { creditorNumbers, relationshipPaymentTerms, relationships } from './data/relationships.js';

export async function seedRelationships({ tx, now }: SeedContext): Promise<void> {
  await insertRows(
    tx,
    'relationships',
    [
      'id',
      'buyer_account_id',
      'seller_account_id',
      'state',
      'seller_status',
      'buyer_status',
      'additives_enabled',
      'credit_limit_mode',
      'credit_limit',
      'agb_accepted',
      'additive_product_ids',
      'message',
      'requested_at',
      'updated_at',
      'creditor_number',
    ],
    relationships.map(([id, b, s, st, ss, bs, add, mode, limit], i) => [
      id,
      b,
      s,
      st,
      ss,
      bs,
      add,
      mode,
      limit,
      st === 'RELEASED',
      add ? ['add-fliessverbesserer', 'add-adblue'] : [],
      st === 'DECLINED' ? 'Derzeit keine Kapazitäten in Bremen.' : null,
      new Date(now - (90 - i) * day),
      new Date(now - (30 - i) * day),
      creditorNumbers[id] ?? null,
    ]),
  );
  await insertRows(
    tx,
    'relationship_payment_terms',
    ['relationship_id', 'product_id', 'days'],
    relationshipPaymentTerms,
  );
}
