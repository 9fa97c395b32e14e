/** The steps of a logout (spec §4), injected so the order can be tested. */
export interface LogoutSteps {
  stopTimer(): void;
  /** Clears user, roles, features and the terms flag. */
  clearSession(): void;
  /** Clears the query cache, so no data of the previous user survives. */
  clearQueryCache(): void;
  /** `POST /api/auth/logout`: ends the server session and its cookie. */
  endServerSession(): Promise<unknown>;
  report?(error: unknown): void;
}

/**
 * Logout [S-L2]: the timer stops, the client state goes and the server session ends. A failure there is
 * reported and resolves false (the user is logged out locally anyway; the page offers a retry).
 */
export async function runLogout(steps: LogoutSteps): Promise<boolean> {
  steps.stopTimer();
  steps.clearSession();
  steps.clearQueryCache();
  try {
    await steps.endServerSession();
    return true;
  } catch (error) {
    (steps.report ?? ((e) => console.warn('logout: the server session could not be ended', e)))(error);
    return false;
  }
}

/**
 * The api-client's 401 handler [H1]: with a session, log out locally and go to `/login`; without one
 * (the session check or a failed login) nothing happens, the caller handles the 401 [H2].
 */
export function handleUnauthorized(
  steps: Omit<LogoutSteps, 'endServerSession'> & {
    hasUser(): boolean;
    goTo(path: '/login'): void | Promise<void>;
  },
): boolean {
  if (!steps.hasUser()) return false;
  console.info('401: the session has ended, logging out');
  steps.stopTimer();
  steps.clearSession();
  steps.clearQueryCache();
  void steps.goTo('/login');
  return true;
}
