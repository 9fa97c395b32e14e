/**
 * scrypt password hashing (node:crypto) with the parameters stored in the hash, so the cost can be raised
 * later and tests can use a lower one. Format: `scrypt$N$r$p$saltB64$hashB64`.
 */
import { scrypt as scryptCb, randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { OWASP_SCRYPT } from '../../config.js';
import { HttpProblem } from '../../errors.js';

const KEY_LEN = 32;

function scrypt(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFC'), salt, KEY_LEN, opts, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

const maxmem = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024;

export async function hashPassword(password: string, N: number = OWASP_SCRYPT.N): Promise<string> {
  const { r, p } = OWASP_SCRYPT;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r, p, maxmem: maxmem(N, r) });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export function parseHash(
  stored: string,
): { N: number; r: number; p: number; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  return {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

/** Constant-time comparison of the derived key. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const h = parseHash(stored);
  if (!h) return false;
  const key = await scrypt(password, h.salt, { N: h.N, r: h.r, p: h.p, maxmem: maxmem(h.N, h.r) });
  return key.length === h.key.length && timingSafeEqual(key, h.key);
}

/** Spec §5: >= 8 chars, a lowercase letter, an uppercase A-Z, and a digit and/or one of ! ? $ # %. */
export function passwordMeetsRules(pw: string): boolean {
  return pw.length >= 8 && /[a-z]/.test(pw) && /[A-Z]/.test(pw) && /[0-9!?$#%]/.test(pw);
}

/** §5 V4 for a password and its repetition (the same answers as setting one through a reset link). */
export function assertPasswordAcceptable(password: string, confirmation: string): void {
  if (password !== confirmation) {
    throw new HttpProblem(
      400,
      'PASSWORDS_NOT_IDENTICAL',
      'Passwörter nicht identisch',
      'Die Passwörter sind nicht identisch.',
    );
  }
  if (!passwordMeetsRules(password)) {
    throw new HttpProblem(
      400,
      'PASSWORD_RULES',
      'Passwort zu schwach',
      'Das Passwort muss mindestens 8 Zeichen lang sein und einen Klein- und einen Großbuchstaben (A-Z) sowie eine Ziffer oder eines der Sonderzeichen ! ? $ # % enthalten.',
    );
  }
}
