// Small helpers shared by the root scripts: run a command with inherited output and time it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where the output of commands started inside a lane goes (see `runSteps`): a step that runs beside
 * another collects its output and prints it in one piece when it ends, so the two never interleave.
 */
const laneOutput = new AsyncLocalStorage();

/** Runs `cmd args` in the repo root (or `opts.cwd`), inheriting stdio. Resolves to the exit code. */
export function run(cmd, args, opts = {}) {
  const collect = laneOutput.getStore();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd ?? root,
      stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // A variable set to `null` in opts.env is removed from the child's environment.
      env: Object.fromEntries(
        Object.entries({ ...process.env, ...opts.env }).filter(
          ([, value]) => value !== null && value !== undefined,
        ),
      ),
    });
    if (collect) {
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
    }
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

async function runStep(title, step) {
  const started = Date.now();
  const code = await step.run();
  return { name: step.name, ok: code === 0, ms: Date.now() - started, extra: step.summary?.() };
}

/** Runs a lane's steps one after another with their output held back and printed as each step ends. */
async function runLane(title, lane) {
  const results = [];
  for (const step of lane) {
    const chunks = [];
    const result = await laneOutput.run(
      (chunk) => chunks.push(chunk),
      () => runStep(title, step),
    );
    console.log(`\n━━ ${title}: ${step.name} (${formatSeconds(result.ms)}, run beside another step) ━━`);
    process.stdout.write(Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))));
    results.push(result);
  }
  return results;
}

/**
 * Runs named steps one after another (all of them, even after a failure) and prints a summary.
 * An entry `{ lanes: [[...steps], [...steps]] }` runs its lanes side by side (steps that keep one core
 * busy each, such as type checks and builds, next to a test suite). Returns true when every step passed.
 */
export async function runSteps(title, steps) {
  const results = [];
  for (const step of steps) {
    if (step.lanes) {
      console.log(
        `\n━━ ${title}: ${step.lanes.map((lane) => lane.map((s) => s.name).join(' → ')).join('  ‖  ')} ━━`,
      );
      const lanes = await Promise.all(step.lanes.map((lane) => runLane(title, lane)));
      results.push(...lanes.flat());
      continue;
    }
    console.log(`\n━━ ${title}: ${step.name} ━━`);
    results.push(await runStep(title, step));
  }
  console.log(`\n━━ ${title} summary ━━`);
  for (const r of results) {
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(34)} ${formatSeconds(r.ms).padStart(9)}${r.extra ? `  ${r.extra}` : ''}`,
    );
  }
  return results;
}
