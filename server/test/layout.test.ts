/** The server's feature modules keep SQL in their repositories: route files only wire HTTP to them. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const featuresDir = fileURLToPath(new URL('../src/features/', import.meta.url));
const routeFiles = readdirSync(featuresDir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /^(routes|\w+Routes)\.ts$/.test(e.name))
  .map((e) => path.join(e.parentPath, e.name));

describe('feature modules', () => {
  it('have route files', () => {
    expect(routeFiles.length).toBeGreaterThan(5);
  });

  it.each(routeFiles.map((f) => [path.relative(featuresDir, f), f]))('%s holds no SQL', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/\.query\s*[<(]/);
    expect(source).not.toMatch(
      /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[\s\S]{0,200}\b(FROM|SET|VALUES|WHERE)\b/,
    );
  });
});
