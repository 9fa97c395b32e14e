import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import type { BrandLinks, Company } from '@fuelmarket/brands';
import { messages } from './messages';
import { defaultRenderLink, type RenderLink } from '../TopBar/link';
import { pageContainer } from '../theme/layout.css';
import * as styles from './Footer.css';

export interface FooterProps {
  /** The brand's company data (`brand.company`). */
  company: Pick<Company, 'name' | 'infoContact' | 'address'>;
  /**
   * Where terms, privacy and legal notice are: the brand's links (`brand.links`), or the app's own pages
   * of them (then with `renderLink`).
   */
  links: Pick<BrandLinks, 'terms' | 'privacy' | 'legalNotice'>;
  /**
   * Renders the legal links, e.g. with the app router's link for its own pages.
   * @default a plain `<a>`
   */
  renderLink?: RenderLink;
  /**
   * Shows the "Powered by fuelmarket" logo (`brand.poweredBy`, true on non-default brands).
   * @default false
   */
  poweredBy?: boolean;
  /**
   * Extra entries after the legal links, e.g. a button reopening the cookie settings; a `<button>` here is
   * styled like the links.
   */
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLElement>;
}

export function Footer({
  company,
  links,
  renderLink = defaultRenderLink,
  poweredBy = false,
  children,
  className,
  ref,
}: FooterProps) {
  const intl = useIntl();
  const { address, infoContact } = company;
  return (
    <footer ref={ref} className={[styles.footer, className].filter(Boolean).join(' ')}>
      <div className={`${pageContainer} ${styles.inner}`}>
        <section className={styles.contact} aria-label={intl.formatMessage(messages.contact)}>
          <p className={styles.companyName}>{company.name}</p>
          <address className={styles.address}>
            {address.street}
            <br />
            {address.zipCode} {address.city}
            <br />
            {address.country}
            <br />
            {intl.formatMessage(messages.phone)}:{' '}
            <a className={styles.link} href={`tel:${infoContact.phone.replace(/\s+/g, '')}`}>
              {infoContact.phone}
            </a>
            <br />
            {intl.formatMessage(messages.email)}:{' '}
            <a className={styles.link} href={`mailto:${infoContact.email}`}>
              {infoContact.email}
            </a>
          </address>
        </section>
        <nav className={styles.legal} aria-label={intl.formatMessage(messages.legal)}>
          <ul className={styles.linkList}>
            <li>
              {renderLink({
                href: links.terms,
                className: styles.link,
                children: intl.formatMessage(messages.terms),
              })}
            </li>
            <li>
              {renderLink({
                href: links.privacy,
                className: styles.link,
                children: intl.formatMessage(messages.privacy),
              })}
            </li>
            <li>
              {renderLink({
                href: links.legalNotice,
                className: styles.link,
                children: intl.formatMessage(messages.legalNotice),
              })}
            </li>
            {children ? <li>{children}</li> : null}
          </ul>
        </nav>
        {poweredBy ? (
          <div className={styles.poweredBy}>
            <PoweredByLogo label={intl.formatMessage(messages.poweredBy)} />
          </div>
        ) : null}
      </div>
    </footer>
  );
}

/** "Powered by fuelmarket" mark drawn here, in the neutral text colour so it suits every brand. */
function PoweredByLogo({ label }: { label: string }) {
  return (
    <svg
      className={styles.poweredByLogo}
      role="img"
      aria-label={label}
      viewBox="0 0 164 32"
      width="164"
      height="32"
    >
      <text x="0" y="12" fontSize="10" fill="currentColor">
        Powered by
      </text>
      <path d="M8 15 C8 15 2 22 2 26 a6 6 0 0 0 12 0 C14 22 8 15 8 15 Z" fill="currentColor" />
      <text x="20" y="29" fontSize="16" fontWeight="700" fill="currentColor">
        fuelmarket
      </text>
    </svg>
  );
}
