/** Log output: readable in a terminal, JSON lines elsewhere. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.js';
import { loggerOptions } from '../src/logging.js';

/** Runs the fixture that logs one entry with the server's options and returns what it printed. */
function printed(terminal: boolean): Promise<string> {
  const fixture = path.join(repoRoot, 'server/test/fixtures/log-line.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      [fixture, terminal ? 'terminal' : 'pipe'],
      { cwd: path.join(repoRoot, 'server'), env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', () => resolve(out));
  });
}

describe('server log output', () => {
  it('is JSON lines when stdout is not a terminal', async () => {
    expect(loggerOptions('info', false)).toEqual({ level: 'info' });
    const line = JSON.parse((await printed(false)).trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, msg: 'login', userId: 'u-1' });
  });

  it('is one readable line per entry in a terminal (pino-pretty)', async () => {
    const out = (await printed(true)).trim();
    expect(out).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: login \{"userId":"u-1"\}$/);
  });
});
