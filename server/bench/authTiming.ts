/**
 * `npm run bench:auth-timing`: do login and password reset tell whether an account exists?
 *
 * Starts the server in-process (PGlite, or BENCH_DATABASE_URL) at the production password-hash cost and
 * sends, interleaved, a login with a wrong password for a known and for an unknown account, and a reset
 * request for a known and an unknown address. Prints, per operation, the status and body of both kinds
 * (they must be identical) and the median answer times and their difference (target: within 1 ms).
 * The known account's failed-attempt counter is put back between attempts (outside the timing), so the
 * lock after five failures does not end the comparison.
 *
 * Environment: BENCH_SAMPLES (pairs per operation, default 40), BENCH_DATABASE_URL, PASSWORD_HASH_COST
 * (at the production cost one scrypt takes ~0.6 s and its jitter of a few ms hides everything else;
 * `PASSWORD_HASH_COST=1024` compares the rest of the work on the two paths).
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { DEMO_BUYER, positiveInt, runBench, startBenchServer } from './support.js';

const SAMPLES = positiveInt('BENCH_SAMPLES', 40);
const CSRF = { 'x-requested-with': 'fuelmarket', 'content-type': 'application/json' };

interface Probe {
  status: number;
  body: string;
  ms: number;
}

/**
 * The client runs in a worker thread: the server's event loop (PGlite runs on it) may stay busy with the
 * work it does after an answer, as a real server's does, without delaying when the client sees the answer.
 */
const client = new Worker(
  `const { parentPort } = require('node:worker_threads');
   parentPort.on('message', async ({ id, url, body, headers }) => {
     const started = performance.now();
     const res = await fetch(url, { method: 'POST', headers, body });
     const text = await res.text();
     parentPort.postMessage({ id, status: res.status, body: text, ms: performance.now() - started });
   });`,
  { eval: true },
);
let nextId = 0;
const pending = new Map<number, (p: Probe) => void>();
client.on('message', (m: Probe & { id: number }) => {
  pending.get(m.id)?.(m);
  pending.delete(m.id);
});

function probe(url: string, body: unknown): Promise<Probe> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    client.postMessage({ id, url, body: JSON.stringify(body), headers: CSRF });
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function compare(
  name: string,
  url: string,
  known: unknown,
  unknown: unknown,
  between: () => Promise<void>,
): Promise<boolean> {
  const a: Probe[] = [];
  const b: Probe[] = [];
  // One warm-up pair, not counted (the first scrypt call and the first statements of each kind).
  await probe(url, known);
  await probe(url, unknown);
  await between();
  for (let i = 0; i < SAMPLES; i++) {
    // Alternate which goes first, so neither kind always meets a warmer server.
    const order = i % 2 ? [known, unknown] : [unknown, known];
    for (const body of order) {
      const p = await probe(url, body);
      (body === known ? a : b).push(p);
      await between();
    }
  }
  const same = new Set([...a, ...b].map((p) => `${p.status} ${p.body}`));
  const mk = median(a.map((p) => p.ms));
  const mu = median(b.map((p) => p.ms));
  const diff = Math.abs(mk - mu);
  console.log(
    `| ${name.padEnd(22)} | ${String(a[0]!.status).padEnd(6)} | ${same.size === 1 ? 'identical' : 'DIFFERENT'} ` +
      `| ${mk.toFixed(2).padStart(8)} | ${mu.toFixed(2).padStart(8)} | ${diff.toFixed(2).padStart(6)} |`,
  );
  if (same.size !== 1) console.log(`  answers seen: ${[...same].join(' // ')}`);
  return same.size === 1 && diff <= 1;
}

async function main(): Promise<void> {
  const server = await startBenchServer({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    // The bench is one client sending many attempts: the per-client limits would stop it.
    env: { LOGIN_RATE_LIMIT: '1000000', PASSWORD_RESET_RATE_LIMIT: '1000000' },
    deps: { withMarket: false },
  });
  try {
    const { app, db, baseUrl } = server;
    process.stderr.write(`Server up (password-hash cost ${app.config.passwordHashCost}) ...\n`);
    const unlock = async () => {
      await db.query(`UPDATE users SET failed_attempts = 0, locked = false WHERE lower(email) = $1`, [
        DEMO_BUYER.username,
      ]);
      await app.jobs.idle(); // reset mails are sent after the answer; let them finish between probes
    };
    console.log(`\n${SAMPLES} pairs per operation, Node ${process.version}, ${os.cpus().length} CPUs\n`);
    console.log('| operation              | status | answers   | known ms | unknown ms | diff ms |');
    console.log('|------------------------|--------|-----------|----------|----------|--------|');
    const ok = [
      await compare(
        'login (wrong password)',
        `${baseUrl}/api/auth/login`,
        { username: DEMO_BUYER.username, password: 'Falsch!2026' },
        { username: 'niemand@example.invalid', password: 'Falsch!2026' },
        unlock,
      ),
      await compare(
        'password reset',
        `${baseUrl}/api/auth/password-reset`,
        { email: DEMO_BUYER.username },
        { email: 'niemand@example.invalid' },
        unlock,
      ),
    ];
    if (!ok.every(Boolean)) {
      console.error(
        '\nKnown and unknown accounts can be told apart (answer or median time differ by > 1 ms).',
      );
      process.exitCode = 1;
    }
  } finally {
    await client.terminate();
    await server.close();
  }
}

runBench(main);
