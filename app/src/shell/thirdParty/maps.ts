import { loadScript, type LoadScriptOptions } from './loadScript';

export const MAPS_BASE_URL: string =
  import.meta.env.VITE_MAPS_URL || 'https://maps.googleapis.com/maps/api/js';

/** The maps script URL: places library, region DE, language de (B5). */
export function mapsScriptUrl(base: string = MAPS_BASE_URL, apiKey?: string): string {
  const url = new URL(base);
  url.searchParams.set('libraries', 'places');
  url.searchParams.set('region', 'DE');
  url.searchParams.set('language', 'de');
  if (apiKey) url.searchParams.set('key', apiKey);
  return url.toString();
}

/** The part of the maps API the app uses (opaque here). */
export type MapsApi = Record<string, unknown> & { places?: unknown };

/**
 * Loads the maps service when first needed. Resolves to the `google.maps` namespace, or to `null`
 * with a console warning when the host is unreachable, slow, or registers nothing.
 */
export async function loadMaps(
  options: LoadScriptOptions & { baseUrl?: string; apiKey?: string } = {},
): Promise<MapsApi | null> {
  const src = mapsScriptUrl(
    options.baseUrl ?? MAPS_BASE_URL,
    options.apiKey ?? (import.meta.env.VITE_MAPS_API_KEY || undefined),
  );
  try {
    await loadScript(src, options);
  } catch (error) {
    console.warn('Maps service unavailable:', error);
    return null;
  }
  const maps = (globalThis as { google?: { maps?: MapsApi } }).google?.maps;
  if (!maps) {
    console.warn('Maps script loaded but google.maps is missing');
    return null;
  }
  return maps;
}
