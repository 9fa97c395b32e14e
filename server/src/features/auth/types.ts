/** What every authenticated request knows about its caller (`request.auth`). */
export type AccountType = 'buyer' | 'seller' | 'admin';

export interface AuthContext {
  sessionId: string; // the stored hash, never the cookie value
  userId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  /** A platform operator may block companies/users and change master data (spec §6). */
  isPlatformOperator: boolean;
  /** The user is the team administrator of their account. */
  isAccountAdmin: boolean;
  account: {
    id: string;
    type: AccountType;
    platform: string;
    name: string;
    features: string[];
    parentAccountId: string | null;
    isShareholderParent: boolean;
  };
}
