export { CompanyContact } from './CompanyContact';
export type { CompanyContactProps } from './CompanyContact';
export { LegalPage } from './LegalPage';
export {
  legalDocuments,
  legalPaths,
  legalTitle,
  type LegalDocument,
} from '../../shell/navigation/legalPaths';
