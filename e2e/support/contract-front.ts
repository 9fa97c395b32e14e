/**
 * The contract front: the browser of the `contract` project talks to this one origin, which sends every
 * API request through Prism's validation proxy (`prism proxy --errors openapi.yaml <server>`) and
 * everything else (the static app) straight to the server. Prism checks each request and each answer
 * against openapi.yaml; a violation turns into an error answer, which the front records in the
 * violations file that the project's tests check after every test.
 *
 * The event stream (`/api/events`, text/event-stream, never ending) goes straight to the server: Prism
 * answers only when a response is complete.
 *
 * Prism joins several Set-Cookie headers into one line; the front splits them again, as the server sent
 * them, so the browser keeps each cookie.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, closeSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { freePort, logDir, repoRoot } from './servers';

export interface ContractFront {
  url: string;
  violationsFile: string;
  prismPid: number;
  close(): Promise<void>;
}

const STRAIGHT_TO_SERVER = (path: string) => !path.startsWith('/api/') || path.startsWith('/api/events');

/** `a=1; Path=/; HttpOnly,b=2; Path=/` -> both cookies (our cookies carry Max-Age, never a comma-dated Expires). */
export function splitSetCookie(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(/,(?=\s*[\w!#$%&'*+.^`|~-]+=)/));
}

async function waitForPrism(url: string, log: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (/is listening on/.test(log())) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Prism did not start on ${url}:\n${log().slice(-4000)}`);
}

export async function startContractFront(frontPort: number, serverUrl: string): Promise<ContractFront> {
  const prismPort = await freePort();
  const logFile = join(logDir(), 'prism.log');
  const fd = openSync(logFile, 'w');
  const prism = spawn(
    join(repoRoot, 'node_modules/.bin/prism'),
    [
      'proxy',
      join(repoRoot, 'openapi.yaml'),
      serverUrl,
      '--errors',
      '--host',
      '127.0.0.1',
      '--port',
      String(prismPort),
    ],
    { cwd: repoRoot, detached: true, stdio: ['ignore', fd, fd] },
  );
  closeSync(fd);
  prism.unref();
  await waitForPrism(`127.0.0.1:${prismPort}`, () => readFileSync(logFile, 'utf8'));

  const violationsFile = join(logDir(), 'contract-violations.log');
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    const straight = STRAIGHT_TO_SERVER(path.split('?')[0] ?? '/');
    const target = new URL(path, straight ? serverUrl : `http://127.0.0.1:${prismPort}`);
    const upstream = http.request(target, { method: req.method, headers: req.headers }, (answer) => {
      if (straight) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        const violations = answer.headers['sl-violations'];
        if (violations || /stoplight\.io\/prism\/errors#(?!UNAUTHORIZED)/.test(text)) {
          appendFileSync(
            violationsFile,
            `${req.method} ${path} -> ${answer.statusCode}: ${violations ?? text.slice(0, 2000)}\n`,
          );
        }
        const headers = { ...answer.headers };
        // Prism's own CORS headers are no answer of ours (the app is same-origin).
        for (const name of Object.keys(headers)) if (name.startsWith('access-control-')) delete headers[name];
        const cookies = splitSetCookie(answer.headers['set-cookie']);
        delete headers['set-cookie'];
        res.writeHead(answer.statusCode ?? 502, {
          ...headers,
          ...(cookies.length ? { 'set-cookie': cookies } : {}),
        });
        res.end(body);
      });
    });
    upstream.on('error', (err) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`contract front: ${err.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(frontPort, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${frontPort}`,
    violationsFile,
    prismPid: prism.pid ?? 0,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      try {
        if (prism.pid) process.kill(-prism.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}
