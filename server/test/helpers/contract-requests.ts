/**
 * Requests generated from openapi.yaml, for the suites that throw the whole contract at the server
 * (contract-fuzz.test.ts, authorization-matrix.test.ts, headers walk in security.test.ts):
 * - `validParts(op, seed)`: path parameters, query and body that the contract accepts (json-schema-faker,
 *   seeded, so a run is repeatable);
 * - `mutationArb`: fast-check descriptions of breakage (missing and extra fields, wrong types, empty, huge
 *   and unicode strings, negative, NaN and overlong numbers, bad dates, other tenants' ids, broken JSON);
 * - `contractAccepts(op, request)`: the oracle, the same ajv and schemas the server validates with, so
 *   "broken" means broken by the contract's own word;
 * - `expectHardenedAnswer(res)`: the security headers and session-cookie flags every answer carries.
 */
import fc from 'fast-check';
import { generateSync } from 'json-schema-faker';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { loadContract, type Operation } from '../../src/contract/index.js';

const contract = loadContract();
const components = (contract.doc as { components: unknown }).components;

/** Every operation of openapi.yaml, in document order. */
export const contractOperations: Operation[] = [...contract.operations.values()];

export function fastifyPath(op: Operation): string {
  return op.path.replace(/\{(\w+)\}/g, ':$1');
}

/** Whether the server serves the operation (a route with its method and path is registered). */
export function isServed(app: FastifyInstance, op: Operation): boolean {
  return app.hasRoute({ method: op.method as 'GET', url: fastifyPath(op) });
}

export interface RequestParts {
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** The JSON body (undefined: none). */
  body?: unknown;
  /** Sent instead of the JSON of `body` (broken JSON). */
  rawBody?: string;
  contentType?: string;
  /** A body sent to an operation that takes none: the contract says nothing about it (either answer). */
  stray?: boolean;
}

type Json = Record<string, unknown>;

function forFaker(schema: Json): Json {
  return { ...(JSON.parse(JSON.stringify(schema).replaceAll('openapi.json#/', '#/')) as Json), components };
}

/** A request the contract accepts, generated from the operation's schemas (`seed` makes it repeatable). */
export function validParts(op: Operation, seed: number): RequestParts {
  const schema = contract.routeSchema(op.operationId);
  const gen = (s: Json | undefined, offset: number): Json =>
    s ? (generateSync(forFaker(s), { seed: seed * 7 + offset, maxLength: 40, maxItems: 4 }) as Json) : {};
  const params = Object.fromEntries(Object.entries(gen(schema.params, 1)).map(([k, v]) => [k, String(v)]));
  const parts: RequestParts = { params, query: gen(schema.querystring, 2) };
  if (schema.body) parts.body = gen(schema.body, 3);
  return parts;
}

