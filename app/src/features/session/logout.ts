/** The steps of a logout (spec §4), injected so the order can be tested. */
export interface LogoutSteps {
  stopTimer(): void;
  /** Clears user, roles, features and the terms flag. */
  clearSession(): void;
  /** Clears the query cache, so no data of the previous user survives. */
  clearQueryCache(): void;
  /** `GET /api/logout`: ends the server session and its cookie. */
  endServerSession(): Promise<unknown>;
  /** Navigates to the landing page. */
  goTo(path: '/logout' | '/login'): void | Promise<void>;
  report?(error: unknown): void;
}

/**
 * Logout [S-L2]: the timer stops, the client state goes, the server session ends (a failure there is
 * reported, the user is logged out locally anyway) and the user lands on `/logout`.
 */
export async function runLogout(steps: LogoutSteps): Promise<void> {
  steps.stopTimer();
  steps.clearSession();
  steps.clearQueryCache();
  try {
    await steps.endServerSession();
  } catch (error) {
    (steps.report ?? ((e) => console.warn('logout: the server session could not be ended', e)))(error);
  }
  await steps.goTo('/logout');
}

/**
 * The api-client's 401 handler [H1]: with a session, log out locally and go to `/login`; without one
 * (the session check or a failed login) nothing happens, the caller handles the 401 [H2].
 */
export function handleUnauthorized(
  steps: Omit<LogoutSteps, 'endServerSession'> & { hasUser(): boolean },
): boolean {
  if (!steps.hasUser()) return false;
  console.info('401: the session has ended, logging out');
  steps.stopTimer();
  steps.clearSession();
  steps.clearQueryCache();
  void steps.goTo('/login');
  return true;
}
