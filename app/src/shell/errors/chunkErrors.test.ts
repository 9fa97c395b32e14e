import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, createNavigationWatchdog, isChunkLoadError } from './chunkErrors';

describe('script chunk loading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('[K6] reports a navigation whose chunks have not arrived after 120 s', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const onTimeout = vi.fn();
    const watchdog = createNavigationWatchdog(onTimeout);
    watchdog.started();
    vi.advanceTimersByTime(119_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('[K6] a navigation that resolves in time reports nothing', () => {
    const onTimeout = vi.fn();
    const watchdog = createNavigationWatchdog(onTimeout);
    watchdog.started();
    vi.advanceTimersByTime(60_000);
    watchdog.resolved();
    vi.advanceTimersByTime(120_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('[K6] recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });
});
