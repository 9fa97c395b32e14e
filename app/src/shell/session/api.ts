import { client, dataOf } from '../api';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** `POST /api/auth/login`: the logged-in user, or `ApiError` (LOGIN_FAILED, ACCOUNT_LOCKED, ...). */
export async function login(credentials: LoginCredentials) {
  return dataOf(await client.POST('/api/auth/login', { body: credentials }));
}

/** `POST /api/auth/logout`: ends the server session and its cookie (CSRF header from the client). */
export async function logout(): Promise<void> {
  await client.POST('/api/auth/logout');
}

export async function acceptTerms(): Promise<void> {
  await client.PUT('/api/metadata/user/store/gtc-accepted', { body: { accepted: true } });
}
