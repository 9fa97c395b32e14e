// Small helpers shared by the root scripts: run a command with inherited output and time it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `cmd args` in the repo root (or `opts.cwd`), inheriting stdio. Resolves to the exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd ?? root,
      stdio: 'inherit',
      // A variable set to `null` in opts.env is removed from the child's environment.
      env: Object.fromEntries(
        Object.entries({ ...process.env, ...opts.env }).filter(
          ([, value]) => value !== null && value !== undefined,
        ),
      ),
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (error) => {
      console.error(`${cmd}: ${error.message}`);
      resolve(1);
    });
  });
}

export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

export function formatSeconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Runs named steps one after another (all of them, even after a failure) and prints a summary.
 * Returns true when every step passed.
 */
export async function runSteps(title, steps) {
  const results = [];
  for (const step of steps) {
    console.log(`\n━━ ${title}: ${step.name} ━━`);
    const started = Date.now();
    const code = await step.run();
    results.push({ name: step.name, ok: code === 0, ms: Date.now() - started, extra: step.summary?.() });
  }
  console.log(`\n━━ ${title} summary ━━`);
  for (const r of results) {
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(34)} ${formatSeconds(r.ms).padStart(9)}${r.extra ? `  ${r.extra}` : ''}`,
    );
  }
  return results;
}
