import type { Brand } from '@fuelmarket/brands';
import type { MessageDescriptor } from 'react-intl';
import { legalMessages as m } from './messages';
import type { LegalDocument } from '../../shell/navigation/legalPaths';

export interface LegalSection {
  heading: MessageDescriptor;
  text: MessageDescriptor;
  /** Shows the brand's company contact block after the text. */
  withContact?: boolean;
}

/** The sections of a document; their texts take the brand's company data (`legalValues`). */
export const legalSections: Record<LegalDocument, readonly LegalSection[]> = {
  legalNotice: [
    { heading: m.noticeProvider, text: m.noticeProviderText, withContact: true },
    { heading: m.noticeResponsible, text: m.noticeResponsibleText },
    { heading: m.noticeLiability, text: m.noticeLiabilityText },
  ],
  privacy: [
    { heading: m.privacyController, text: m.privacyControllerText },
    { heading: m.privacyData, text: m.privacyDataText },
    { heading: m.privacyCookies, text: m.privacyCookiesText },
    { heading: m.privacyRights, text: m.privacyRightsText },
  ],
  terms: [
    { heading: m.termsScope, text: m.termsScopeText },
    { heading: m.termsContracts, text: m.termsContractsText },
    { heading: m.termsPrices, text: m.termsPricesText },
    { heading: m.termsAccess, text: m.termsAccessText },
  ],
};

/** The values the documents' texts take from the brand. */
export function legalValues(brand: Brand): Record<string, string> {
  const { company } = brand;
  return {
    platform: brand.displayName,
    company: company.name,
    headline: company.headline,
    street: company.address.street,
    zipCode: company.address.zipCode,
    city: company.address.city,
    country: company.address.country,
    email: company.infoContact.email,
  };
}

/** The brand's own published version of a document (its `links`) [B4]. */
export function canonicalLink(brand: Brand, document: LegalDocument): string {
  return brand.links[document];
}
