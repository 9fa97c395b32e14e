/** What every topic of the demo seed gets: the transaction, the seeding time and one shared PRNG. */
import type { Queryable } from '../db/types.js';

export interface SeedContext {
  tx: Queryable;
  /** The seeding time (ms); dates are relative to it. */
  now: number;
  /** One deterministic sequence shared by the topics in their order, so the data never changes by itself. */
  rnd: () => number;
}

export async function insertRows(
  tx: Queryable,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<void> {
  const chunk = 200;
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const params: unknown[] = [];
    const values = part
      .map((r) => `(${r.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`)
      .join(', ');
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, params);
  }
}

export function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export const day = 86_400_000;
export const isoDate = (t: number) => new Date(t).toISOString().slice(0, 10);
