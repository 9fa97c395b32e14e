import type { AccountType } from './guards';

/** The calls of the login sequence (spec §4), injected so the order can be tested. */
export interface LoginSequenceSteps {
  loadMetadata(): Promise<unknown>;
  /** Loads the current market window and hands it to the timer. */
  loadMarketWindow(): Promise<unknown>;
  /** Buyers only: the favourite markets (`GET /api/favourites`) [P3]. */
  loadFavourites(): Promise<unknown>;
  /** Sellers only: the orders (open-orders count) [P3]. */
  loadOrders(): Promise<unknown>;
  loadRelationships(accountType: AccountType): Promise<unknown>;
  /** Team admins only: the account's user list (`GET /api/user/search`) [P3]. */
  loadTeam(): Promise<unknown>;
  startTimer(): void;
  /** Where non-fatal step failures go; defaults to `console.warn`. */
  report?(step: string, error: unknown): void;
}

/** Who logs in: the account type and whether the user is the team admin of the account. */
export interface LoginSubject {
  accountType: AccountType;
  admin: boolean;
}

/**
 * Runs the login sequence [S-L1]: metadata and the current market window (together), then the buyers'
 * favourite markets or the sellers' orders, then relationships and, for a team admin, the account's
 * user list [P3]; then the timer starts. Metadata is required (roles and features come from it) and its
 * failure rejects; the other steps are best effort: a failure is reported and the sequence goes on (the
 * timer retries the market window on its own).
 */
export async function runLoginSequence(
  { accountType, admin }: LoginSubject,
  steps: LoginSequenceSteps,
): Promise<void> {
  const report = steps.report ?? ((step, error) => console.warn(`login sequence: ${step} failed`, error));
  const bestEffort = async (step: string, call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (error) {
      report(step, error);
    }
  };
  await Promise.all([steps.loadMetadata(), bestEffort('marketWindow', () => steps.loadMarketWindow())]);
  if (accountType === 'buyer') await bestEffort('favourites', () => steps.loadFavourites());
  if (accountType === 'seller') await bestEffort('orders', () => steps.loadOrders());
  await bestEffort('relationships', () => steps.loadRelationships(accountType));
  if (admin) await bestEffort('team', () => steps.loadTeam());

  steps.startTimer();
}
