/**
 * The login lock (rule M1): five failed logins in a row lock an account until its password is reset.
 * Anyone who knows an address can cause that, so the owner learns of it: the failure that locks the
 * account mails them once, with a reset link and when and from where the attempts came (M7).
 */
import type { Brand } from '@fuelmarket/brands';
import type { Queryable } from '../../db/types.js';
import type { Mail } from '../../mail/outbox.js';

/** Where a failed login came from. */
export interface LoginAttempt {
  at: Date;
  ip: string;
  userAgent: string | undefined;
}

const USER_AGENT_MAX_CHARS = 300;

export function loginFailuresRepo(db: Queryable) {
  return {
    /**
     * Counts a failed login of `userId` and records the attempt, in one statement; the newest
     * `maxAttempts` attempts per user are kept. For an unknown user (`''`) the same statement changes
     * nothing, so the answer's time does not tell whether the account exists. `lockedNow`: this failure
     * locked the account (true for exactly one of concurrent failures).
     */
    async record(
      userId: string,
      maxAttempts: number,
      attempt: LoginAttempt,
    ): Promise<{ locked: boolean; lockedNow: boolean }> {
      const r = await db.query<{ locked: boolean; locked_now: boolean }>(
        `WITH before AS (SELECT id, locked FROM users WHERE id = $1 FOR UPDATE),
              counted AS (
                UPDATE users u SET failed_attempts = u.failed_attempts + 1,
                                   locked = u.locked OR u.failed_attempts + 1 >= $2
                  FROM before WHERE u.id = before.id
                RETURNING u.id, u.locked, before.locked AS was_locked),
              pruned AS (
                DELETE FROM login_failures
                 WHERE user_id = $1
                   AND id NOT IN (SELECT id FROM login_failures WHERE user_id = $1 ORDER BY id DESC LIMIT $2::int - 1)),
              recorded AS (
                INSERT INTO login_failures (user_id, attempted_at, ip, user_agent)
                SELECT id, $3, $4, $5 FROM counted)
         SELECT locked, locked AND NOT was_locked AS locked_now FROM counted`,
        [
          userId,
          maxAttempts,
          attempt.at,
          attempt.ip,
          attempt.userAgent?.slice(0, USER_AGENT_MAX_CHARS) ?? null,
        ],
      );
      const row = r.rows[0];
      return { locked: row?.locked ?? false, lockedNow: row?.locked_now ?? false };
    },
    /** The user's newest recorded failed logins, oldest first. */
    async latest(userId: string, n: number): Promise<LoginAttempt[]> {
      const r = await db.query<{ attempted_at: Date; ip: string; user_agent: string | null }>(
        `SELECT attempted_at, ip, user_agent FROM
           (SELECT id, attempted_at, ip, user_agent FROM login_failures WHERE user_id = $1 ORDER BY id DESC LIMIT $2) x
          ORDER BY id`,
        [userId, n],
      );
      return r.rows.map((x) => ({ at: x.attempted_at, ip: x.ip, userAgent: x.user_agent ?? undefined }));
    },
  };
}

/** An attempt's time as the brand's users read it: day, month, year, the time to the second and the zone. */
export function formatAttemptTime(at: Date, brand: Brand): string {
  return new Intl.DateTimeFormat(brand.locale, {
    timeZone: brand.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

/** The mail to the owner of an account that has just locked (German, no ß: also read in Switzerland). */
export function accountLockedMail(opts: {
  brand: Brand;
  to: string;
  firstName: string;
  lastName: string;
  /** How many failures lock an account. */
  failedAttempts: number;
  /** The recorded attempts that locked it. */
  attempts: LoginAttempt[];
  resetLink: string;
  resetLinkHours: number;
}): Mail {
  const { brand } = opts;
  const lines = opts.attempts.map(
    (a) =>
      `- ${formatAttemptTime(a.at, brand)} von der IP-Adresse ${a.ip}` +
      (a.userAgent ? `\n  Browser/Programm: ${a.userAgent}` : ''),
  );
  return {
    to: opts.to,
    subject: `${brand.displayName}: Ihr Konto wurde gesperrt`,
    text:
      `Guten Tag ${opts.firstName} ${opts.lastName},\n\n` +
      `Ihr Zugang zu ${brand.displayName} wurde nach ${opts.failedAttempts} fehlgeschlagenen Anmeldeversuchen ` +
      `gesperrt. Die Anmeldeversuche:\n\n${lines.join('\n')}\n\n` +
      `Über den folgenden Link setzen Sie ein neues Passwort; damit ist Ihr Konto wieder entsperrt. Der Link ist ` +
      `${opts.resetLinkHours} Stunden gültig und kann einmal verwendet werden:\n\n${opts.resetLink}\n\n` +
      `Waren das nicht Sie, hat jemand versucht, sich mit Ihrer E-Mail-Adresse anzumelden. Ihr Passwort wurde ` +
      `dabei nicht erraten. Bei Fragen erreichen Sie uns unter ${brand.company.supportContact.email} oder ` +
      `${brand.company.supportContact.phone}.\n\n` +
      `Ihr ${brand.displayName} Team\n`,
  };
}
