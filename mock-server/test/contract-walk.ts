// Walks openapi.yaml and builds, for every operation, a request from the contract's own examples.
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { specPath } from './prism';

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
  schema?: { enum?: unknown[]; default?: unknown; $ref?: string };
}
interface MediaType {
  example?: unknown;
  examples?: Record<string, { value?: unknown; $ref?: string }>;
}
export interface Operation {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content: Record<string, MediaType> } | { $ref: string };
  responses: Record<string, unknown>;
}

const spec = parse(await readFile(specPath, 'utf8')) as {
  paths: Record<string, Record<string, unknown> & { parameters?: (Parameter | { $ref: string })[] }>;
};

export function deref<T>(node: T | { $ref: string }): T {
  let current: unknown = node;
  while (current && typeof current === 'object' && '$ref' in current) {
    const pointer = (current as { $ref: string }).$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>((acc, key) => (acc as Record<string, unknown>)[key], spec);
  }
  return current as T;
}

function sampleValue(param: Parameter): string {
  const value =
    param.example ??
    Object.values(param.examples ?? {})[0]?.value ??
    deref(param.schema ?? {}).default ??
    deref(param.schema ?? {}).enum?.[0] ??
    'x';
  return String(value);
}

export const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  ['get', 'put', 'post', 'delete', 'patch']
    .filter((method) => item[method])
    .map((method) => ({ path, method, item, op: item[method] as Operation })),
);

/** A request for the operation built from its examples, with the session cookie and required headers. */
export function exampleRequest(baseUrl: string, { path, method, item, op }: (typeof operations)[number]) {
  const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref<Parameter>(p));
  const url = new URL(
    path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      encodeURIComponent(
        sampleValue(params.find((p) => p.in === 'path' && p.name === name) ?? { name, in: 'path' }),
      ),
    ),
    baseUrl,
  );
  for (const p of params.filter((p) => p.in === 'query' && p.required))
    url.searchParams.set(p.name, sampleValue(p));
  const headers = new Headers({ Cookie: 'fm_session=3q2-7wEAAAB4x1' });
  for (const p of params.filter((p) => p.in === 'header' && p.required)) headers.set(p.name, sampleValue(p));

  let body: BodyInit | undefined;
  const content = op.requestBody ? deref(op.requestBody).content : {};
  const json = content['application/json'];
  if (json) {
    const first = Object.values(json.examples ?? {})[0];
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json.example ?? deref(first ?? {}).value ?? {});
  } else if (content['multipart/form-data']) {
    const form = new FormData();
    form.set(
      'file',
      new Blob(['productId;terminalId\nheizoel-el;tm-hamburg\n'], { type: 'text/csv' }),
      'angebote.csv',
    );
    body = form;
  }
  const expectedStatus = Object.keys(op.responses).find((code) => /^2\d\d$/.test(code)) ?? '2xx';
  const documented = deref<{ content?: Record<string, unknown> }>(op.responses[expectedStatus] as object);
  return {
    url,
    init: { method: method.toUpperCase(), headers, body },
    expectedStatus,
    hasBody: !!documented?.content,
  };
}
