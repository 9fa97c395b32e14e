/**
 * Request validation from openapi.yaml (`app.contract.routeSchema(operationId)` as a route's `schema`),
 * and, when enabled (tests), validation of every /api response body against the contract: a mismatch is
 * logged, recorded in `contractViolations` and turned into a 500 CONTRACT_VIOLATION, so the test fails.
 */
import fp from 'fastify-plugin';
import { loadContract, type Contract } from '../contract/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    contract: Contract;
  }
}

/** Every violation seen by any app in this process (the test helpers assert it stays empty). */
export const contractViolations: string[] = [];

export default fp<{ validateResponses: boolean }>(
  async (app, opts) => {
    const contract = loadContract();
    app.decorate('contract', contract);
    app.setValidatorCompiler(({ schema, httpPart }) => {
      const ajv = httpPart === 'body' ? contract.bodyAjv : contract.coercingAjv;
      return ajv.compile(schema);
    });

    if (!opts.validateResponses) return;
    app.addHook('onSend', async (request, reply, payload) => {
      const url = request.url.split('?')[0] ?? '';
      if (!url.startsWith('/api')) return payload;
      const routeUrl = request.routeOptions.url;
      const ct = String(reply.getHeader('content-type') ?? '');
      if (ct.startsWith('text/event-stream')) return payload;
      let problems: string[];
      const text =
        typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString('utf8')
            : undefined;
      let body: unknown = text;
      if (text !== undefined && /json/.test(ct)) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      const named = routeUrl ? undefined : contract.operationForUrl(request.method, url);
      // An operation this server serves whose address the router refused before routing (an over-long
      // path parameter): the answer must be one the operation declares. An operation not served here (a
      // test app without the market plugin) is the not-found handler's below.
      const unrouted =
        named &&
        app.hasRoute({ method: request.method as 'GET', url: named.path.replace(/\{(\w+)\}/g, ':$1') })
          ? named
          : undefined;
      if (unrouted) {
        problems = contract.validateResponse(
          unrouted.operationId,
          reply.statusCode,
          ct,
          text === '' ? undefined : body,
        );
      } else if (!routeUrl) {
        // Not-found handler: must be the shared problem body.
        const p = body as { code?: string; status?: number } | undefined;
        problems =
          reply.statusCode === 404 && p?.code === 'NOT_FOUND'
            ? []
            : [`unknown route ${request.method} ${url} answered ${reply.statusCode}`];
      } else {
        const op = contract.operationForRoute(request.method, routeUrl);
        problems = op
          ? contract.validateResponse(op.operationId, reply.statusCode, ct, text === '' ? undefined : body)
          : [`route ${request.method} ${routeUrl} is not in openapi.yaml`];
      }
      if (!problems.length) return payload;
      contractViolations.push(...problems);
      request.log.error({ problems }, 'response violates openapi.yaml');
      reply.status(500).type('application/problem+json');
      return JSON.stringify({
        type: 'about:blank',
        title: 'Vertragsverletzung',
        status: 500,
        code: 'CONTRACT_VIOLATION',
        detail: problems.join('; '),
      });
    });
  },
  { name: 'contract' },
);
