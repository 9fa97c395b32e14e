export const userDropdownActions = ['settings', 'help', 'logout'] as const;
export type UserDropdownAction = (typeof userDropdownActions)[number];
