/// <reference types="vite/client" />
import type { UiLocale } from '../UiProvider';

export type UiMessageCatalogue = Record<UiLocale, Record<string, string>>;

function isCatalogue(value: unknown): value is UiMessageCatalogue {
  return typeof value === 'object' && value !== null && 'de' in value && 'de-CH' in value;
}

// Every component keeps its texts next to it in `<Component>/messages.ts` and exports a catalogue
// `{ de, 'de-CH' }`; they are collected here so that adding a component needs no edit of this file.
const modules = import.meta.glob<Record<string, unknown>>('../*/messages.ts', { eager: true });

function collect(): UiMessageCatalogue {
  const merged: UiMessageCatalogue = { de: {}, 'de-CH': {} };
  for (const path of Object.keys(modules).sort()) {
    for (const exported of Object.values(modules[path] ?? {})) {
      if (!isCatalogue(exported)) continue;
      Object.assign(merged.de, exported.de);
      // de-CH falls back to de for every id it does not translate itself.
      Object.assign(merged['de-CH'], exported.de, exported['de-CH']);
    }
  }
  for (const [id, text] of Object.entries(merged['de-CH'])) merged['de-CH'][id] = swissSpelling(text);
  return merged;
}

/** Swiss Standard German never writes ß ("Schliessen", "grösser"). */
export function swissSpelling(text: string): string {
  return text.replaceAll('ß', 'ss');
}

/**
 * The built-in texts of the ui components (ids `ui.*`) in German and Swiss German. Merge them into the
 * app's (or Storybook's) react-intl `IntlProvider` messages.
 */
export const uiMessages: UiMessageCatalogue = collect();
