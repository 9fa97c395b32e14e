/**
 * Contract fuzzing: every operation of openapi.yaml gets FUZZ_RUNS generated requests (fast-check with a
 * fixed seed; valid parts from json-schema-faker), valid ones and broken ones, each as one of the demo
 * roles. Every answer: never 5xx, valid against the contract (the test app turns any answer outside
 * openapi.yaml into a recorded violation), hardened headers; a request the contract refuses -> 400
 * problem details naming what was wrong. An operation the server does not serve is a gap, printed and
 * counted, never a pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { CSRF, demo, type TestApp } from './helpers/app.js';
import {
  contractAccepts,
  contractOperations,
  expectHardenedAnswer,
  injectOptions,
  isServed,
  mutate,
  mutationArb,
  validParts,
  type Mutation,
} from './helpers/contract-requests.js';
import { startBasketApp } from './basket-support.js';
import { loadContract } from '../src/contract/index.js';

const FUZZ_SEED = 20261125;
const FUZZ_RUNS = 100;

const roles = {
  anonymous: undefined,
  buyer: demo.buyer,
  buyerColleague: demo.buyer2,
  seller: demo.seller,
  admin: demo.admin,
  operator: demo.operator,
  shareholderParent: demo.parent,
  aviat: demo.child,
} as const;
type Role = keyof typeof roles;

let t: TestApp;
const cookies = new Map<Role, string>();
let idPool: string[] = [];
/** The demo users' and companies' security state, put back after each operation (a fuzzed request may
 * block a company or change a password). */
let restoreDemo: () => Promise<void>;

async function session(role: Role): Promise<Record<string, string>> {
  const username = roles[role];
  if (!username) return { ...CSRF };
  let cookie = cookies.get(role);
  if (!cookie) {
    // A fuzzed request may have blocked this user's company a moment ago: put the demo back first.
    await restoreDemo();
    cookie = await t.login(username);
    cookies.set(role, cookie);
  }
  return { ...CSRF, cookie };
}

