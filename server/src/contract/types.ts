/**
 * Request types of a route, taken from the generated contract types (packages/api-client), for Fastify's
 * route generics: `app.post<RouteTypes<'login'>>(...)` types `request.body`, `params` and `query` as
 * openapi.yaml declares them. The route's schema (`app.contract.routeSchema`) has validated the request
 * against the same contract before the handler runs, so the types hold at run time.
 */
import type { operations } from '@fuelmarket/api-client';

type OperationId = keyof operations;

type JsonBody<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : unknown;

type Part<O, K extends string> = O extends { parameters: { [P in K]?: infer V } }
  ? [NonNullable<V>] extends [never]
    ? unknown
    : NonNullable<V>
  : unknown;

/** The query with the parameters named in D required: their schema has a `default` the validator fills in. */
type WithDefaults<Q, D extends string> = [D] extends [never]
  ? Q
  : Q & { [P in D & keyof Q]-?: NonNullable<Q[P]> };

/** `Defaulted` names the query parameters that have a `default` in openapi.yaml. */
export interface RouteTypes<Id extends OperationId, Defaulted extends string = never> {
  Body: JsonBody<operations[Id]>;
  Params: Part<operations[Id], 'path'>;
  Querystring: WithDefaults<Part<operations[Id], 'query'>, Defaulted>;
}
