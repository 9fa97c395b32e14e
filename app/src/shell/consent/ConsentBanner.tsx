import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CookieBanner, CookieSettings, type CookieChoice } from '@fuelmarket/ui';
import { enableAnalytics } from './analytics';
import { choiceToConsent } from './cookie';
import { consentMessages } from './messages';
import { saveConsent, useConsent } from './store';

function useAnalyticsWhenConsented(): void {
  const consent = useConsent();
  useEffect(() => {
    if (consent === 'analytical') void enableAnalytics();
  }, [consent]);
}

function store(choice: CookieChoice): void {
  saveConsent(choiceToConsent(choice));
}

export interface ConsentBannerProps {
  /** Link to the brand's privacy policy, shown in the banner. */
  privacyHref?: string;
}

/**
 * The cookie banner of both layouts (CK1): shown until a choice is stored in `fm_cookie_consent`;
 * any choice hides it; an analytical choice loads analytics (B5).
 */
export function ConsentBanner({ privacyHref }: ConsentBannerProps) {
  const consent = useConsent();
  useAnalyticsWhenConsented();
  if (consent !== null) return null;
  return <CookieBanner onChoice={store} {...(privacyHref ? { privacyHref } : {})} />;
}

export interface CookieSettingsButtonProps {
  className?: string;
}

/** A footer button that reopens the cookie settings to change the stored choice. */
export function CookieSettingsButton({ className }: CookieSettingsButtonProps) {
  const intl = useIntl();
  const consent = useConsent();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {intl.formatMessage(consentMessages.openSettings)}
      </button>
      <CookieSettings
        isOpen={open}
        onOpenChange={setOpen}
        onChoice={store}
        defaultAnalytical={consent === 'analytical'}
      />
    </>
  );
}
