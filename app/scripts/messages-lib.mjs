// Shared by extract-messages.mjs and check-messages.mjs: extracts the message ids used in the app's code
// with @formatjs/cli and reads the catalogues.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

export const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const dePath = join(appDir, 'src/shell/i18n/de.json');
export const deChPath = join(appDir, 'src/shell/i18n/de-CH.json');

function formatjsBin() {
  const pkg = createRequire(import.meta.url).resolve('@formatjs/cli/package.json');
  return join(dirname(pkg), 'bin/formatjs');
}

/** `{ id: defaultMessage }` of every message defined in `src/**` (tests excluded). */
export function extractMessages() {
  const dir = mkdtempSync(join(tmpdir(), 'fm-messages-'));
  const out = join(dir, 'messages.json');
  try {
    execFileSync(
      process.execPath,
      [
        formatjsBin(),
        'extract',
        'src/**/*.{ts,tsx}',
        '--ignore',
        'src/**/*.test.{ts,tsx}',
        'src/**/*.gen.ts',
        '--format',
        'simple',
        '--throws',
        '--out-file',
        out,
      ],
      { cwd: appDir, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function readCatalogue(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Sorted JSON with a trailing newline (prettier-compatible). */
export function serialise(messages) {
  const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}
