/** A brand configuration that breaks the schema or a rule between flags. The message names brand, field and rule. */
export class BrandConfigError extends Error {
  /** Every problem found, one line each; `message` joins them. */
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(problems.join('; '));
    this.name = 'BrandConfigError';
    this.problems = problems;
  }
}
