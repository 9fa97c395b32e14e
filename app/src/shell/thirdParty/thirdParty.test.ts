import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeConsent, CONSENT_COOKIE } from '../consent/cookie';
import { ANALYTICS_URL, enableAnalytics, isAnalyticsLoaded, resetAnalytics } from '../consent/analytics';
import { HELP_WIDGET_GLOBAL, loadHelpWidget } from './helpWidget';
import { loadMaps, mapsScriptUrl } from './maps';
import { resetScriptCache } from './loadScript';

function scripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')];
}

function lastScript(): HTMLScriptElement {
  const s = scripts().at(-1);
  if (!s) throw new Error('no script injected');
  return s;
}

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  document.head.innerHTML = '';
  resetScriptCache();
  resetAnalytics();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (globalThis as Record<string, unknown>)[HELP_WIDGET_GLOBAL];
  delete (globalThis as Record<string, unknown>).google;
});

describe('analytics', () => {
  it('[B5][CK1] loads nothing without consent, nor with "necessary" only', async () => {
    await expect(enableAnalytics()).resolves.toBe(false);
    writeConsent('necessary');
    await expect(enableAnalytics()).resolves.toBe(false);
    expect(scripts()).toHaveLength(0);
    expect(isAnalyticsLoaded()).toBe(false);
  });

  it('[B5][CK1] loads the analytics script once after opt-in', async () => {
    writeConsent('analytical');
    const first = enableAnalytics();
    const second = enableAnalytics();
    expect(scripts()).toHaveLength(1);
    expect(lastScript().src).toBe(ANALYTICS_URL);
    lastScript().dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(isAnalyticsLoaded()).toBe(true);
  });

  it('[B5] an unreachable analytics host only warns', async () => {
    writeConsent('analytical');
    const result = enableAnalytics();
    lastScript().dispatchEvent(new Event('error'));
    await expect(result).resolves.toBe(false);
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('help-centre widget', () => {
  it('[B5] loads lazily: nothing is injected until it is called', async () => {
    expect(scripts()).toHaveLength(0);
    const api = { open: vi.fn() };
    const promise = loadHelpWidget({ url: 'https://widget.example/w.js' });
    expect(lastScript().src).toBe('https://widget.example/w.js');
    (globalThis as Record<string, unknown>)[HELP_WIDGET_GLOBAL] = api;
    lastScript().dispatchEvent(new Event('load'));
    await expect(promise).resolves.toBe(api);
  });

  it('[B5] resolves to null with a warning when the host is unreachable', async () => {
    const promise = loadHelpWidget({ url: 'https://widget.example/w.js' });
    lastScript().dispatchEvent(new Event('error'));
    await expect(promise).resolves.toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(scripts()).toHaveLength(0);
  });

  it('[B5] resolves to null with a warning when the host times out', async () => {
    vi.useFakeTimers();
    const promise = loadHelpWidget({ url: 'https://widget.example/slow.js', timeoutMs: 3000 });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(promise).resolves.toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});

describe('maps', () => {
  it('[B5] asks for the places library, region DE and language de', () => {
    const url = new URL(mapsScriptUrl('https://maps.example/api/js'));
    expect(url.searchParams.get('libraries')).toBe('places');
    expect(url.searchParams.get('region')).toBe('DE');
    expect(url.searchParams.get('language')).toBe('de');
  });

  it('[B5] loads lazily and resolves the maps namespace', async () => {
    expect(scripts()).toHaveLength(0);
    const promise = loadMaps({ baseUrl: 'https://maps.example/api/js' });
    const src = new URL(lastScript().src);
    expect(src.searchParams.get('libraries')).toBe('places');
    const maps = { places: {} };
    (globalThis as Record<string, unknown>).google = { maps };
    lastScript().dispatchEvent(new Event('load'));
    await expect(promise).resolves.toBe(maps);
  });

  it('[B5] resolves to null with a warning when the host is unreachable or times out', async () => {
    const failed = loadMaps({ baseUrl: 'https://maps.example/api/js' });
    lastScript().dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeNull();
    vi.useFakeTimers();
    const slow = loadMaps({ baseUrl: 'https://maps.example/api/js', timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(slow).resolves.toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});