beforeAll(async () => {
  // An open market window (offers, basket and orders answer); event streams end after 20 ms.
  t = await startBasketApp({}, { maxStreamMs: 20 });
  const db = t.testDb.db;
  // Real ids of every tenant: a fuzzed path or query parameter may name another company's object.
  const ids = await db.query<{ id: string }>(
    `SELECT id FROM accounts UNION SELECT id FROM users UNION SELECT id FROM offers
     UNION SELECT id FROM orders UNION SELECT id FROM relationships UNION SELECT id FROM additive_locations
     UNION SELECT id FROM delivery_addresses UNION SELECT id FROM favourites UNION SELECT id::text FROM empty_barrel_requests
     UNION SELECT id FROM basket_items ORDER BY id`,
  );
  idPool = ids.rows.map((r) => r.id);
  // The test database is this file's own: plain tables (a pool's connections do not share temporary ones).
  await db.query('CREATE TABLE IF NOT EXISTS fuzz_users AS SELECT * FROM users');
  await db.query('CREATE TABLE IF NOT EXISTS fuzz_accounts AS SELECT * FROM accounts');
  for (const table of ['products', 'regions', 'terminals', 'favourites', 'delivery_addresses']) {
    await db.query(`CREATE TABLE IF NOT EXISTS fuzz_${table} AS SELECT * FROM ${table}`);
  }
  restoreDemo = async () => {
    // Team members a fuzzed request added go, demo users it removed come back (their sessions, baskets
    // and settings went with them).
    await db.query(`DELETE FROM users u WHERE NOT EXISTS (SELECT 1 FROM fuzz_users s WHERE s.id = u.id)`);
    await db.query(
      `INSERT INTO users SELECT * FROM fuzz_users s WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = s.id)`,
    );
    await db.query(
      `UPDATE users u SET password_hash = s.password_hash, failed_attempts = 0, locked = false, blocked = false,
              blocked_at = NULL, block_reason = NULL, roles = s.roles, is_admin = s.is_admin,
              status = s.status, email = s.email, username = s.username, terms_accepted_at = s.terms_accepted_at
         FROM fuzz_users s WHERE s.id = u.id`,
    );
    await db.query(
      `UPDATE accounts a SET blocked = false, blocked_at = NULL, block_reason = NULL, features = s.features,
              online_trading_enabled = s.online_trading_enabled, name = s.name,
              parent_account_id = s.parent_account_id, is_shareholder_parent = s.is_shareholder_parent,
              address_line1 = s.address_line1, address_line2 = s.address_line2, post_code = s.post_code,
              city = s.city, country = s.country, contact_email = s.contact_email, iwo_member = s.iwo_member,
              version = s.version
         FROM fuzz_accounts s WHERE s.id = a.id`,
    );
    // The master data the market and later operations trade on: what a fuzzed operator request created
    // goes, what it renamed, moved or deleted comes back.
    for (const sql of [
      `INSERT INTO regions SELECT * FROM fuzz_regions s WHERE NOT EXISTS (SELECT 1 FROM regions r WHERE r.id = s.id)`,
      `UPDATE regions r SET name = s.name, sort = s.sort, version = s.version FROM fuzz_regions s WHERE s.id = r.id`,
      `DELETE FROM terminals t WHERE NOT EXISTS (SELECT 1 FROM fuzz_terminals s WHERE s.id = t.id)`,
      `INSERT INTO terminals SELECT * FROM fuzz_terminals s WHERE NOT EXISTS (SELECT 1 FROM terminals t WHERE t.id = s.id)`,
      `UPDATE terminals t SET region_id = s.region_id, name = s.name, city = s.city, country = s.country,
              version = s.version FROM fuzz_terminals s WHERE s.id = t.id`,
      `DELETE FROM regions r WHERE NOT EXISTS (SELECT 1 FROM fuzz_regions s WHERE s.id = r.id)`,
      `DELETE FROM products p WHERE NOT EXISTS (SELECT 1 FROM fuzz_products s WHERE s.id = p.id)`,
      `UPDATE products p SET name = s.name, density = s.density, version = s.version FROM fuzz_products s
        WHERE s.id = p.id`,
      // Price alerts (the demo has none): fuzzed ones go, so no later tick triggers and mails them.
      `DELETE FROM price_alerts`,
      // Price triggers (the demo has none): fuzzed ones go, so no later tick places orders for them.
      `DELETE FROM price_triggers`,
      // A buyer's favourites lists and delivery addresses: fuzzed saves go, changes and deletions come back.
      `DELETE FROM favourites f WHERE NOT EXISTS (SELECT 1 FROM fuzz_favourites s WHERE s.id = f.id)`,
      `INSERT INTO favourites SELECT * FROM fuzz_favourites s WHERE NOT EXISTS (SELECT 1 FROM favourites f WHERE f.id = s.id)`,
      `UPDATE favourites f SET name = s.name, products = s.products, regions = s.regions, terminals = s.terminals,
              sellers = s.sellers FROM fuzz_favourites s WHERE s.id = f.id`,
      `DELETE FROM delivery_addresses d WHERE NOT EXISTS (SELECT 1 FROM fuzz_delivery_addresses s WHERE s.id = d.id)
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.delivery_address_id = d.id)`,
      `INSERT INTO delivery_addresses SELECT * FROM fuzz_delivery_addresses s
        WHERE NOT EXISTS (SELECT 1 FROM delivery_addresses d WHERE d.id = s.id)`,
      `UPDATE delivery_addresses d SET company = s.company, street = s.street, zip_code = s.zip_code, city = s.city,
              country = s.country, contact_person = s.contact_person, on_site_contact = s.on_site_contact,
              delivery_instructions = s.delivery_instructions, archived_at = s.archived_at
         FROM fuzz_delivery_addresses s WHERE s.id = d.id`,
    ])
      await db.query(sql);
  };
});
afterAll(async () => {
  await t?.close();
});

const served: string[] = [];
const gaps: string[] = [];
const counts = { requests: 0, broken: 0 };

/** The request schemas of an operation (params, querystring, body) as the server validates them. */
const contract = loadContract();
function requestSchema(
  operationId: string,
): Record<'params' | 'querystring', { properties?: unknown } | undefined> {
  return contract.routeSchema(operationId) as never;
}

function problemOf(res: LightMyRequestResponse): {
  code?: string;
  detail?: string;
  errors?: { path: string }[];
} {
  return /json/.test(String(res.headers['content-type'])) ? (JSON.parse(res.body) as never) : {};
}

