/**
 * The rules a team administrator's and a user's edits share (spec §5 V6, §6 P4): whose user a request
 * may name, which profile fields are taken, and who may grant the purchase right.
 */
import { problems } from '../../errors.js';
import type { AuthContext } from '../auth/types.js';
import { profileColumns, type ProfileField, type UserRow } from './repository.js';

const ADDRESS_FIELDS = new Set<ProfileField>([
  'addressLine1',
  'addressLine2',
  'county',
  'country',
  'postCode',
]);

/** Resolves `-1` and enforces that the target is in the caller's own account. */
export async function targetUser(
  auth: AuthContext,
  id: string,
  load: (id: string) => Promise<UserRow | undefined>,
): Promise<UserRow> {
  const userId = id === '-1' ? auth.userId : id;
  const u = await load(userId);
  // Another account's user is "not found": never reveal or touch other accounts' data.
  if (!u || u.account_id !== auth.account.id) throw problems.notFound('Der Benutzer wurde nicht gefunden.');
  return u;
}

/**
 * V6: only the filled fields (an empty text is not filled), trimmed; the individual address fields only
 * with useIndividualAddress.
 */
export function filledProfileFields(body: Partial<Record<ProfileField, unknown>>) {
  const fields: Partial<Record<ProfileField, unknown>> = {};
  for (const key of Object.keys(profileColumns) as ProfileField[]) {
    const v = body[key];
    if (v === undefined || (typeof v === 'string' && v.trim() === '')) continue;
    if (ADDRESS_FIELDS.has(key) && body.useIndividualAddress !== true) continue;
    fields[key] = typeof v === 'string' ? v.trim() : v;
  }
  return fields;
}

/**
 * P4: the purchase right exists for buyers only, and a buyer account without online trading cannot grant
 * it (taking it away is always possible).
 */
export function assertMayGrantPurchase(account: { type: string; onlineTradingEnabled: boolean }): void {
  if (account.type !== 'buyer')
    throw problems.forbidden('Einkaufsrechte gibt es nur für Benutzer von Käuferkonten.');
  if (!account.onlineTradingEnabled)
    throw problems.forbidden('Ohne freigeschalteten Online-Handel können Sie keine Einkaufsrechte vergeben.');
}

export const emailTaken = () =>
  problems.validation('Diese E-Mail-Adresse wird bereits verwendet.', [
    { path: '/email', code: 'email_taken' },
  ]);

export const staleProfile = (currentVersion: number) =>
  problems.versionConflict(
    currentVersion,
    'Der Benutzer wurde inzwischen von einem anderen Benutzer geändert.',
  );
