import type { paths, Schemas } from '@fuelmarket/api-client';
import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';

/**
 * "Mein Konto" of the demo buyer's team administrator (`u-1`, Nordheiz Handel GmbH) as a fake server:
 * the own profile, the company account, the team and its writes, with the server's rules [P4][V4][V12].
 * Plain data and msw handlers, shared by the app's tests (msw in Node) and the stories (in the browser).
 */
export interface TeamWorld {
  profiles: Schemas['Profile'][];
  account: Schemas['Account'];
  /** The own password (`PUT /api/user/password` checks the current one). */
  password: string;
  /** Bodies sent, per `METHOD /path`. */
  sent: Map<string, unknown[]>;
  /** The next write to a profile meets a newer version saved by someone else [V12]. */
  conflictNext: boolean;
  /** The next profile save fails with this status (an outage) [H7]. */
  failNext: number | null;
}

const base = {
  accountId: 'acc-1',
  typeId: 'buyer',
  statusId: 100,
  useIndividualAddress: false,
  blocked: false,
  salutation: 'Ms',
  title: null,
  jobTitle: 'Leitung',
  department: 'Einkauf',
  departmentSize: '2-5',
} as const;

export function teamWorld({
  onlineTrading = true,
  type = 'buyer',
}: { onlineTrading?: boolean; type?: Schemas['AccountType'] } = {}): TeamWorld {
  return {
    profiles: [
      {
        ...base,
        typeId: type,
        _id: 'u-1',
        firstName: 'Jana',
        lastName: 'Becker',
        email: 'kaeufer@nordheiz.de',
        username: 'kaeufer@nordheiz.de',
        phone: '+49 40 1234 5600',
        mobile: '+49 170 9876543',
        roles: ['MyRelationships_View', 'MyOffers_Purchase'],
        admin: true,
        version: 3,
      },
      {
        ...base,
        typeId: type,
        _id: 'u-2',
        salutation: 'Mr',
        firstName: 'Felix',
        lastName: 'Wagner',
        email: 'f.wagner@nordheiz.de',
        username: 'f.wagner@nordheiz.de',
        phone: '+49 40 1234 5601',
        mobile: '+49 171 1112223',
        jobTitle: 'Sachbearbeitung',
        roles: ['MyRelationships_View', 'MyOffers_Purchase'],
        admin: true,
        version: 1,
      },
      {
        ...base,
        typeId: type,
        _id: 'u-3',
        firstName: 'Laura',
        lastName: 'Schmitt',
        email: 'l.schmitt@nordheiz.de',
        username: 'l.schmitt@nordheiz.de',
        phone: '+49 40 1234 5602',
        mobile: '+49 172 3334445',
        jobTitle: 'Disposition',
        roles: ['MyRelationships_View'],
        admin: false,
        version: 2,
      },
    ],
    account: {
      id: 'acc-1',
      name: 'Nordheiz Handel GmbH',
      type,
      platform: 'default',
      user: { firstName: 'Jana', lastName: 'Becker', email: 'kaeufer@nordheiz.de' },
      username: 'kaeufer@nordheiz.de',
      roles: ['MyRelationships_View', 'MyOffers_Purchase'],
      features: [],
      addressLine1: 'Am Sandtorkai 12',
      addressLine2: '',
      postCode: '20457',
      city: 'Hamburg',
      country: 'DE',
      onlineTradingEnabled: onlineTrading,
    },
    password: 'Demo!2026',
    sent: new Map(),
    conflictNext: false,
    failNext: null,
  };
}

const problem = (status: number, code: string, extra: object = {}) =>
  Response.json({ type: 'about:blank', title: code, status, code, ...extra }, { status });

const entry = (p: Schemas['Profile']): Schemas['UserListEntry'] => ({
  _id: p._id,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  username: p.username,
  status: p.statusId,
  roles: p.roles,
  admin: p.admin,
  accountDisabled: p.statusId !== 100,
  purchaseStatus: p.roles.includes('MyOffers_Purchase'),
});

