/** A user's stored settings (the ranking filter selection under ACCOUNT_RANKING_OPTIONS, rule C4). */
import type { Queryable } from '../../db/types.js';

export interface SettingRow {
  value: unknown;
  updated_at: Date;
}

export function settingsRepo(db: Queryable) {
  return {
    async get(userId: string, key: string): Promise<SettingRow | null> {
      const r = await db.query<SettingRow>(
        `SELECT value, updated_at FROM user_settings WHERE user_id = $1 AND key = $2`,
        [userId, key],
      );
      return r.rows[0] ?? null;
    },

    async save(userId: string, key: string, value: unknown, now: Date): Promise<SettingRow> {
      const r = await db.query<SettingRow>(
        `INSERT INTO user_settings (user_id, key, value, updated_at) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
         RETURNING value, updated_at`,
        [userId, key, JSON.stringify(value), now],
      );
      return r.rows[0]!;
    },
  };
}