/** The query string as the server receives it: arrays as repeated keys. */
export function queryString(query: Record<string, unknown>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      qs.append(k, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

export function requestUrl(op: Operation, parts: RequestParts): string {
  const p = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(parts.params[name] ?? ''));
  return p + queryString(parts.query);
}

export function injectOptions(
  op: Operation,
  parts: RequestParts,
  headers: Record<string, string>,
): InjectOptions {
  const opts: InjectOptions = {
    method: op.method as 'GET',
    url: requestUrl(op, parts),
    headers: { ...headers },
  };
  if (parts.rawBody !== undefined || parts.body !== undefined) {
    opts.payload = parts.rawBody ?? JSON.stringify(parts.body);
    opts.headers = { ...opts.headers, 'content-type': parts.contentType ?? 'application/json' };
  }
  return opts;
}

/** As the server parses a query string: every value a string, repeated keys an array. */
function parsedQuery(query: Record<string, unknown>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(queryString(query))) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

/**
 * Whether the server's request validation accepts the request: the same schemas (routeSchema) and the
 * same ajv instances as the server, on the request as the server receives it.
 */
export function contractAccepts(op: Operation, parts: RequestParts): boolean {
  const schema = contract.routeSchema(op.operationId);
  if (parts.rawBody !== undefined && !parts.stray) return false;
  if (parts.contentType && parts.contentType !== 'application/json' && !parts.stray) return false;
  const check = (ajv: typeof contract.bodyAjv, s: Json | undefined, value: unknown) =>
    !s || ajv.validate(s, structuredClone(value));
  const body = parts.body === undefined ? undefined : (JSON.parse(JSON.stringify(parts.body)) as unknown);
  return (
    check(contract.coercingAjv, schema.params, { ...parts.params }) &&
    check(contract.coercingAjv, schema.querystring ?? { type: 'object' }, parsedQuery(parts.query)) &&
    (!schema.body ||
      // An optional body may be left out.
      (body === undefined && !contract.bodyRequired(op.operationId)) ||
      check(contract.bodyAjv, schema.body, body))
  );
}

// ---- breakage ----------------------------------------------------------------------------------------

/** A long string of `length` x's, shown by its length in a counterexample. */
export class Huge {
  constructor(readonly length: number) {}
  toString(): string {
    return 'x'.repeat(this.length);
  }
  toJSON(): string {
    return this.toString();
  }
  [fc.toStringMethod](): string {
    return `Huge(${this.length})`;
  }
}

/** Values that break a field, as fast-check arbitraries. */
const badValue = fc.oneof(
  fc.record({
    kind: fc.constant('wrongType'),
    value: fc.oneof(
      fc.boolean(),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
    ),
  }),
  fc.record({ kind: fc.constant('empty'), value: fc.constant('') }),
  fc.record({
    kind: fc.constant('huge'),
    value: fc.integer({ min: 1_000, max: 60_000 }).map((n) => new Huge(n)),
  }),
  fc.record({
    kind: fc.constant('unicode'),
    value: fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
      fc.constantFrom(
        '\u0000',
        'a\u0000b',
        '\u202Eevil',
        '💣🛢️',
        'ß'.repeat(300),
        '\uD800',
        "'; DROP TABLE users; --",
        '<script>alert(1)</script>',
        '../../etc/passwd',
        '%00',
      ),
    ),
  }),
  fc.record({
    kind: fc.constant('negative'),
    value: fc.oneof(
      fc.integer({ min: -1_000_000_000, max: -1 }),
      fc.constantFrom('-1', '-0.01', '-100000000'),
    ),
  }),
  fc.record({
    kind: fc.constant('bigNumber'),
    value: fc.constantFrom(1e308, 2 ** 31, 2 ** 53, 2 ** 53 + 1, -(2 ** 63), 1.5, 0.1 + 0.2, 1e-30),
  }),
  fc.record({
    kind: fc.constant('overlongDecimal'),
    value: fc.oneof(
      fc.nat({ max: 400 }).map((n) => `1.${'3'.repeat(n + 20)}`),
      fc.nat({ max: 400 }).map((n) => '9'.repeat(n + 30)),
      fc.constantFrom('1e309', '1,5', '1.000,00', 'NaN', 'Infinity', '-Infinity', '0x10', ' 12 '),
    ),
  }),
  fc.record({
    kind: fc.constant('badDate'),
    value: fc.constantFrom(
      '2026-13-45',
      '2026-02-30',
      '2026-11-25T25:61:00Z',
      '0000-00-00',
      'gestern',
      '25.11.2026',
      '+275760-09-13T00:00:00.001Z',
      '2026-11-25T10:00:00',
    ),
  }),
);

export type Mutation =
  | { target: 'field'; pick: number; kind: string; value: unknown }
  | { target: 'field'; pick: number; kind: 'drop' }
  | { target: 'field'; pick: number; kind: 'extra'; name: string; value: unknown }
  | { target: 'query'; pick: number; kind: string; value: unknown }
  | { target: 'param'; pick: number; kind: string; value: unknown }
  | { target: 'body'; kind: 'notAnObject'; value: unknown }
  | { target: 'body'; kind: 'malformedJson' | 'nanLiteral' | 'noBody' | 'textPlain'; cut: number };

