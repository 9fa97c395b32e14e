// The console's page (OperatorPage) is imported by its route only: what other features use from here stays
// light, so that no other screen's first visit carries the operator console.
export { companyAccountsQuery, companyUsersQuery, operatorAuditQuery } from './queries';
export { operatorSearchSchema, type OperatorSearch } from './operatorSearch';
