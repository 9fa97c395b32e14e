/**
 * The order requests of bench/market.ts, sent from a worker thread (orderLoad.worker.mjs): the load
 * generator must not share the event loop of the server it measures, which runs in the bench's main
 * thread. The worker keeps `concurrency` requests in flight and answers with each order's status,
 * problem code and latency.
 */
import { Worker } from 'node:worker_threads';
import { CSRF } from './orderScenario.js';

export interface OrderRequest {
  /** `fm_session=…` of the buyer who reserved the item. */
  cookie: string;
  itemId: string;
}

export interface OrderLoadResult {
  results: { status: number; code?: string }[];
  /** Milliseconds per request, sorted ascending. */
  latencies: number[];
  elapsedMs: number;
}

/** Places one order per request from a worker thread; resolves with what it measured. */
export function sendOrders(job: {
  baseUrl: string;
  requests: OrderRequest[];
  concurrency: number;
}): Promise<OrderLoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./orderLoad.worker.mjs', import.meta.url), {
      workerData: { ...job, headers: CSRF },
    });
    worker.once('message', (result: OrderLoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
