/**
 * Per-client request limits (@fastify/rate-limit, in memory per server instance). Off by default; a route
 * opts in with `config: { rateLimit: { max, timeWindow } }`. A client over its limit gets 429 problem
 * details RATE_LIMITED with Retry-After. The client is the socket's peer, or with TRUST_PROXY the address
 * the trusted proxy names in X-Forwarded-For.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpProblem } from '../errors.js';

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => {
        const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
        return new HttpProblem(
          429,
          'RATE_LIMITED',
          'Zu viele Anfragen',
          minutes === 1
            ? 'Bitte versuchen Sie es in einer Minute erneut.'
            : `Bitte versuchen Sie es in ${minutes} Minuten erneut.`,
        );
      },
    });
  },
  { name: 'rate-limit' },
);
