import { useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { CookieSettings, type CookieChoice } from '../CookieSettings';
import { messages } from './messages';
import * as styles from './CookieBanner.css';

export interface CookieBannerProps {
  /**
   * Receives the choice: Accept = analytical on, Decline = necessary only, Settings = the confirmed
   * selection. The app stores it and stops rendering the banner.
   */
  onChoice: (choice: CookieChoice) => void;
  /** Link target of the privacy policy; the link is left out when absent. */
  privacyHref?: string;
  className?: string;
  ref?: Ref<HTMLElement>;
}

export function CookieBanner({ onChoice, privacyHref, className, ref }: CookieBannerProps) {
  const intl = useIntl();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <section
      ref={ref}
      aria-label={intl.formatMessage(messages.region)}
      className={[styles.banner, className].filter(Boolean).join(' ')}
    >
      <p className={styles.text}>
        {intl.formatMessage(messages.text)}{' '}
        {privacyHref ? (
          <a className={styles.link} href={privacyHref}>
            {intl.formatMessage(messages.privacy)}
          </a>
        ) : null}
      </p>
      <div className={styles.actions}>
        <Button variant="tertiary" onPress={() => setSettingsOpen(true)}>
          {intl.formatMessage(messages.settings)}
        </Button>
        <Button variant="secondary" onPress={() => onChoice({ necessary: true, analytical: false })}>
          {intl.formatMessage(messages.decline)}
        </Button>
        <Button variant="primary" onPress={() => onChoice({ necessary: true, analytical: true })}>
          {intl.formatMessage(messages.accept)}
        </Button>
      </div>
      <CookieSettings isOpen={settingsOpen} onOpenChange={setSettingsOpen} onChoice={onChoice} />
    </section>
  );
}
