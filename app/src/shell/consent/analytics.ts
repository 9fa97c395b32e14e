import { readConsent } from './cookie';
import { loadScript } from '../thirdParty/loadScript';

export const ANALYTICS_URL: string =
  import.meta.env.VITE_ANALYTICS_URL || 'https://analytics.fuelmarket.example/a.js';

let loading: Promise<boolean> | null = null;

/**
 * Loads the analytics script, but only when the stored consent is `analytical` (CK1, B5); never
 * before. Resolves whether analytics runs; an unreachable host only logs a warning.
 */
export function enableAnalytics(url: string = ANALYTICS_URL): Promise<boolean> {
  if (readConsent() !== 'analytical') return Promise.resolve(false);
  if (!loading) {
    loading = loadScript(url).then(
      () => true,
      (error: unknown) => {
        console.warn('Analytics unavailable:', error);
        loading = null;
        return false;
      },
    );
  }
  return loading;
}

export function isAnalyticsLoaded(url: string = ANALYTICS_URL): boolean {
  return [...document.scripts].some((s) => s.src === url);
}

/** Test helper. */
export function resetAnalytics(): void {
  loading = null;
}
