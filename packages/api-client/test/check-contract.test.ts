import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../scripts/check-contract.mjs', import.meta.url));
const specPath = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
let dir: string;

async function check(spec?: string): Promise<{ code: number; output: string }> {
  const args = [script];
  if (spec !== undefined) {
    const file = join(dir, `spec-${Math.random().toString(36).slice(2)}.yaml`);
    await writeFile(file, spec);
    args.push(file);
  }
  try {
    const { stdout, stderr } = await run(process.execPath, args);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fm-contract-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('check-contract.mjs', { timeout: 60_000 }, () => {
  it('passes on the committed openapi.yaml', async () => {
    const result = await check();
    expect(result.output).toContain('contract complete');
    expect(result.code).toBe(0);
  });

  it('fails naming a missing §3 field, a wrong §7 default and a missing §7 path', async () => {
    const spec = (await readFile(specPath, 'utf8'))
      .replace(/^ {8}collectionTimeText:$/m, '        collectionTimeTextRenamed:')
      .replace(/(\n {8}- name: limit\n(?: {10}.*\n)*? {12}default:) 100/, '$1 50')
      .replace(/^ {2}\/api\/offers\/childAccount\/\{id\}:$/m, '  /api/offers/child/{id}:');
    const result = await check(spec);
    expect(result.code).toBe(1);
    expect(result.output).toContain('§3 field missing: OrderHistoryRow.collectionTimeText');
    expect(result.output).toContain('GET /api/user/search: "limit" default is 50, expected 100');
    expect(result.output).toContain('§7 call missing: GET /api/offers/childAccount/{id}');
  });
});