/** Breakage for an operation: only of the parts it has (a body, query parameters, path parameters). */
export function mutationArb(
  idPool: readonly string[],
  has: { body: boolean; query: boolean; params: boolean },
): fc.Arbitrary<Mutation> {
  const pick = fc.nat();
  const otherId = idPool.length
    ? fc.constantFrom(...idPool).map((value) => ({ kind: 'otherTenantId', value }))
    : fc.constant({ kind: 'otherTenantId', value: 'unknown-id' });
  const field = has.body ? 1 : 0;
  return fc.oneof(
    {
      weight: 6 * field,
      arbitrary: fc
        .record({ target: fc.constant('field' as const), pick, bad: badValue })
        .map(({ target, pick: p, bad }) => ({ target, pick: p, ...bad })),
    },
    {
      weight: 2 * field,
      arbitrary: fc.record({
        target: fc.constant('field' as const),
        pick,
        kind: fc.constant('drop' as const),
      }),
    },
    {
      weight: 2 * field,
      arbitrary: fc.record({
        target: fc.constant('field' as const),
        pick,
        kind: fc.constant('extra' as const),
        name: fc.oneof(
          fc.string({ minLength: 1, maxLength: 12 }),
          fc.constantFrom('__proto__', 'constructor', 'id', 'accountId', 'isAdmin', 'role'),
        ),
        value: fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant({ isAdmin: true })),
      }),
    },
    {
      weight: has.query ? 4 : 0,
      arbitrary: fc
        .record({ target: fc.constant('query' as const), pick, bad: fc.oneof(badValue, otherId) })
        .map(({ target, pick: p, bad }) => ({ target, pick: p, ...bad })),
    },
    {
      weight: has.params ? 4 : 0,
      arbitrary: fc
        .record({
          target: fc.constant('param' as const),
          pick,
          bad: fc.oneof(
            otherId,
            otherId,
            fc.record({
              kind: fc.constant('unicode'),
              value: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
            }),
            fc.record({
              kind: fc.constant('huge'),
              value: fc.integer({ min: 101, max: 3000 }).map((n) => new Huge(n)),
            }),
          ),
        })
        .map(({ target, pick: p, bad }) => ({ target, pick: p, kind: bad.kind, value: bad.value })),
    },
    {
      weight: field,
      arbitrary: fc.record({
        target: fc.constant('body' as const),
        kind: fc.constant('notAnObject' as const),
        value: fc.oneof(
          fc.constant(null),
          fc.integer(),
          fc.string({ maxLength: 10 }),
          fc.array(fc.integer(), { maxLength: 3 }),
        ),
      }),
    },
    // Without inputs of its own, an operation still gets a body it does not take.
    {
      weight: has.body || (!has.query && !has.params) ? 2 : 0,
      arbitrary: fc.record({
        target: fc.constant('body' as const),
        kind: fc.constantFrom(
          'malformedJson' as const,
          'nanLiteral' as const,
          'noBody' as const,
          'textPlain' as const,
        ),
        cut: fc.nat(),
      }),
    },
  );
}

const plain = (v: unknown): unknown => (v instanceof Huge ? v.toString() : v);

/** Paths to every value inside a JSON value (object keys and array indexes), the root excluded. */
function valuePaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((v, i) => [[...prefix, i], ...valuePaths(v, [...prefix, i])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...valuePaths(v, [...prefix, k])]);
  return [];
}

function parentOf(root: unknown, path: (string | number)[]): Record<string | number, unknown> {
  return path.slice(0, -1).reduce<unknown>((acc, key) => (acc as Json)[key], root) as Record<
    string | number,
    unknown
  >;
}

