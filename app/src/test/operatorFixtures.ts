import type { Schemas } from '@fuelmarket/api-client';

type AccountSummary = Schemas['CompanyAccountSummary'];
type UserSummary = Schemas['CompanyUserSummary'];
type AuditEntry = Schemas['OperatorAuditEntry'];
type BlockInput = Schemas['BlockInput'];
type BlockState = Schemas['BlockState'];
type AccountDetail = Schemas['CompanyAccountDetail'];
type AuditChange = Schemas['OperatorAuditChange'];
type MasterProduct = Schemas['MasterProduct'];
type MasterRegion = Schemas['MasterRegion'];
type MasterTerminal = Schemas['MasterTerminal'];

/**
 * A company account of the fake platform with its contact e-mail (searched; `''`: none), its users, its
 * data as the operator edits it and its shareholder role (a child names its parent).
 */
export interface FakeCompany extends Omit<AccountSummary, 'userCount' | 'shareholderRole'> {
  email: string;
  users: UserSummary[];
  addressLine1: string;
  addressLine2: string;
  postCode: string;
  city: string;
  country: Schemas['CountryCode'];
  iwoMember: boolean;
  onlineTradingEnabled: boolean;
  features: Schemas['Feature'][];
  role: Schemas['ShareholderRole'];
  parentId: string | null;
  version: number;
}

/** What the fake operator server answers: a body with its status, or a problem. */
export type OperatorResult<T> =
  | { ok: true; status: number; body: T }
  | {
      ok: false;
      status: number;
      code: Schemas['ErrorCode'];
      detail?: string;
      context?: Record<string, unknown>;
      errors?: Schemas['FieldProblem'][];
    };

const done = <T>(body: T, status = 200): OperatorResult<T> => ({ ok: true, status, body });
const refused = (
  status: number,
  code: Schemas['ErrorCode'],
  detail?: string,
  context?: Record<string, unknown>,
): OperatorResult<never> => ({
  ok: false,
  status,
  code,
  ...(detail ? { detail } : {}),
  ...(context ? { context } : {}),
});
const invalid = (
  path: string,
  code: Schemas['FieldProblemCode'],
  message: string = code,
): OperatorResult<never> => ({
  ok: false,
  status: 400,
  code: 'VALIDATION_FAILED',
  detail: 'Die Eingaben sind ungültig.',
  errors: [{ path, code, message }],
});
const notFound = refused(404, 'NOT_FOUND');
const staleVersion = (current: number) =>
  refused(409, 'VERSION_CONFLICT', 'Der Datensatz wurde inzwischen von einem anderen Benutzer geändert.', {
    currentVersion: current,
  });

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

/** The data every fake company has unless it says otherwise: an address in Germany, online trading, no group. */
const address = (addressLine1: string, postCode: string, city: string) => ({
  addressLine1,
  addressLine2: '',
  postCode,
  city,
  country: 'DE' as const,
  iwoMember: false,
  onlineTradingEnabled: true,
  features: [] as Schemas['Feature'][],
  role: 'none' as Schemas['ShareholderRole'],
  parentId: null,
  version: 1,
});

/**
 * The platform's company accounts as the operator meets them: a buyer that is a shareholder account
 * (parent) with the blocked buyer as its Aviat, a seller, the operator's own.
 */
