export { UserDropdown, userDropdownActions } from './UserDropdown';
export type { UserDropdownProps, UserDropdownAction } from './UserDropdown';
export { userDropdownMessages } from './messages';
