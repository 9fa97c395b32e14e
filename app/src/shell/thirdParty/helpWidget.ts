import { loadScript, type LoadScriptOptions } from './loadScript';

/** What the feedback service's widget script registers on `window`. */
export interface HelpWidgetApi {
  open(): void;
  close?(): void;
}

export const HELP_WIDGET_URL: string =
  import.meta.env.VITE_HELP_WIDGET_URL || 'https://widget.feedback.fuelmarket.example/widget.js';
export const HELP_WIDGET_GLOBAL = 'FuelmarketHelpWidget';

/**
 * Loads the help-centre widget of the third-party feedback service when first needed (B5).
 * Resolves to `null` with a console warning when its host is unreachable or slow.
 */
export async function loadHelpWidget(
  options: LoadScriptOptions & { url?: string } = {},
): Promise<HelpWidgetApi | null> {
  const url = options.url ?? HELP_WIDGET_URL;
  try {
    await loadScript(url, options);
  } catch (error) {
    console.warn('Help-centre widget unavailable:', error);
    return null;
  }
  const api = (globalThis as Record<string, unknown>)[HELP_WIDGET_GLOBAL] as HelpWidgetApi | undefined;
  if (!api || typeof api.open !== 'function') {
    console.warn(`Help-centre widget loaded from ${url} but did not register ${HELP_WIDGET_GLOBAL}`);
    return null;
  }
  return api;
}
