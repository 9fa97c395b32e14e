import type { components } from './schema.gen';

type Problem = components['schemas']['Problem'];

/** Every error the API client surfaces: the HTTP status, the Problem `code` (when the body has one) and the body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    const problem = isProblem(body) ? body : undefined;
    super(message ?? problem?.detail ?? problem?.title ?? `Request failed with status ${status}`);
    this.status = status;
    this.code = problem?.code;
    this.body = body;
  }

  /** The problem-details body, when the server sent one. */
  get problem(): Problem | undefined {
    return isProblem(this.body) ? this.body : undefined;
  }
}

/** True for a problem-details body with a machine-readable `code`. */
export function isProblem(body: unknown): body is Problem {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string' &&
    typeof (body as { status?: unknown }).status === 'number'
  );
}

/** Narrow any thrown value to an ApiError with the given code, e.g. `hasErrorCode(e, 'NOT_ENOUGH_VOLUME')`. */
export function hasErrorCode(error: unknown, code: components['schemas']['ErrorCode']): error is ApiError {
  return error instanceof ApiError && error.code === code;
}
