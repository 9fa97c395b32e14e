export { ConsentBanner, CookieSettingsButton } from './ConsentBanner';
export type { ConsentBannerProps, CookieSettingsButtonProps } from './ConsentBanner';
export {
  choiceToConsent,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  consentValues,
  readConsent,
  writeConsent,
} from './cookie';
export type { ConsentChoice, ConsentValue } from './cookie';
export { saveConsent, useConsent } from './store';
export { consentMessages } from './messages';