export function operatorCompanies(): FakeCompany[] {
  return [
    {
      id: 'acc-nordheiz',
      name: 'Nordheiz Handel GmbH',
      type: 'buyer',
      platform: 'default',
      blocked: false,
      email: 'info@nordheiz.de',
      ...address('Am Sandtorkai 12', '20457', 'Hamburg'),
      iwoMember: true,
      features: ['sharedCreditLimits'],
      role: 'parent',
      version: 7,
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
      ...address('Industriestraße 4', '80939', 'München'),
      features: ['productAdditives'],
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
      ...address('Hafenweg 3', '24143', 'Kiel'),
      role: 'child',
      parentId: 'acc-nordheiz',
      users: [user('u-altbrand-1', 'Heinz', 'Altbrand', 'heinz@altbrand-heizoel.de', { admin: true })],
    },
    {
      id: 'acc-fuelmarket',
      name: 'fuelmarket Plattformbetrieb',
      type: 'admin',
      platform: 'default',
      blocked: false,
      email: 'betrieb@fuelmarket.de',
      ...address('Neuer Wall 50', '20354', 'Hamburg'),
      onlineTradingEnabled: false,
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
      changes: [],
    },
    {
      id: '2',
      at: '2026-11-21T15:30:00.000Z',
      actor: fakeOperatorActor,
      action: 'ACCOUNT_UPDATED',
      target: { type: 'account', id: 'acc-nordheiz', name: 'Nordheiz Handel GmbH' },
      reason: null,
      affectedUsers: 0,
      changes: [
        { field: 'name', from: 'Nordheiz Handel KG', to: 'Nordheiz Handel GmbH' },
        { field: 'iwoMember', from: 'false', to: 'true' },
        { field: 'features', from: '', to: 'sharedCreditLimits' },
      ],
    },
    {
      id: '3',
      at: '2026-11-21T14:00:00.000Z',
      actor: fakeOperatorActor,
      action: 'SHAREHOLDER_CHANGED',
      target: { type: 'account', id: 'acc-altbrand', name: 'Altbrand Heizöl OHG' },
      reason: null,
      affectedUsers: 0,
      changes: [
        { field: 'role', from: 'none', to: 'child' },
        { field: 'parentAccountId', from: null, to: 'acc-nordheiz' },
      ],
    },
    {
      id: '4',
      at: '2026-11-20T10:00:00.000Z',
      actor: fakeOperatorActor,
      action: 'PRODUCT_UPDATED',
      target: { type: 'product', id: 'diesel-hvo', name: 'HVO 100' },
      reason: null,
      affectedUsers: 0,
      changes: [{ field: 'density', from: '0.7790', to: '0.7800' }],
    },
  ];
}

/** The catalogue and the platform's regions and terminals before anything happens. */
export function operatorMasterData(): { products: MasterProduct[]; regions: MasterRegion[] } {
  const terminal = (
    id: string,
    name: string,
    city: string,
    regionId: string,
    inUse: boolean,
  ): MasterTerminal => ({ id, name, city, country: 'DE', regionId, version: 1, inUse });
  return {
    products: [
      {
        id: 'heizoel-el',
        name: 'Heizöl EL schwefelarm',
        type: 'fuel',
        category: 'Heizöl',
        sortOrder: 10,
        density: '0.8450',
        version: 1,
        inUse: true,
      },
      {
        id: 'diesel-b7',
        name: 'Diesel B7',
        type: 'fuel',
        category: 'Diesel',
        sortOrder: 20,
        density: '0.8320',
        version: 3,
        inUse: true,
      },
      {
        id: 'diesel-hvo',
        name: 'HVO 100',
        type: 'fuel',
        category: 'Diesel',
        sortOrder: 20,
        density: '0.7800',
        version: 2,
        inUse: false,
      },
      {
        id: 'additiv-premium',
        name: 'Premium-Additiv Winter',
        type: 'additive',
        category: 'Additiv',
        sortOrder: 100,
        density: '0.9100',
        version: 1,
        inUse: false,
      },
    ],
    regions: [
      {
        id: 'reg-nord',
        name: 'Nord',
        sort: 0,
        version: 1,
        inUse: true,
        terminals: [
          terminal('tm-bremen', 'Bremen Industriehafen', 'Bremen', 'reg-nord', false),
          terminal('tm-hamburg', 'Hamburg Blumensand', 'Hamburg', 'reg-nord', true),
        ],
      },
      {
        id: 'reg-sued',
        name: 'Süd',
        sort: 1,
        version: 1,
        inUse: true,
        terminals: [terminal('tm-muenchen', 'München Langwied', 'München', 'reg-sued', true)],
      },
      { id: 'reg-mitte', name: 'Mitte', sort: 2, version: 1, inUse: false, terminals: [] },
    ],
  };
}

