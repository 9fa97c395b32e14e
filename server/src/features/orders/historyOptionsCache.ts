/**
 * The order history's filter options, kept per viewer until one of the viewer's accounts has an order
 * placed or changed (`fm_orders`, see repository.ts) or `ttlMs` passes. The options cover every order a
 * viewer may see, so computing them reads all of those orders; the page itself is always read fresh.
 *
 * An entry remembers the accounts' change counters from before it was computed: a change that arrives
 * while it is being computed makes it stale at once.
 */
export class HistoryOptionsCache<T> {
  private readonly changes = new Map<string, number>();
  private readonly entries = new Map<string, { at: number; seen: number[]; value: Promise<T> }>();

  constructor(
    private ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** From now on every value is computed anew (nothing tells this instance about changes). */
  stop(): void {
    this.ttlMs = 0;
    this.entries.clear();
  }

  /** Forgets every value (products or terminals were renamed, see master-data/events.ts). */
  forgetAll(): void {
    this.entries.clear();
  }

  /** Orders of these accounts were placed or changed. */
  changed(accountIds: Iterable<string>): void {
    for (const id of accountIds) this.changes.set(id, (this.changes.get(id) ?? 0) + 1);
  }

  /** The value under `key` (which covers the orders of `accountIds`), computed by `load` when stale. */
  get(key: string, accountIds: readonly string[], load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const seen = accountIds.map((id) => this.changes.get(id) ?? 0);
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs && hit.seen.every((n, i) => n === seen[i])) {
      // Most recently used last: the oldest entry goes first when the cache is full.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), seen, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