/** Applies a mutation to a copy of the parts; `applied` is false when the request has nothing to break. */
export function mutate(parts: RequestParts, m: Mutation): { parts: RequestParts; applied: boolean } {
  const out: RequestParts = structuredClone(parts);
  switch (m.target) {
    case 'field': {
      if (out.body === undefined) return { parts: out, applied: false };
      const paths = valuePaths(out.body);
      if (m.kind === 'extra' && 'name' in m) {
        const objects = [[], ...paths].filter((p) => {
          const v = p.reduce<unknown>((acc, key) => (acc as Json)[key], out.body);
          return v !== null && typeof v === 'object' && !Array.isArray(v);
        });
        const at = objects[m.pick % objects.length] ?? [];
        const target = at.reduce<unknown>((acc, key) => (acc as Json)[key], out.body) as Json;
        // JSON.parse keeps "__proto__" as an own key; so does defineProperty here.
        Object.defineProperty(target, m.name, {
          value: plain(m.value),
          enumerable: true,
          writable: true,
          configurable: true,
        });
        return { parts: out, applied: true };
      }
      if (!paths.length) return { parts: out, applied: false };
      const path = paths[m.pick % paths.length]!;
      const parent = parentOf(out.body, path);
      const key = path[path.length - 1]!;
      if (m.kind === 'drop') {
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete parent[key];
      } else parent[key] = 'value' in m ? plain(m.value) : undefined;
      return { parts: out, applied: true };
    }
    case 'query': {
      const keys = Object.keys(out.query);
      if (!keys.length) return { parts: out, applied: false };
      out.query[keys[m.pick % keys.length]!] = plain(m.value);
      return { parts: out, applied: true };
    }
    case 'param': {
      const keys = Object.keys(out.params);
      if (!keys.length) return { parts: out, applied: false };
      out.params[keys[m.pick % keys.length]!] = String(m.value);
      return { parts: out, applied: true };
    }
    case 'body': {
      if (out.body === undefined) {
        if (m.kind === 'noBody') return { parts: out, applied: false };
        out.rawBody = m.kind === 'textPlain' ? 'stray text' : '{"stray": [1, 2, 3]}';
        if (m.kind === 'textPlain') out.contentType = 'text/plain';
        out.stray = true;
        return { parts: out, applied: true };
      }
      if (m.kind === 'notAnObject') {
        out.body = m.value;
        return { parts: out, applied: true };
      }
      if (m.kind === 'noBody') {
        delete out.body;
        return { parts: out, applied: true };
      }
      const text = JSON.stringify(out.body);
      if (m.kind === 'malformedJson') out.rawBody = text.slice(0, m.cut % Math.max(1, text.length));
      else if (m.kind === 'nanLiteral')
        out.rawBody = text.replace(/("[^"]*"|-?\d+(\.\d+)?)(?=\s*[,}\]])/, 'NaN');
      else {
        out.rawBody = text;
        out.contentType = 'text/plain';
      }
      if (m.kind === 'nanLiteral' && !out.rawBody.includes('NaN')) out.rawBody = 'NaN';
      return { parts: out, applied: true };
    }
  }
}

// ---- what every answer carries ----------------------------------------------------------------------

export function cspDirectives(header: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

/** The security headers of every answer, and the flags of any session cookie it sets. */
export function expectHardenedAnswer(res: LightMyRequestResponse, what: string): void {
  const policy = cspDirectives(res.headers['content-security-policy']);
  expect(policy.get('script-src'), `${what}: CSP script-src`).toBeDefined();
  expect(policy.get('script-src'), `${what}: CSP script-src`).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src'), `${what}: CSP script-src`).not.toContain("'unsafe-eval'");
  expect(policy.get('frame-ancestors'), `${what}: CSP frame-ancestors`).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('same-origin');
  expect(res.headers['permissions-policy'], `${what}: Permissions-Policy`).toMatch(/camera=\(\)/);
  for (const cookie of res.cookies) {
    if (cookie.name !== 'fm_session' && cookie.name !== '__Host-fm_session') continue;
    if (cookie.name.startsWith('__Host-')) expect(cookie.secure, `${what}: ${cookie.name} Secure`).toBe(true);
    expect(cookie.httpOnly, `${what}: fm_session HttpOnly`).toBe(true);
    expect(String(cookie.sameSite).toLowerCase(), `${what}: fm_session SameSite`).toMatch(/^(lax|strict)$/);
    expect(cookie.path, `${what}: fm_session Path`).toBe('/');
  }
}
