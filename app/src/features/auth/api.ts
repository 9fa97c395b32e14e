import { client } from '../../shell/api';

/** Asks for a reset mail; the answer is the same whether the address is known or not. */
export async function requestPasswordReset(email: string): Promise<void> {
  await client.POST('/api/auth/password-reset', { body: { email } });
}

export async function setPasswordByKey(key: string, password: string, passwordConfirmation: string) {
  await client.POST('/api/auth/password-reset/{key}', {
    params: { path: { key } },
    body: { password, passwordConfirmation },
  });
}
