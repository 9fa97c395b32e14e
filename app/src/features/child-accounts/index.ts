export { ChildAccountSelector } from './ChildAccountSelector';
export type { ChildAccountSelectorProps } from './ChildAccountSelector';
export {
  canSelectChildAccount,
  childAccountOffersQuery,
  childAccountsQuery,
  offersQueryFor,
} from './queries';
export { childAccountSelectionKey, useChildAccountSelection } from './selection';
export type { ChildAccountSelection } from './selection';