/** A product's density: 0.5000 to 1.2000 kg/l with at most four decimals (the server's rule). */
function densityProblem(density: string): Schemas['FieldProblemCode'] | undefined {
  if ((density.split('.')[1]?.length ?? 0) > 4) return 'too_many_decimals';
  const n = Number(density);
  return n < 0.5 || n > 1.2 ? 'out_of_range' : undefined;
}

const SORT_ORDER: Record<Schemas['ProductCategory'], number> = {
  Heizöl: 10,
  Diesel: 20,
  Benzin: 30,
  Additiv: 100,
};

/** A changed field as the audit log keeps it (text, arrays joined by ", "). */
function changesOf<T extends object>(before: T, patch: Partial<T>): AuditChange[] {
  const text = (v: unknown) =>
    v === undefined || v === null ? null : Array.isArray(v) ? v.join(', ') : String(v as string);
  return (Object.keys(patch) as (keyof T)[])
    .filter((k) => patch[k] !== undefined && text(before[k]) !== text(patch[k]))
    .map((k) => ({ field: String(k), from: text(before[k]), to: text(patch[k]) }));
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
  master: { products: MasterProduct[]; regions: MasterRegion[] } = operatorMasterData(),
) {
  const summary = (c: FakeCompany): AccountSummary => ({
    id: c.id,
    name: c.name,
    type: c.type,
    platform: c.platform,
    blocked: c.blocked,
    userCount: c.users.length,
    shareholderRole: c.role,
  });
  const ref = (c: FakeCompany) => ({ id: c.id, name: c.name });
  const detail = (c: FakeCompany): AccountDetail => {
    const parent = companies.find((p) => p.id === c.parentId);
    return {
      id: c.id,
      name: c.name,
      type: c.type,
      platform: c.platform,
      blocked: c.blocked,
      addressLine1: c.addressLine1,
      addressLine2: c.addressLine2,
      postCode: c.postCode,
      city: c.city,
      country: c.country,
      contactEmail: c.email || null,
      iwoMember: c.iwoMember,
      onlineTradingEnabled: c.onlineTradingEnabled,
      features: c.features,
      shareholder: {
        role: c.role,
        parent: parent ? ref(parent) : null,
        children: companies
          .filter((x) => x.parentId === c.id)
          .sort((a, b) => a.name.localeCompare(b.name, 'de'))
          .map(ref),
      },
      version: c.version,
    };
  };
  let nextId = 1;
  const newId = (prefix: string) => `${prefix}-new-${nextId++}`;
  const log = (
    entry: Omit<AuditEntry, 'id' | 'at' | 'actor' | 'changes'> & { changes?: AuditChange[] },
    at: Date,
  ) => {
    const id = String(Math.max(0, ...audit.map((e) => Number(e.id))) + 1);
    audit.unshift({ id, at: at.toISOString(), actor: fakeOperatorActor, changes: [], ...entry });
  };
  /** A master-data action in the log (no users touched, no reason). */
  const logMaster = (
    action: AuditEntry['action'],
    type: AuditEntry['target']['type'],
    target: { id: string; name: string },
    changes: AuditChange[] = [],
  ) => log({ action, target: { type, ...target }, reason: null, affectedUsers: 0, changes }, clock());
  const sameName = (a: string, b: string) =>
    a.trim().toLocaleLowerCase('de') === b.trim().toLocaleLowerCase('de');
  const terminals = () => master.regions.flatMap((r) => r.terminals);
  /** Puts a terminal into its region, in name order, and sets the regions' `inUse`. */
  const placeTerminal = (t: MasterTerminal) => {
    for (const r of master.regions) r.terminals = r.terminals.filter((x) => x.id !== t.id);
    const region = master.regions.find((r) => r.id === t.regionId)!;
    region.terminals = [...region.terminals, t].sort((a, b) => a.name.localeCompare(b.name, 'de'));
    for (const r of master.regions) r.inUse = r.inUse || r.terminals.length > 0;
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

    account(accountId: string): AccountDetail | null {
      const company = companies.find((c) => c.id === accountId);
      return company ? detail(company) : null;
    },
    /** The fields sent change; nothing changed: no new version, no log entry (as the server). */
    updateAccount(accountId: string, input: Schemas['CompanyAccountUpdate']): OperatorResult<AccountDetail> {
      const company = companies.find((c) => c.id === accountId);
      if (!company) return notFound;
      if (input.version !== company.version) return staleVersion(company.version);
      const { version: _version, ...fields } = input;
      if (fields.name !== undefined && fields.name.trim() === '')
        return invalid('/name', 'required', 'Der Firmenname darf nicht leer sein.');
      // In the order sent, the contact e-mail kept as `email` (`''`: none).
      const patch = Object.fromEntries(
        Object.entries(fields).map(([key, value]) =>
          key === 'contactEmail'
            ? ['email', (value as string | null) ?? '']
            : [key, key === 'name' ? (value as string).trim() : value],
        ),
      ) as Partial<FakeCompany>;
      const changes = changesOf(company, patch).map((c) =>
        c.field === 'email' ? { ...c, field: 'contactEmail', from: c.from || null, to: c.to || null } : c,
      );
      if (changes.length === 0) return done(detail(company));
      Object.assign(company, patch, { version: company.version + 1 });
      log(
        {
          action: 'ACCOUNT_UPDATED',
          target: { type: 'account', ...ref(company) },
          reason: null,
          affectedUsers: 0,
          changes,
        },
        clock(),
      );
      return done(detail(company));
    },
    /** The shareholder rules of the contract (`setShareholder`), refusals with the server's German detail. */
    setShareholder(accountId: string, input: Schemas['ShareholderUpdate']): OperatorResult<AccountDetail> {
      const company = companies.find((c) => c.id === accountId);
      if (!company) return notFound;
      if (input.version !== company.version) return staleVersion(company.version);
      const conflict = (reason: string, detailText: string) =>
        refused(409, 'SHAREHOLDER_CONFLICT', detailText, { reason });
      if (company.type !== 'buyer')
        return conflict('NOT_BUYER', 'Nur Käuferkonten können Gesellschafterkonten oder Aviaten sein.');
      const parentId = input.role === 'child' ? (input.parentAccountId ?? null) : null;
      if (input.role === 'child') {
        const parent = companies.find((c) => c.id === parentId);
        if (!parent) return invalid('/parentAccountId', 'not_found');
        if (parent.id === company.id)
          return conflict('OWN_PARENT', 'Ein Konto kann nicht sein eigenes Gesellschafterkonto sein.');
        if (parent.type !== 'buyer')
          return conflict('PARENT_NOT_BUYER', 'Das Gesellschafterkonto muss ein Käuferkonto sein.');
        if (parent.role !== 'parent')
          return conflict('PARENT_NOT_SHAREHOLDER', 'Das gewählte Konto ist kein Gesellschafterkonto.');
      }
      if (
        company.role === 'parent' &&
        input.role !== 'parent' &&
        companies.some((c) => c.parentId === company.id)
      )
        return conflict(
          'HAS_CHILDREN',
          'Das Gesellschafterkonto hat noch Aviaten. Lösen Sie zuerst die Aviaten.',
        );
      if (company.role === 'child' && input.role === 'parent')
        return conflict(
          'CHILD_TO_PARENT',
          'Ein Aviat wird erst ohne Gesellschafterkonto zum Gesellschafterkonto.',
        );
      const changes = changesOf(
        { role: company.role, parentAccountId: company.parentId },
        { role: input.role, parentAccountId: parentId },
      );
      // `parentAccountId` absent from the patch when it did not change but the role did.
      if (changes.length === 0) return done(detail(company));
      company.role = input.role;
      company.parentId = parentId;
      company.version += 1;
      log(
        {
          action: 'SHAREHOLDER_CHANGED',
          target: { type: 'account', ...ref(company) },
          reason: null,
          affectedUsers: 0,
          changes,
        },
        clock(),
      );
      return done(detail(company));
    },
    /** A user under a shareholder account; a used e-mail (any account, any case) is a field error. */
    createUser(accountId: string, input: Schemas['CompanyUserInput']): OperatorResult<UserSummary> {
      const company = companies.find((c) => c.id === accountId);
      if (!company) return notFound;
      if (company.role === 'none')
        return refused(
          409,
          'SHAREHOLDER_CONFLICT',
          'Benutzer legt der Betreiber nur unter Gesellschafterkonten an.',
          {
            reason: 'NOT_SHAREHOLDER',
          },
        );
      const used = companies.some((c) => c.users.some((u) => sameName(u.email, input.email)));
      if (used) return invalid('/email', 'email_taken', 'Diese E-Mail-Adresse wird bereits verwendet.');
      const created = user(newId('u'), input.firstName, input.lastName, input.email, { admin: input.admin });
      company.users.push(created);
      const name = `${created.firstName} ${created.lastName}`;
      log(
        {
          action: 'USER_CREATED',
          target: { type: 'user', id: created.id, name },
          reason: null,
          affectedUsers: 0,
          changes: [
            { field: 'accountId', from: null, to: company.id },
            { field: 'email', from: null, to: created.email },
            { field: 'admin', from: null, to: String(created.admin) },
          ],
        },
        clock(),
      );
      return done(created, 201);
    },

    masterData(): { products: MasterProduct[]; regions: MasterRegion[] } {
      return structuredClone({
        products: [...master.products].sort(
          (a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'de'),
        ),
        regions: [...master.regions].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name, 'de')),
      });
    },
    createProduct(input: Schemas['ProductInput']): OperatorResult<MasterProduct> {
      if (master.products.some((p) => sameName(p.name, input.name))) return invalid('/name', 'name_taken');
      if ((input.type === 'additive') !== (input.category === 'Additiv'))
        return invalid('/category', 'category_mismatch');
      const problem = densityProblem(input.density);
      if (problem) return invalid('/density', problem);
      const product: MasterProduct = {
        id: newId('prd'),
        ...input,
        name: input.name.trim(),
        sortOrder: SORT_ORDER[input.category],
        version: 1,
        inUse: false,
      };
      master.products.push(product);
      logMaster(
        'PRODUCT_CREATED',
        'product',
        product,
        changesOf({} as MasterProduct, {
          name: product.name,
          category: product.category,
          density: product.density,
        }),
      );
      return done(product, 201);
    },
    updateProduct(id: string, input: Schemas['ProductUpdate']): OperatorResult<MasterProduct> {
      const product = master.products.find((p) => p.id === id);
      if (!product) return notFound;
      if (input.version !== product.version) return staleVersion(product.version);
      const { version: _v, ...patch } = input;
      if (
        patch.name !== undefined &&
        master.products.some((p) => p.id !== id && sameName(p.name, patch.name!))
      )
        return invalid('/name', 'name_taken');
      const problem = patch.density === undefined ? undefined : densityProblem(patch.density);
      if (problem) return invalid('/density', problem);
      const changes = changesOf(product, patch);
      if (changes.length === 0) return done(product);
      Object.assign(product, patch, { version: product.version + 1 });
      logMaster('PRODUCT_UPDATED', 'product', product, changes);
      return done(product);
    },
    createRegion(input: Schemas['RegionInput']): OperatorResult<MasterRegion> {
      if (master.regions.some((r) => sameName(r.name, input.name))) return invalid('/name', 'name_taken');
      const sort = input.sort ?? Math.max(-1, ...master.regions.map((r) => r.sort)) + 1;
      const region: MasterRegion = {
        id: newId('reg'),
        name: input.name.trim(),
        sort,
        version: 1,
        inUse: false,
        terminals: [],
      };
      master.regions.push(region);
      logMaster(
        'REGION_CREATED',
        'region',
        region,
        changesOf({} as MasterRegion, { name: region.name, sort: region.sort }),
      );
      return done(region, 201);
    },
    updateRegion(id: string, input: Schemas['RegionUpdate']): OperatorResult<MasterRegion> {
      const region = master.regions.find((r) => r.id === id);
      if (!region) return notFound;
      if (input.version !== region.version) return staleVersion(region.version);
      const { version: _v, ...patch } = input;
      if (
        patch.name !== undefined &&
        master.regions.some((r) => r.id !== id && sameName(r.name, patch.name!))
      )
        return invalid('/name', 'name_taken');
      const changes = changesOf(region, patch);
      if (changes.length === 0) return done(region);
      Object.assign(region, patch, { version: region.version + 1 });
      logMaster('REGION_UPDATED', 'region', region, changes);
      return done(region);
    },
    deleteRegion(id: string): OperatorResult<null> {
      const region = master.regions.find((r) => r.id === id);
      if (!region) return notFound;
      if (region.inUse || region.terminals.length > 0)
        return refused(
          409,
          'MASTER_DATA_IN_USE',
          'Die Region hat noch Terminals oder wird noch verwendet und kann nicht gelöscht werden.',
        );
      master.regions = master.regions.filter((r) => r.id !== id);
      logMaster('REGION_DELETED', 'region', region);
      return done(null, 204);
    },
    createTerminal(input: Schemas['TerminalInput']): OperatorResult<MasterTerminal> {
      if (!master.regions.some((r) => r.id === input.regionId)) return invalid('/regionId', 'not_found');
      if (terminals().some((t) => sameName(t.name, input.name))) return invalid('/name', 'name_taken');
      const terminal: MasterTerminal = {
        id: newId('tm'),
        ...input,
        name: input.name.trim(),
        version: 1,
        inUse: false,
      };
      placeTerminal(terminal);
      logMaster(
        'TERMINAL_CREATED',
        'terminal',
        terminal,
        changesOf({} as MasterTerminal, {
          name: terminal.name,
          city: terminal.city,
          country: terminal.country,
          regionId: terminal.regionId,
        }),
      );
      return done(terminal, 201);
    },
    updateTerminal(id: string, input: Schemas['TerminalUpdate']): OperatorResult<MasterTerminal> {
      const terminal = terminals().find((t) => t.id === id);
      if (!terminal) return notFound;
      if (input.version !== terminal.version) return staleVersion(terminal.version);
      const { version: _v, ...patch } = input;
      if (patch.regionId !== undefined && !master.regions.some((r) => r.id === patch.regionId))
        return invalid('/regionId', 'not_found');
      if (patch.name !== undefined && terminals().some((t) => t.id !== id && sameName(t.name, patch.name!)))
        return invalid('/name', 'name_taken');
      const changes = changesOf(terminal, patch);
      if (changes.length === 0) return done(terminal);
      Object.assign(terminal, patch, { version: terminal.version + 1 });
      placeTerminal(terminal);
      logMaster('TERMINAL_UPDATED', 'terminal', terminal, changes);
      return done(terminal);
    },
    /** Something (an offer, an order …) refers to the product, region or terminal now, or no longer. */
    setInUse(id: string, inUse: boolean) {
      for (const row of [...master.products, ...master.regions, ...terminals()])
        if (row.id === id) row.inUse = inUse;
    },
    deleteTerminal(id: string): OperatorResult<null> {
      const terminal = terminals().find((t) => t.id === id);
      if (!terminal) return notFound;
      if (terminal.inUse)
        return refused(
          409,
          'MASTER_DATA_IN_USE',
          'Das Terminal wird noch verwendet (Angebote, Bestellungen oder Einstellungen) und kann nicht gelöscht werden.',
        );
      for (const r of master.regions) r.terminals = r.terminals.filter((t) => t.id !== id);
      logMaster('TERMINAL_DELETED', 'terminal', terminal);
      return done(null, 204);
    },
  };
}

export type OperatorWorld = ReturnType<typeof operatorWorld>;
