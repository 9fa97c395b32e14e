/**
 * A shareholder parent's view and edit of its child accounts (Aviaten): the settings with the purchases of
 * the last 14 platform-local days, and the optimistic-concurrency update (rules S6, K1, K2, K5, V11).
 */
import type { FastifyInstance } from 'fastify';
import { problems } from '../../errors.js';
import type { AuthContext } from '../auth/types.js';
import { localDateTime, timeZoneOf } from '../../platformTime.js';
import { toSubAccount, type SubAccountDto, type SubAccountUpdateDto } from './dto.js';
import { subAccountsRepo, type SubAccountRow } from './repository.js';
import { UTILISATION_DAYS, lastDays, normalisedAdjustment, settingsErrors } from './rules.js';

const notFound = () => problems.notFound('Das Unterkonto wurde nicht gefunden.');
const versionConflict = (currentVersion: number) =>
  problems.versionConflict(
    currentVersion,
    'Die Einstellungen des Unterkontos wurden inzwischen von einem anderen Benutzer geändert.',
  );

export function subAccountsService(app: FastifyInstance) {
  /** The rows as answered, with each child's litres per day of the chart (one query for all). */
  async function withUtilisation(auth: AuthContext, rows: SubAccountRow[]): Promise<SubAccountDto[]> {
    const timeZone = timeZoneOf(auth.account.platform);
    const days = lastDays(localDateTime(app.clock(), timeZone).date, UTILISATION_DAYS);
    const litres = await subAccountsRepo(app.db).litresPerDay(
      rows.map((r) => r.id),
      days[0]!,
      days.at(-1)!,
      timeZone,
    );
    return rows.map((row) => toSubAccount(row, days, litres.get(row.id) ?? new Map()));
  }

  /** One of the caller's child accounts; 404 for any other account (the parent itself included). */
  async function get(auth: AuthContext, id: string): Promise<SubAccountDto> {
    const row = await subAccountsRepo(app.db).child(auth.account.id, auth.account.platform, id);
    if (!row) throw notFound();
    const [dto] = await withUtilisation(auth, [row]);
    return dto!;
  }

  return {
    get,

    async list(auth: AuthContext): Promise<SubAccountDto[]> {
      const rows = await subAccountsRepo(app.db).children(auth.account.id, auth.account.platform);
      return rows.length === 0 ? [] : withUtilisation(auth, rows);
    },

    /**
     * Saves the settings if the caller read the current version (else 409 VERSION_CONFLICT), in one
     * transaction with the row locked: 404 for another account, 400 for an adjustment above zero, a
     * shortening beyond a year or a terminal the platform does not have.
     */
    async update(auth: AuthContext, id: string, input: SubAccountUpdateDto): Promise<SubAccountDto> {
      const { platform } = auth.account;
      await app.db.transaction(async (tx) => {
        const repo = subAccountsRepo(tx);
        if (!(await repo.child(auth.account.id, platform, id))) throw notFound();
        const current = await repo.lockedVersion(id);
        if (current !== input.version) throw versionConflict(current);
        const terminalIds = [...new Set(input.terminalIds)].sort();
        const errors = [
          ...settingsErrors(input),
          ...(await repo.unknownTerminals(platform, terminalIds)).map((t) => ({
            path: `/terminalIds/${input.terminalIds.indexOf(t)}`,
            code: 'unknown_terminal' as const,
          })),
        ];
        if (errors.length > 0) throw problems.validation('Die Einstellungen sind ungültig.', errors);
        const saved = await repo.save(
          id,
          current,
          {
            paymentTermDays: input.paymentTermDays,
            dailyPurchaseLimit: input.dailyPurchaseLimit,
            collectionShorteningDays: input.collectionShorteningDays,
            priceAdjustment: normalisedAdjustment(input.priceAdjustment),
            terminalIds,
          },
          { userId: auth.userId, now: app.clock() },
        );
        if (saved === null) throw versionConflict(await repo.lockedVersion(id));
      });
      return get(auth, id);
    },
  };
}
