import type { Schemas } from '@fuelmarket/api-client';

type AccountSummary = Schemas['CompanyAccountSummary'];
type UserSummary = Schemas['CompanyUserSummary'];
type AuditEntry = Schemas['OperatorAuditEntry'];
type BlockInput = Schemas['BlockInput'];
type BlockState = Schemas['BlockState'];

/** A company account of the fake platform with its contact e-mail (searched) and its users. */
export interface FakeCompany extends Omit<AccountSummary, 'userCount'> {
  email: string;
  users: UserSummary[];
}

const user = (
  id: string,
  firstName: string,
  lastName: string,
  email: string,
  extra: Partial<UserSummary> = {},
) => ({
  id,
  firstName,
  lastName,
  email,
  admin: false,
  blocked: false,
  ...extra,
});

/** The platform's company accounts as the operator meets them: buyers, a seller, a blocked buyer, the operator's own. */
export function operatorCompanies(): FakeCompany[] {
  return [
    {
      id: 'acc-nordheiz',
      name: 'Nordheiz Handel GmbH',
      type: 'buyer',
      platform: 'default',
      blocked: false,
      email: 'info@nordheiz.de',
      users: [
        user('u-nordheiz-1', 'Jana', 'Albers', 'kaeufer@nordheiz.de', { admin: true }),
        user('u-nordheiz-2', 'Tobias', 'Brandt', 'dispo@nordheiz.de'),
        user('u-nordheiz-3', 'Aylin', 'Yıldız', 'buchhaltung@nordheiz.de', { blocked: true }),
      ],
    },
    {
      id: 'acc-suedoel',
      name: 'Südöl Vertrieb GmbH',
      type: 'seller',
      platform: 'default',
      blocked: false,
      email: 'vertrieb@suedoel.de',
      users: [
        user('u-suedoel-1', 'Markus', 'Weber', 'verkauf@suedoel.de', { admin: true }),
        user('u-suedoel-2', 'Sabine', 'Krüger', 'disposition@suedoel.de'),
      ],
    },
    {
      id: 'acc-altbrand',
      name: 'Altbrand Heizöl OHG',
      type: 'buyer',
      platform: 'default',
      blocked: true,
      email: 'kontakt@altbrand-heizoel.de',
      users: [user('u-altbrand-1', 'Heinz', 'Altbrand', 'heinz@altbrand-heizoel.de', { admin: true })],
    },
    {
      id: 'acc-fuelmarket',
      name: 'fuelmarket Plattformbetrieb',
      type: 'admin',
      platform: 'default',
      blocked: false,
      email: 'betrieb@fuelmarket.de',
      users: [user('u-operator-1', 'Lukas', 'Fischer', 'betrieb@fuelmarket.de')],
    },
  ];
}

/** The operator who acts in the fake (the demo operator of the seed). */
export const fakeOperatorActor: Schemas['NamedRef'] = { id: 'u-operator-1', name: 'Lukas Fischer' };

/** The audit log before anything happens: the blocked buyer's block, with its reason. */
export function operatorAudit(): AuditEntry[] {
  return [
    {
      id: '1',
      at: '2026-11-22T09:15:00.000Z',
      actor: fakeOperatorActor,
      action: 'ACCOUNT_BLOCKED',
      target: { type: 'account', id: 'acc-altbrand', name: 'Altbrand Heizöl OHG' },
      reason: 'Zahlungsverzug',
      affectedUsers: 1,
    },
  ];
}

/**
 * The operator console's server in memory, shared by the app's fake backend (tests) and the stories'
 * fake network: search in name and e-mail, the users of an account, blocking a company (all its users,
 * `affectedUsers` counts them) or a user, each written to the audit log, newest first. `null`: no such
 * account or user (404).
 */
export function operatorWorld(
  companies: FakeCompany[] = operatorCompanies(),
  audit: AuditEntry[] = operatorAudit(),
  clock: () => Date = () => new Date(),
) {
  const summary = ({ users, email: _email, ...company }: FakeCompany): AccountSummary => ({
    ...company,
    userCount: users.length,
  });
  const log = (entry: Omit<AuditEntry, 'id' | 'at' | 'actor'>, at: Date) => {
    audit.unshift({ id: String(audit.length + 1), at: at.toISOString(), actor: fakeOperatorActor, ...entry });
  };
  const state = (
    id: string,
    { blocked, reason }: BlockInput,
    at: Date,
    affectedUsers: number,
  ): BlockState => ({
    id,
    blocked,
    blockedAt: blocked ? at.toISOString() : null,
    reason: blocked ? (reason ?? null) : null,
    affectedUsers,
  });
  return {
    companies,
    accounts(q = ''): AccountSummary[] {
      const needle = q.trim().toLocaleLowerCase('de');
      return companies
        .filter((c) => !needle || `${c.name}\n${c.email}`.toLocaleLowerCase('de').includes(needle))
        .sort((a, b) => a.name.localeCompare(b.name, 'de'))
        .map(summary);
    },
    users(accountId: string): UserSummary[] | null {
      const company = companies.find((c) => c.id === accountId);
      return company
        ? [...company.users].sort((a, b) =>
            `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`, 'de'),
          )
        : null;
    },
    blockAccount(accountId: string, input: BlockInput): BlockState | null {
      const company = companies.find((c) => c.id === accountId);
      if (!company) return null;
      const at = clock();
      company.blocked = input.blocked;
      const action = input.blocked ? 'ACCOUNT_BLOCKED' : 'ACCOUNT_UNBLOCKED';
      const affectedUsers = company.users.length;
      log(
        {
          action,
          target: { type: 'account', id: company.id, name: company.name },
          reason: input.reason ?? null,
          affectedUsers,
        },
        at,
      );
      return state(company.id, input, at, affectedUsers);
    },
    blockUser(userId: string, input: BlockInput): BlockState | null {
      const found = companies.flatMap((c) => c.users).find((u) => u.id === userId);
      if (!found) return null;
      const at = clock();
      found.blocked = input.blocked;
      const name = `${found.firstName} ${found.lastName}`;
      const action = input.blocked ? 'USER_BLOCKED' : 'USER_UNBLOCKED';
      log(
        {
          action,
          target: { type: 'user', id: found.id, name },
          reason: input.reason ?? null,
          affectedUsers: 1,
        },
        at,
      );
      return state(found.id, input, at, 1);
    },
    audit(limit = 100): AuditEntry[] {
      return audit.slice(0, limit);
    },
  };
}

export type OperatorWorld = ReturnType<typeof operatorWorld>;
