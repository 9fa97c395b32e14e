/** Script chunk load time-out [K6]. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Whether an error is a failed script chunk (dynamic import) load, as browsers and vite word it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export interface NavigationWatchdog {
  /** A navigation started loading (route chunks, loaders). */
  started(): void;
  /** The navigation resolved. */
  resolved(): void;
  dispose(): void;
}

/**
 * Calls `onTimeout` when a navigation has not resolved `timeoutMs` after it started: the route's
 * script chunks did not arrive within the chunk load time-out [K6].
 */
export function createNavigationWatchdog(
  onTimeout: () => void,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): NavigationWatchdog {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    if (handle !== undefined) clearTimeout(handle);
    handle = undefined;
  };
  return {
    started() {
      clear();
      handle = setTimeout(() => {
        handle = undefined;
        onTimeout();
      }, timeoutMs);
    },
    resolved: clear,
    dispose: clear,
  };
}
