import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const specPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

/** The Prism binary itself (not `npx prism`: killing npx would leave Prism holding the port). */
function prismBinary(): string {
  const candidates = ['../node_modules/.bin/prism', '../../node_modules/.bin/prism'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`prism binary not found in ${candidates.join(', ')}`);
  return found;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningPrism {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts `prism mock openapi.yaml` on a free port and resolves once it answers. */
export async function startPrism(timeoutMs = 90_000): Promise<RunningPrism> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    prismBinary(),
    ['mock', specPath, '--host', '127.0.0.1', '--port', String(port), '--errors'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prism exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${baseUrl}/api/logout`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ready) return { baseUrl, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`prism did not start within ${timeoutMs} ms:\n${output}`);
}
