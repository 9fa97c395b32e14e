// The worker thread of bench/orderLoad.ts (plain JavaScript: a worker does not load TypeScript through
// tsx). Sends POST /api/orders for each request with `concurrency` in flight on keep-alive connections
// (node:http, lighter than fetch) and posts back statuses, problem codes and latencies.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, requests, concurrency, headers } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function post(path, cookie, body) {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(body);
    const req = http.request(
      new URL(path, baseUrl),
      {
        method: 'POST',
        agent,
        headers: { ...headers, cookie, 'content-length': payload.length },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const results = new Array(requests.length);
const latencies = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: Math.min(concurrency, requests.length) }, async () => {
    for (let i = next++; i < requests.length; i = next++) {
      const { cookie, itemId } = requests[i];
      const t0 = performance.now();
      const res = await post('/api/orders', cookie, JSON.stringify({ basketItemIds: [itemId] }));
      latencies.push(performance.now() - t0);
      results[i] =
        res.status === 201
          ? { status: 201 }
          : { status: res.status, ...(res.body.code ? { code: res.body.code } : {}) };
    }
  }),
);
agent.destroy();
parentPort.postMessage({
  results,
  latencies: latencies.sort((a, b) => a - b),
  elapsedMs: performance.now() - started,
});
