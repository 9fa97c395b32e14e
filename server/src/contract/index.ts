/**
 * openapi.yaml as the source of the server's schemas: loaded once, $refs resolved by ajv (JSON Schema
 * 2020-12, as OpenAPI 3.1 uses). Gives Fastify route schemas (request validation) and validates response
 * bodies against the operation's declared response for a status (used by tests on every response).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import Ajv2020Module, { type ValidateFunction, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { repoRoot } from '../config.js';

// CJS default-export interop under NodeNext/Bundler resolution.
const Ajv2020 = (Ajv2020Module as unknown as { default?: typeof Ajv2020Module }).default ?? Ajv2020Module;
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

type Json = Record<string, unknown>;
const DOC_ID = 'openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface Operation {
  operationId: string;
  method: string; // upper case
  path: string; // OpenAPI template, e.g. /api/user/{id}
  op: Json;
}

export interface RouteSchema {
  body?: Json;
  querystring?: Json;
  params?: Json;
}

function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node && typeof node === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(node as Json)) {
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? DOC_ID + v : rewriteRefs(v);
    }
    return out;
  }
  return node;
}

export class Contract {
  readonly doc: Json;
  readonly operations = new Map<string, Operation>();
  private readonly byRoute = new Map<string, Operation>();
  /** Request validation for query/params/headers (coerces strings, applies defaults). */
  readonly coercingAjv;
  /** Request body validation (no coercion, applies defaults). */
  readonly bodyAjv;
  /** Response validation (no coercion, no defaults). */
  readonly responseAjv;
  private readonly responseValidators = new Map<string, ValidateFunction>();

  constructor(doc: Json) {
    this.doc = doc;
    const make = (opts: Json) => {
      const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, ...opts });
      addFormats(ajv);
      ajv.addSchema(doc, DOC_ID);
      return ajv;
    };
    this.coercingAjv = make({ coerceTypes: 'array', useDefaults: true });
    this.bodyAjv = make({ useDefaults: true });
    this.responseAjv = make({});
    const paths = (doc.paths ?? {}) as Record<string, Json>;
    for (const [p, item] of Object.entries(paths)) {
      for (const m of METHODS) {
        const op = item[m] as Json | undefined;
        if (!op) continue;
        const o: Operation = { operationId: String(op.operationId), method: m.toUpperCase(), path: p, op };
        // Path-level parameters apply to every operation of the path.
        if (item.parameters)
          o.op = {
            ...op,
            parameters: [...(item.parameters as unknown[]), ...((op.parameters as unknown[]) ?? [])],
          };
        this.operations.set(o.operationId, o);
        this.byRoute.set(`${o.method} ${p}`, o);
      }
    }
  }

  /** Follows a local `$ref` inside the document. */
  resolve<T = Json>(node: unknown): T {
    let cur = node as Json;
    for (let i = 0; i < 10 && cur && typeof cur.$ref === 'string'; i++) {
      const ref = cur.$ref as string;
      cur = ref
        .replace(/^#\//, '')
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<Json>((acc, key) => acc?.[key] as Json, this.doc);
      if (!cur) throw new Error(`Unresolvable $ref ${ref}`);
    }
    return cur as T;
  }

  operation(operationId: string): Operation {
    const o = this.operations.get(operationId);
    if (!o) throw new Error(`Operation '${operationId}' is not in openapi.yaml`);
    return o;
  }

  /** The operation served by a Fastify route (`/api/user/:id` -> `/api/user/{id}`). */
  operationForRoute(method: string, fastifyUrl: string): Operation | undefined {
    const p = fastifyUrl.replace(/:(\w+)/g, '{$1}');
    return this.byRoute.get(`${method.toUpperCase()} ${p}`);
  }

  /**
   * The operation a request's path and method name, by the contract's path templates (a parameter: one
   * path segment): for answers given before the router chose a route (an over-long parameter).
   */
  operationForUrl(method: string, url: string): Operation | undefined {
    const path = url.split('?')[0] ?? '';
    for (const op of this.operations.values()) {
      if (op.method !== method.toUpperCase()) continue;
      const pattern = op.path
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      if (new RegExp(`^${pattern}$`).test(path)) return op;
    }
    return undefined;
  }

  /** Whether the operation's request body must be sent (`requestBody.required`); false without a body. */
  bodyRequired(operationId: string): boolean {
    const { op } = this.operation(operationId);
    if (!op.requestBody) return false;
    return this.resolve<{ required?: boolean }>(op.requestBody).required === true;
  }

  /** Fastify route schema (body, querystring, params) of an operation. */
  routeSchema(operationId: string): RouteSchema {
    const { op } = this.operation(operationId);
    const out: RouteSchema = {};
    const groups: Record<'query' | 'path', { properties: Json; required: string[] }> = {
      query: { properties: {}, required: [] },
      path: { properties: {}, required: [] },
    };
    for (const raw of (op.parameters as unknown[]) ?? []) {
      const p = this.resolve<{ name: string; in: string; required?: boolean; schema?: Json }>(raw);
      if (p.in !== 'query' && p.in !== 'path') continue; // headers: CSRF plugin; cookies: auth plugin
      const g = groups[p.in];
      g.properties[p.name] = rewriteRefs(p.schema ?? {});
      if (p.required || p.in === 'path') g.required.push(p.name);
    }
    if (Object.keys(groups.query.properties).length) {
      out.querystring = {
        type: 'object',
        properties: groups.query.properties,
        required: groups.query.required,
      };
    }
    if (Object.keys(groups.path.properties).length) {
      out.params = { type: 'object', properties: groups.path.properties, required: groups.path.required };
    }
    if (op.requestBody) {
      const rb = this.resolve<{ content?: Record<string, { schema?: Json }>; required?: boolean }>(
        op.requestBody,
      );
      const schema = rb.content?.['application/json']?.schema;
      if (schema) out.body = rewriteRefs(schema) as Json;
    }
    return out;
  }

  /** Validates a response body; returns human-readable violations (empty when it conforms). */
  validateResponse(
    operationId: string,
    status: number,
    contentType: string | undefined,
    body: unknown,
  ): string[] {
    const { op } = this.operation(operationId);
    const responses = (op.responses ?? {}) as Record<string, unknown>;
    // Answers given before an operation is chosen (openapi.yaml `x-transport-responses`) every one may give.
    const transport = (this.doc['x-transport-responses'] ?? {}) as Record<string, unknown>;
    const declared =
      responses[String(status)] ??
      responses[`${String(status)[0]}XX`] ??
      responses.default ??
      transport[String(status)];
    if (!declared) return [`${operationId}: status ${status} is not declared`];
    const resp = this.resolve<{ content?: Record<string, { schema?: Json }> }>(declared);
    const ct = (contentType ?? '').split(';')[0]?.trim() ?? '';
    if (!resp.content) {
      return body === undefined || body === '' ? [] : [`${operationId}: status ${status} declares no body`];
    }
    const media = resp.content[ct];
    if (!media) {
      return [
        `${operationId}: status ${status} content type '${ct}' not declared (${Object.keys(resp.content).join(', ')})`,
      ];
    }
    if (!media.schema || !/json/.test(ct)) return [];
    const key = `${operationId} ${status} ${ct}`;
    let validate = this.responseValidators.get(key);
    if (!validate) {
      validate = this.responseAjv.compile(rewriteRefs(media.schema) as Json);
      this.responseValidators.set(key, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e: ErrorObject) =>
        `${operationId} ${status}: ${e.instancePath || '/'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
    );
  }
}

let cached: Contract | undefined;
export const contractPath = path.join(repoRoot, 'openapi.yaml');

export function loadContract(file = contractPath): Contract {
  if (!cached || file !== contractPath) {
    const c = new Contract(parse(readFileSync(file, 'utf8')) as Json);
    if (file !== contractPath) return c;
    cached = c;
  }
  return cached;
}
