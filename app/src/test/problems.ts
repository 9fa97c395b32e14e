import type { Schemas } from '@fuelmarket/api-client';
import { HttpResponse } from 'msw';

/**
 * A problem-details answer as the server gives it (application/problem+json shape), for every fake:
 * the unit tests' node server and the stories' service worker (no node imports here).
 */
export const problem = (status: number, code: string, errors?: Schemas['FieldProblem'][]) =>
  HttpResponse.json(
    { type: 'about:blank', title: code, status, code, ...(errors ? { errors } : {}) },
    { status },
  );

/** The answer to a path no handler serves: the server's 404 problem. */
export const notFound = () => problem(404, 'NOT_FOUND');
