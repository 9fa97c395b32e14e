// Shared by `generate.mjs` and `check-fresh.mjs`: renders src/schema.gen.ts from ../../openapi.yaml.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { parse } from 'yaml';

export const specPath = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
export const outputPath = fileURLToPath(new URL('../src/schema.gen.ts', import.meta.url));

const HEADER = `/* eslint-disable */
/**
 * GENERATED FILE - do not edit. Source: openapi.yaml (run \`npm run generate -w @fuelmarket/api-client\`).
 *
 * The contract marks the CSRF header \`X-Requested-With: fuelmarket\` (parameter \`CsrfHeader\`) as required on
 * every state-changing operation. The client's middleware always sends it, so these types make it optional
 * for callers; the wire contract (and Prism) still require it.
 */
`;

/** Render the TypeScript types for the current openapi.yaml, formatted like the committed file. */
export async function renderSchemaTypes() {
  const spec = parse(await readFile(specPath, 'utf8'));
  const csrf = spec?.components?.parameters?.CsrfHeader;
  if (!csrf) throw new Error('openapi.yaml: components.parameters.CsrfHeader is missing');
  csrf.required = false; // supplied by the client middleware, see HEADER
  const ast = await openapiTS(spec, { alphabetize: false });
  const source = HEADER + astToString(ast);
  const config = (await prettier.resolveConfig(outputPath)) ?? {};
  return prettier.format(source, { ...config, filepath: outputPath });
}
