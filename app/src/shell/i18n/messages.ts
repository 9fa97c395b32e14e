import type { Locale } from '@fuelmarket/brands';
import { uiMessages } from '@fuelmarket/ui';
import deCh from './de-CH.json';

export type Messages = Record<string, string>;

/**
 * The react-intl catalogue of a brand locale. The app's German texts are the `defaultMessage`s of its code
 * (de.json is their extracted copy, kept equal by `messages:check`), so no German catalogue ships with the
 * app: an id without an entry shows its German defaultMessage, formatted in the brand's locale
 * (AppProviders makes it the default locale) [B2]. What a catalogue holds: the ui package's texts and, for
 * `de-CH`, the Swiss overrides ("ss" for "ß").
 */
export function messagesFor(locale: Locale): Messages {
  // A brand build knows its locale at build time, so the other catalogue is dropped from its bundle.
  const built = typeof __BUILD_LOCALE__ === 'string' ? __BUILD_LOCALE__ : locale;
  if (built === 'de-CH') return { ...uiMessages.de, ...uiMessages['de-CH'], ...(deCh as Messages) };
  return { ...uiMessages.de };
}
