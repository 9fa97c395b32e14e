/** The `status` and machine-readable `code` of a rejected call (the api-client's ApiError), if any. */
export function errorInfo(error: unknown): { status: number | undefined; code: string | undefined } {
  if (typeof error !== 'object' || error === null) return { status: undefined, code: undefined };
  const status = 'status' in error && typeof error.status === 'number' ? error.status : undefined;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return { status, code };
}

export type LoginFailure = 'failed' | 'locked' | 'blocked' | 'technical';

/** Which message a failed login shows [M1]. */
export function loginFailure(error: unknown): LoginFailure {
  const { status, code } = errorInfo(error);
  if (code === 'ACCOUNT_LOCKED') return 'locked';
  if (code === 'USER_BLOCKED') return 'blocked';
  if (code === 'LOGIN_FAILED' || status === 401) return 'failed';
  return 'technical';
}
