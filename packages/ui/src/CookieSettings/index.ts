export { CookieSettings } from './CookieSettings';
export type { CookieSettingsProps, CookieChoice } from './CookieSettings';
export { cookieSettingsMessages } from './messages';