const passwordOk = (v: string) => v.length >= 8 && /[a-z]/.test(v) && /[A-Z]/.test(v) && /[0-9!?$#%]/.test(v);

export function teamHandlers(world: TeamWorld): RequestHandler[] {
  const http = createOpenApiHttp<paths>();
  const record = (call: string, body: unknown) =>
    world.sent.set(call, [...(world.sent.get(call) ?? []), body]);
  const find = (id: string) => world.profiles.find((p) => p._id === (id === '-1' ? 'u-1' : id));
  // The fixed paths before `/api/user/{id}`, which would take them.
  return [
    http.put('/api/user/password', async ({ request, response }) => {
      const body = await request.json();
      record('PUT /api/user/password', body);
      if (body.currentPassword !== world.password)
        return response.untyped(problem(400, 'INCORRECT_PASSWORD'));
      if (body.password !== body.passwordConfirmation)
        return response.untyped(problem(400, 'PASSWORDS_NOT_IDENTICAL'));
      if (!passwordOk(body.password)) return response.untyped(problem(400, 'PASSWORD_RULES'));
      world.password = body.password;
      return response.untyped(new Response(null, { status: 204 }));
    }),
    http.get('/api/account', ({ response }) => response(200).json(world.account)),
    http.get('/api/user/search', ({ response }) => {
      const docs = world.profiles.filter((p) => p._id !== 'u-1').map(entry);
      return response(200).json({
        docs,
        pagination: { totalItems: docs.length, currentPage: 1, pageSize: 100, totalPages: 1 },
      });
    }),
    http.get('/api/user/{id}', ({ params, response }) => {
      const p = find(params.id);
      return p ? response(200).json(p) : response.untyped(problem(404, 'NOT_FOUND'));
    }),
    http.put('/api/user/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      record(`PUT /api/user/${params.id}`, body);
      const p = find(params.id);
      if (!p) return response.untyped(problem(404, 'NOT_FOUND'));
      if (world.failNext) {
        const status = world.failNext;
        world.failNext = null;
        return response.untyped(problem(status, 'INTERNAL_ERROR', { detail: 'Interner Serverfehler 7f3a' }));
      }
      if (world.conflictNext) {
        world.conflictNext = false;
        Object.assign(p, { jobTitle: 'Geändert von Felix', version: p.version + 1 });
      }
      if (body.version !== undefined && body.version !== p.version)
        return response.untyped(problem(409, 'VERSION_CONFLICT', { context: { currentVersion: p.version } }));
      if (p._id === 'u-1' && body.admin === false) return response.untyped(problem(403, 'FORBIDDEN'));
      const { version: _version, ...fields } = body;
      Object.assign(p, fields, fields.email ? { username: fields.email } : {}, { version: p.version + 1 });
      return response(200).json({ message: 'Ihre Änderungen wurden gespeichert.' });
    }),
    http.post('/api/user/team', async ({ request, response }) => {
      const body = await request.json();
      record('POST /api/user/team', body);
      if (body.password !== body.passwordConfirmation)
        return response.untyped(problem(400, 'PASSWORDS_NOT_IDENTICAL'));
      if (!passwordOk(body.password)) return response.untyped(problem(400, 'PASSWORD_RULES'));
      if (world.profiles.some((p) => p.email.toLowerCase() === body.email.toLowerCase()))
        return response.untyped(
          problem(400, 'VALIDATION_FAILED', {
            errors: [{ path: '/email', code: 'email_taken', message: 'email_taken' }],
          }),
        );
      const { password: _p, passwordConfirmation: _c, ...fields } = body;
      const created: Schemas['Profile'] = {
        ...base,
        ...fields,
        typeId: world.account.type,
        _id: `u-${world.profiles.length + 1}`,
        username: body.email,
        roles: body.roles ?? [],
        admin: body.admin ?? false,
        useIndividualAddress: body.useIndividualAddress ?? false,
        version: 1,
      };
      world.profiles.push(created);
      return response(201).json(created);
    }),
    http.delete('/api/user/{id}', ({ params, response }) => {
      record(`DELETE /api/user/${params.id}`, null);
      const p = find(params.id);
      if (!p) return response.untyped(problem(404, 'NOT_FOUND'));
      if (p._id === 'u-1') return response.untyped(problem(403, 'FORBIDDEN'));
      world.profiles = world.profiles.filter((x) => x !== p);
      return response.untyped(new Response(null, { status: 204 }));
    }),
    http.put('/api/user/{id}/purchase-rights', async ({ params, request, response }) => {
      const body = await request.json();
      record(`PUT /api/user/${params.id}/purchase-rights`, body);
      const p = find(params.id);
      if (!p) return response.untyped(problem(404, 'NOT_FOUND'));
      const has = p.roles.includes('MyOffers_Purchase');
      if (body.purchaseStatus && !has && world.account.onlineTradingEnabled === false)
        return response.untyped(problem(403, 'FORBIDDEN'));
      p.roles = body.purchaseStatus
        ? [...new Set([...p.roles, 'MyOffers_Purchase' as const])]
        : p.roles.filter((r) => r !== 'MyOffers_Purchase');
      p.version += 1;
      return response(200).json(entry(p));
    }),
  ];
}
