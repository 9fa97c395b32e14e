/** Collects the parameters of a query built from parts and hands out their placeholders ($1, $2 ...). */
export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}
