import { PageHeader } from '@fuelmarket/ui';
import { useIntl } from 'react-intl';
import { useAppContext } from '../../shell/context';
import { CompanyContact } from './CompanyContact';
import { canonicalLink, legalSections, legalValues } from './documents';
import { legalTitle, type LegalDocument } from '../../shell/navigation/legalPaths';
import * as styles from './legal.css';
import { legalMessages } from './messages';

/**
 * A legal document of the brand (legal notice, privacy policy, terms): its sections filled with the
 * brand's company data, the company contact block in the legal notice, and the link to the version the
 * brand publishes on its website [B4].
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const intl = useIntl();
  const { brand } = useAppContext();
  const values = legalValues(brand);
  const link = canonicalLink(brand, document);
  return (
    <article className={styles.page}>
      <PageHeader title={intl.formatMessage(legalTitle(document))} subtitle={brand.company.name} />
      {legalSections[document].map((section) => (
        <section key={section.heading.id} className={styles.section}>
          <h2 className={styles.heading}>{intl.formatMessage(section.heading)}</h2>
          <p className={styles.text}>{intl.formatMessage(section.text, values)}</p>
          {section.withContact ? <CompanyContact company={brand.company} headingLevel={3} /> : null}
        </section>
      ))}
      <p className={styles.text}>
        {intl.formatMessage(legalMessages.canonical, {
          link: (
            <a key="link" href={link} target="_blank" rel="noreferrer">
              {link.replace(/^https:\/\//, '')}
            </a>
          ),
        })}
      </p>
    </article>
  );
}
