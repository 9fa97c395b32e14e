export { ChildAccountSelector } from './ChildAccountSelector';
export type { ChildAccountSelectorProps } from './ChildAccountSelector';
export { canSelectChildAccount, childAccountsQuery } from './queries';
export { childAccountSelectionKey, useChildAccountSelection } from './selection';
export type { ChildAccountSelection } from './selection';
