import type { Locale } from '@fuelmarket/brands';
import { uiMessages } from '@fuelmarket/ui';
import de from './de.json';
import deCh from './de-CH.json';

export type Messages = Record<string, string>;

/**
 * The react-intl catalogue of a brand locale: the ui package's texts, then the app's German texts, then
 * (for `de-CH`) the Swiss overrides; every id missing in de-CH falls back to de [B2].
 */
export function messagesFor(locale: Locale): Messages {
  // A brand build knows its locale at build time, so the other catalogue is dropped from its bundle.
  const built = typeof __BUILD_LOCALE__ === 'string' ? __BUILD_LOCALE__ : locale;
  if (built === 'de-CH') {
    return { ...uiMessages.de, ...uiMessages['de-CH'], ...(de as Messages), ...(deCh as Messages) };
  }
  return { ...uiMessages.de, ...(de as Messages) };
}
