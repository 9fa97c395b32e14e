export { CompanyContact } from './CompanyContact';
export type { CompanyContactProps } from './CompanyContact';
export { LegalPage } from './LegalPage';
