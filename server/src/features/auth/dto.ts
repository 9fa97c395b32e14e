/** The logged-in user as login and GET /api/user answer it (LoggedInUser in openapi.yaml). */
export function loggedInUser(u: {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  admin: boolean;
  platformOperator: boolean;
  account: { id: string; type: string; platform: string; name: string };
}) {
  return {
    _id: u.id,
    userId: u.id,
    username: u.username,
    accountId: u.account.id,
    type_id: u.account.type,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    admin: u.admin,
    platformOperator: u.platformOperator,
    account: { id: u.account.id, type: u.account.type, platform: u.account.platform, name: u.account.name },
    user: { email: u.email, firstName: u.firstName, lastName: u.lastName },
  };
}
