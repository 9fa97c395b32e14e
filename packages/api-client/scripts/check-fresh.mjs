// Fails (exit 1) when the committed src/schema.gen.ts differs from what openapi.yaml generates now.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outputPath, renderSchemaTypes } from './generate-lib.mjs';

const fresh = await renderSchemaTypes();
const dir = await mkdtemp(join(tmpdir(), 'fm-schema-'));
const tempFile = join(dir, 'schema.gen.ts');
await writeFile(tempFile, fresh);
const committed = await readFile(outputPath, 'utf8').catch(() => null);
await rm(dir, { recursive: true, force: true });

if (committed !== fresh) {
  const a = (committed ?? '').split('\n');
  const b = fresh.split('\n');
  let line = 0;
  while (line < Math.max(a.length, b.length) && a[line] === b[line]) line += 1;
  console.error(
    committed === null
      ? `schema.gen.ts is missing: run \`npm run generate -w @fuelmarket/api-client\`.`
      : `packages/api-client/src/schema.gen.ts is stale (first difference at line ${line + 1}).\n` +
          `  committed: ${JSON.stringify(a[line] ?? '')}\n  expected:  ${JSON.stringify(b[line] ?? '')}\n` +
          `Run \`npm run generate -w @fuelmarket/api-client\` and commit the result.`,
  );
  process.exit(1);
}
console.log('schema.gen.ts is fresh');
