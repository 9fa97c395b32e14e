// The worker thread of bench/orderLoad.ts (plain JavaScript: a worker does not load TypeScript through
// tsx). Sends POST /api/orders for each request with `concurrency` in flight and posts back statuses,
// problem codes and latencies.
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, requests, concurrency, headers } = workerData;
const results = new Array(requests.length);
const latencies = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: Math.min(concurrency, requests.length) }, async () => {
    for (let i = next++; i < requests.length; i = next++) {
      const { cookie, itemId } = requests[i];
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}/api/orders`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify({ basketItemIds: [itemId] }),
      });
      const body = await res.json();
      latencies.push(performance.now() - t0);
      results[i] =
        res.status === 201
          ? { status: 201 }
          : { status: res.status, ...(body.code ? { code: body.code } : {}) };
    }
  }),
);
parentPort.postMessage({
  results,
  latencies: latencies.sort((a, b) => a - b),
  elapsedMs: performance.now() - started,
});
