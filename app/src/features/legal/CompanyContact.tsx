import type { Company } from '@fuelmarket/brands';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { brandImageUrl } from '../../shell/brand';
import * as styles from './legal.css';
import { companyMessages as m } from './messages';

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

export interface CompanyContactProps {
  /** The company (`brand.company`). */
  company: Company;
  /**
   * Level of the block's heading.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/**
 * The brand's company contact block: name with its logo, headline, address, phone, info and support
 * contact and website [B4]. Used by the contact form and the legal pages.
 */
export function CompanyContact({ company, headingLevel = 2 }: CompanyContactProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const { address, infoContact, supportContact } = company;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {intl.formatMessage(m.heading)}
      </Heading>
      <p className={styles.companyName}>
        <img className={styles.logo} src={brandImageUrl(company.logoSvg)} alt="" />
        {company.name}
      </p>
      <p className={styles.text}>{company.headline}</p>
      <address className={styles.contactBlock}>
        <div className={styles.contactGroup}>
          <span className={styles.contactLabel}>{intl.formatMessage(m.address)}</span>
          <span>{address.street}</span>
          <span>
            {address.zipCode} {address.city}
          </span>
          <span>{address.country}</span>
        </div>
        <div className={styles.contactGroup}>
          <span className={styles.contactLabel}>{intl.formatMessage(m.info)}</span>
          <span>
            {intl.formatMessage(m.phone)}: <a href={telHref(company.phone)}>{company.phone}</a>
          </span>
          <span>
            {intl.formatMessage(m.email)}: <a href={`mailto:${infoContact.email}`}>{infoContact.email}</a>
          </span>
          <span>
            {intl.formatMessage(m.website)}:{' '}
            <a href={company.website} target="_blank" rel="noreferrer">
              {company.website.replace(/^https:\/\//, '')}
            </a>
          </span>
        </div>
        <div className={styles.contactGroup}>
          <span className={styles.contactLabel}>{intl.formatMessage(m.support)}</span>
          <span>
            {intl.formatMessage(m.phone)}: <a href={telHref(supportContact.phone)}>{supportContact.phone}</a>
          </span>
          <span>
            {intl.formatMessage(m.email)}:{' '}
            <a href={`mailto:${supportContact.email}`}>{supportContact.email}</a>
          </span>
        </div>
      </address>
    </section>
  );
}
