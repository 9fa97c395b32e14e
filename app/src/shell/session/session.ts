import type { QueryClient } from '@tanstack/react-query';
import type { Brand } from '@fuelmarket/brands';
import { subscribeToEvents, type EventHandlers, type MarketTimer } from '../market-window';
import * as authApi from './api';
import type { LoginCredentials } from './api';
import { needsTermsCheck } from './guards';
import { runLoginSequence, type LoginSequenceSteps } from './loginSequence';
import { handleUnauthorized, runLogout } from './logout';
import { gtcAcceptedQuery, metadataQuery, userQuery } from './queries';
import { createSessionStore, toAccessUser, type SessionStore, type SessionUser } from './store';

/** The login sequence's steps that load what the features keep (favourites, orders, relationships, team). */
export type FeatureLoginSteps = Pick<
  LoginSequenceSteps,
  'loadFavourites' | 'loadOrders' | 'loadRelationships' | 'loadTeam'
>;

export interface AppSessionDeps {
  queryClient: QueryClient;
  timer: MarketTimer;
  brand: Brand;
  /** The features' steps of the login sequence, in the order the sequence gives them [P3]. */
  loginSteps: FeatureLoginSteps;
  /** The features' handlers of the event stream (open orders, price alerts). */
  events?: EventHandlers;
  /**
   * Opens the server's event stream for the running timer (new windows, price ticks) and the seller's
   * open-orders count; returns the close.
   * @default subscribeToEvents (a no-op where the browser has no EventSource)
   */
  subscribeEvents?: (timer: MarketTimer, options: EventHandlers) => () => void;
}

export type Navigate = (path: '/logout' | '/login' | '/') => void | Promise<void>;

/**
 * The session could not be checked: the API answered with something other than 401 (503 during an
 * outage, a network failure). The session may well be valid, so this is not "logged out" [H2].
 */
export class SessionCheckError extends Error {
  override readonly name = 'SessionCheckError';
  constructor(options: { cause: unknown }) {
    super('The session could not be checked', options);
  }
}

/**
 * The session of the app: the stored user, roles and features, and the login and logout sequences of
 * spec §4 wired to the api, the query cache and the market timer. It lives in the router context.
 */
export interface AppSession {
  store: SessionStore;
  timer: MarketTimer;
  /** Lets the session navigate (logout, 401) and read the last resolved location (guard "stay"). */
  attachRouter(navigate: Navigate, previousHref: () => string | undefined): void;
  previousHref(): string | undefined;
  /**
   * The stored user, or `GET /api/user` plus the login sequence; null when there is no session (401)
   * [G1]. Any other failure rejects with `SessionCheckError` and forgets nothing.
   */
  ensureUser(): Promise<SessionUser | null>;
  /** Logs in with the form's credentials and runs the login sequence; rejects with the ApiError. */
  login(credentials: LoginCredentials): Promise<SessionUser>;
  /** Loads the metadata again (a new market window) and keeps it in the session. */
  refreshMetadata(): Promise<void>;
  /** Whether the terms are accepted; a failed check counts as not accepted [H2]. */
  ensureTermsAccepted(): Promise<boolean>;
  acceptTerms(): Promise<void>;
  /** The confirmed logout of the menu: goes to `/logout`, whose route ends the session [L4]. */
  logout(): Promise<void>;
  /**
   * Ends the session in the app and on the server (`/logout` runs it, however it was reached) [S-L2].
   * Resolves whether the server confirmed; the app forgets the user either way.
   */
  end(): Promise<boolean>;
  /** The api-client's 401 handler [H1]. */
  onUnauthorized(): void;
}

export function createAppSession({
  queryClient,
  timer,
  brand,
  loginSteps,
  events = {},
  subscribeEvents = subscribeToEvents,
}: AppSessionDeps): AppSession {
  const store = createSessionStore();
  // The timer runs while logged in, and with it the event stream; without the stream the timer still
  // finds each new window itself when the current one runs out.
  let closeEvents: (() => void) | null = null;
  const startTimer = () => {
    timer.start();
    closeEvents ??= subscribeEvents(timer, events);
  };
  const stopTimer = () => {
    timer.stop();
    closeEvents?.();
    closeEvents = null;
  };
  let navigate: Navigate = () => {};
  let previousHref: () => string | undefined = () => undefined;
  let pending: Promise<SessionUser | null> | null = null;

  /** The one place the metadata is loaded: at login and again for each new market window. */
  async function loadMetadata(fresh: boolean): Promise<void> {
    const query = metadataQuery();
    store.setMetadata(await queryClient.fetchQuery(fresh ? { ...query, staleTime: 0 } : query));
  }

  async function start(user: SessionUser): Promise<void> {
    queryClient.setQueryData(userQuery().queryKey, user);
    store.setUser(user);
    await runLoginSequence(
      { accountType: user.account.type, admin: user.admin },
      {
        loadMetadata: () => loadMetadata(false),
        loadMarketWindow: () => timer.refresh(),
        ...loginSteps,
        startTimer,
      },
    );
  }

  function clearLocal() {
    timer.reset();
    store.clear();
    queryClient.clear();
  }

  const session: AppSession = {
    store,
    timer,
    attachRouter(nav, previous) {
      navigate = nav;
      previousHref = previous;
    },
    previousHref: () => previousHref(),
    refreshMetadata: () => loadMetadata(true),
    ensureUser() {
      const { user, metadata } = store.getSnapshot();
      if (user && metadata) return Promise.resolve(user);
      pending ??= (async () => {
        try {
          const loaded = user ?? (await queryClient.fetchQuery(userQuery()));
          await start(loaded);
          return loaded;
        } catch (error) {
          // Only a 401 means "no session" and goes to /login silently [H2]; anything else (an outage)
          // leaves the session alone and lets the route show the failure with a retry.
          if (!isUnauthorized(error)) throw new SessionCheckError({ cause: error });
          store.clear();
          queryClient.removeQueries({ queryKey: userQuery().queryKey });
          return null;
        } finally {
          pending = null;
        }
      })();
      return pending;
    },
    async login(credentials) {
      const user = await authApi.login(credentials);
      queryClient.removeQueries({ queryKey: gtcAcceptedQuery().queryKey });
      await start(user);
      return user;
    },
    async ensureTermsAccepted() {
      const access = toAccessUser(store.getSnapshot());
      if (!access || !needsTermsCheck(access, brand.flags)) return true;
      const known = store.getSnapshot().termsAccepted;
      if (known !== null) return known;
      const accepted = await queryClient.fetchQuery(gtcAcceptedQuery()).then(
        (data) => data.accepted,
        (error: unknown) => {
          console.warn('terms check failed, counting as not accepted', error);
          return false;
        },
      );
      store.setTermsAccepted(accepted);
      return accepted;
    },
    async acceptTerms() {
      await authApi.acceptTerms();
      queryClient.setQueryData(gtcAcceptedQuery().queryKey, { accepted: true });
      store.setTermsAccepted(true);
    },
    logout: async () => {
      await navigate('/logout');
    },
    end: () =>
      runLogout({
        stopTimer,
        clearSession: () => {
          timer.reset();
          store.clear();
        },
        clearQueryCache: () => queryClient.clear(),
        endServerSession: () => authApi.logout(),
      }),
    onUnauthorized() {
      handleUnauthorized({
        hasUser: () => store.getSnapshot().user !== null,
        stopTimer,
        clearSession: clearLocal,
        clearQueryCache: () => queryClient.clear(),
        goTo: (path) => navigate(path),
      });
    },
  };
  return session;
}

function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
}
