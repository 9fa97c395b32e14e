export { CookieSettings } from './LazyCookieSettings';
export type { CookieSettingsProps, CookieChoice } from './CookieSettings';
export { cookieSettingsMessages } from './messages';
