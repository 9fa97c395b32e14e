/**
 * Platform operator: block/unblock a company account (all its users, and its child accounts' users) or a
 * single user (spec §6, BL1). Only for accounts/users of the operator's own platform. Blocking ends the
 * sessions at once (and the session check refuses blocked users on every request anyway).
 */
import type { FastifyPluginAsync } from 'fastify';
import { problems } from '../errors.js';
import { authOf } from '../plugins/auth.js';
import { sessionsRepo } from '../repositories/sessions.js';

/** The columns both block operations return. */
interface BlockRow {
  id: string;
  blocked: boolean;
  blocked_at: Date | null;
  block_reason: string | null;
}

const blockResult = (row: BlockRow, affectedUsers: number) => ({
  id: row.id,
  blocked: row.blocked,
  blockedAt: row.blocked_at?.toISOString() ?? null,
  reason: row.block_reason,
  affectedUsers,
});

const routes: FastifyPluginAsync = async (app) => {
  const c = app.contract;
  const guard = app.authorize({ platformOperator: true });

  app.put(
    '/api/operator/accounts/:id/block',
    { schema: c.routeSchema('setCompanyBlocked'), preHandler: guard },
    async (request) => {
      const a = authOf(request);
      const { id } = request.params as { id: string };
      const { blocked, reason } = request.body as { blocked: boolean; reason?: string };
      if (id === a.account.id) throw problems.forbidden('Das eigene Konto kann nicht gesperrt werden.');
      const now = app.clock();
      return app.db.transaction(async (tx) => {
        const r = await tx.query<BlockRow>(
          `UPDATE accounts SET blocked = $3, blocked_at = CASE WHEN $3 THEN $4::timestamptz ELSE NULL END,
                block_reason = CASE WHEN $3 THEN $5 ELSE NULL END
          WHERE id = $1 AND platform_id = $2 RETURNING id, blocked, blocked_at, block_reason`,
          [id, a.account.platform, blocked, now, reason ?? null],
        );
        const acc = r.rows[0];
        if (!acc) throw problems.notFound('Das Firmenkonto wurde nicht gefunden.');
        const n = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM users u JOIN accounts x ON x.id = u.account_id WHERE x.id = $1 OR x.parent_account_id = $1`,
          [id],
        );
        if (blocked) await sessionsRepo(tx).deleteForAccount(id);
        request.log.info({ accountId: id, blocked, by: a.userId }, 'company block changed');
        return blockResult(acc, n.rows[0]?.n ?? 0);
      });
    },
  );

  app.put(
    '/api/operator/users/:id/block',
    { schema: c.routeSchema('setUserBlocked'), preHandler: guard },
    async (request) => {
      const a = authOf(request);
      const { id } = request.params as { id: string };
      const { blocked, reason } = request.body as { blocked: boolean; reason?: string };
      if (id === a.userId) throw problems.forbidden('Sie können sich nicht selbst sperren.');
      const now = app.clock();
      return app.db.transaction(async (tx) => {
        const r = await tx.query<BlockRow>(
          `UPDATE users u SET blocked = $3, blocked_at = CASE WHEN $3 THEN $4::timestamptz ELSE NULL END,
                block_reason = CASE WHEN $3 THEN $5 ELSE NULL END
           FROM accounts a
          WHERE u.id = $1 AND a.id = u.account_id AND a.platform_id = $2
          RETURNING u.id, u.blocked, u.blocked_at, u.block_reason`,
          [id, a.account.platform, blocked, now, reason ?? null],
        );
        const u = r.rows[0];
        if (!u) throw problems.notFound('Der Benutzer wurde nicht gefunden.');
        if (blocked) await sessionsRepo(tx).deleteForUser(id);
        request.log.info({ userId: id, blocked, by: a.userId }, 'user block changed');
        return blockResult(u, 1);
      });
    },
  );
};

export default routes;