describe('contract fuzzing', () => {
  for (const op of contractOperations) {
    it(`${op.operationId}: ${FUZZ_RUNS} generated requests, valid and broken, as every role`, async () => {
      if (!isServed(t.app, op)) {
        gaps.push(`${op.method} ${op.path} (${op.operationId})`);
        return;
      }
      served.push(op.operationId);
      await restoreDemo();
      cookies.clear();
      const roleNames = Object.keys(roles) as Role[];
      const schema = t.app.contract.routeSchema(op.operationId);
      const has = { body: !!schema.body, query: !!schema.querystring, params: !!schema.params };
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...roleNames),
          fc.nat({ max: 1_000_000 }),
          fc.option(mutationArb(idPool, has), { freq: 2 }),
          async (role, seed, mutation: Mutation | null) => {
            const valid = validParts(op, seed);
            const { parts, applied } = mutation ? mutate(valid, mutation) : { parts: valid, applied: false };
            const accepted = contractAccepts(op, parts);
            const res = await t.app.inject(injectOptions(op, parts, await session(role)));
            counts.requests++;
            const what = `${op.operationId} as ${role}${applied ? ` (${mutation?.kind})` : ''}`;
            expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
            expectHardenedAnswer(res, what);
            if (res.statusCode === 401 && role !== 'anonymous') cookies.delete(role); // the session ended
            if (!accepted) {
              counts.broken++;
              const problem = problemOf(res);
              if (res.statusCode === 413) {
                expect(problem.code, what).toBe('PAYLOAD_TOO_LARGE');
                return;
              }
              expect(res.statusCode, `${what}: the contract refuses it: ${res.body.slice(0, 300)}`).toBe(400);
              expect(problem.code, what).toBe('VALIDATION_FAILED');
              expect(problem.detail, what).toBeTruthy();
              if (!parts.rawBody && !parts.contentType && problem.code === 'VALIDATION_FAILED')
                expect(problem.errors?.length, `${what}: names the field`).toBeGreaterThan(0);
            }
          },
        ),
        { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
      );
      await restoreDemo();
    });
  }

  /** Integer path and query parameters at the edges of int4, of a double's exact integers and of a double. */
  const integerEdges = [2 ** 31 - 1, 2 ** 31, 2 ** 53, 2 ** 53 + 1, 1e308, -(2 ** 31) - 1];
  const integerParameters = contractOperations.flatMap((op) => {
    const schema = requestSchema(op.operationId);
    return (['params', 'querystring'] as const).flatMap((where) =>
      Object.entries((schema[where]?.properties ?? {}) as Record<string, { type?: string | string[] }>)
        .filter(([, s]) => [s.type].flat().includes('integer'))
        .map(([name]) => ({ op, where, name })),
    );
  });

  it(`every integer parameter (${integerParameters.length}) at 2^31, 2^53 and 1e308 answers 400 or a contract answer, never 5xx`, async () => {
    expect(integerParameters.length).toBeGreaterThan(10);
    for (const { op, where, name } of integerParameters) {
      if (!isServed(t.app, op)) continue;
      for (const edge of integerEdges) {
        for (const role of ['seller', 'buyer', 'operator'] as const) {
          const parts = validParts(op, 1);
          if (where === 'params') parts.params[name] = String(edge);
          else parts.query[name] = edge;
          const res = await t.app.inject(injectOptions(op, parts, await session(role)));
          const what = `${op.operationId} ${name}=${edge} as ${role}: ${res.body.slice(0, 200)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          expectHardenedAnswer(res, what);
          if (!contractAccepts(op, parts)) {
            expect(res.statusCode, what).toBe(400);
            expect(problemOf(res).code, what).toBe('VALIDATION_FAILED');
          }
        }
      }
      await restoreDemo();
      cookies.clear();
    }
  });

  afterAll(() => {
    const total = contractOperations.length;
    console.log(
      `contract fuzzing: ${served.length} / ${total} operations fuzzed, ${counts.requests} requests ` +
        `(${counts.broken} broken by the contract's own schemas); not served (gaps): ${gaps.length}\n` +
        gaps.map((g) => `  gap: ${g}`).join('\n'),
    );
  });
});
