import type { MessageDescriptor } from 'react-intl';

// Plain descriptors (not `defineMessages`) so that messages with placeholders accept their values.
export const messages = {
  settings: { id: 'ui.userDropdown.settings', defaultMessage: 'Einstellungen' },
  help: { id: 'ui.userDropdown.help', defaultMessage: 'Hilfe' },
  logout: { id: 'ui.userDropdown.logout', defaultMessage: 'Abmelden' },
} as const satisfies Record<string, MessageDescriptor>;

const de: Record<string, string> = Object.fromEntries(
  Object.values(messages).map((m) => [m.id, String(m.defaultMessage)]),
);

export const userDropdownMessages = { de, 'de-CH': { ...de } };
