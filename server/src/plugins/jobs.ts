/**
 * Work that runs after the response has gone out (e.g. the password-reset mail), so an answer's timing
 * does not tell what happened behind it. Failures are logged; `app.jobs.idle()` waits for all pending
 * work (tests, benchmarks) and the app waits for it before closing.
 */
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';

export interface Jobs {
  /** Starts fn now, in the background. */
  run(name: string, fn: () => Promise<void>): void;
  /** Starts fn once the reply has been sent (or the client has gone). */
  afterResponse(reply: FastifyReply, name: string, fn: () => Promise<void>): void;
  /** Resolves when no job is pending. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export default fp(
  async (app) => {
    const pending = new Set<Promise<void>>();
    const jobs: Jobs = {
      run(name, fn) {
        const p: Promise<void> = Promise.resolve()
          .then(fn)
          .catch((err: unknown) => app.log.error({ err, job: name }, 'background job failed'))
          .finally(() => pending.delete(p));
        pending.add(p);
      },
      afterResponse(reply, name, fn) {
        let started = false;
        const start = () => {
          if (started) return;
          started = true;
          jobs.run(name, fn);
        };
        reply.raw.once('finish', start);
        reply.raw.once('close', start);
      },
      async idle() {
        while (pending.size > 0) await Promise.all([...pending]);
      },
    };
    app.decorate('jobs', jobs);
    app.addHook('preClose', async () => app.jobs.idle());
  },
  { name: 'jobs' },
);
