/** Platforms, company accounts and their users. */
import type { SeedContext } from './context.js';
import { day, insertRows } from './context.js';
import { accounts, users } from './data/accounts.js';
import { platforms } from './data/platforms.js';

/** `hashes[i]` is the password hash of `users[i]`. */
export async function seedAccounts({ tx, now }: SeedContext, hashes: string[]): Promise<void> {
  await insertRows(
    tx,
    'platforms',
    ['id', 'name', 'currency', 'vat', 'buyers_must_accept_terms'],
    platforms.map((p) => [p.id, p.name, p.currency, p.vat, p.terms]),
  );
  // Parents first (FK).
  const ordered = [...accounts].sort((a, b) => Number(!!a.parent) - Number(!!b.parent));
  await insertRows(
    tx,
    'accounts',
    [
      'id',
      'platform_id',
      'type',
      'name',
      'features',
      'parent_account_id',
      'is_shareholder_parent',
      'address_line1',
      'post_code',
      'city',
      'country',
      'contact_email',
      'iwo_member',
    ],
    ordered.map((a) => [
      a.id,
      a.platform,
      a.type,
      a.name,
      a.features,
      a.parent ?? null,
      !!a.shareholderParent,
      a.address[0],
      a.address[1],
      a.address[2],
      a.address[3],
      `info@${a.id.replace(/^acc-/, '')}.example`,
      !!a.iwo,
    ]),
  );
  await insertRows(
    tx,
    'users',
    [
      'id',
      'account_id',
      'username',
      'email',
      'first_name',
      'last_name',
      'salutation',
      'phone',
      'roles',
      'is_admin',
      'is_platform_operator',
      'status',
      'password_hash',
      'terms_accepted_at',
      'job_title',
      'department',
      'department_size',
    ],
    users.map((u, i) => [
      u.id,
      u.account,
      u.email,
      u.email,
      u.first,
      u.last,
      u.salutation,
      '+49 40 1234 56' + String(i).padStart(2, '0'),
      u.roles,
      !!u.admin,
      !!u.operator,
      u.status ?? 100,
      hashes[i],
      u.termsAccepted ? new Date(now - 30 * day) : null,
      u.admin ? 'Leitung' : 'Sachbearbeitung',
      'Einkauf',
      '2-5',
    ]),
  );
}
