/** News of the sellers (spec §2 news box, §9: the last 10): all SQL of the news. */
import type { Queryable } from '../../db/types.js';

/** The news box holds the last 10 news (spec §9). */
export const NEWS_BOX_LIMIT = 10;

export interface NewsRow {
  id: string;
  published_at: Date;
  seller_account_id: string;
  seller_name: string;
  title: string;
  body_html: string;
}

const SELECT = `
  SELECT n.id, n.published_at, n.seller_account_id, s.name AS seller_name, n.title, n.body_html
    FROM news n JOIN accounts s ON s.id = n.seller_account_id`;

export function newsRepo(db: Queryable) {
  return {
    /**
     * A buyer's news box: the news of the sellers it trades with (a released relationship; an Aviat also
     * its parent's), on its platform, newest first.
     */
    async forBuyer(buyerAccountId: string, platformId: string): Promise<NewsRow[]> {
      const r = await db.query<NewsRow>(
        `${SELECT}
          WHERE n.platform_id = $2 AND NOT s.blocked
            AND n.seller_account_id IN (
              SELECT r.seller_account_id FROM relationships r JOIN accounts b ON b.id = $1
               WHERE r.state = 'RELEASED' AND r.buyer_account_id IN (b.id, b.parent_account_id))
          ORDER BY n.published_at DESC, n.id DESC LIMIT $3`,
        [buyerAccountId, platformId, NEWS_BOX_LIMIT],
      );
      return r.rows;
    },

    /** A seller's own news, newest first. */
    async ofSeller(sellerAccountId: string): Promise<NewsRow[]> {
      const r = await db.query<NewsRow>(
        `${SELECT} WHERE n.seller_account_id = $1 ORDER BY n.published_at DESC, n.id DESC LIMIT $2`,
        [sellerAccountId, NEWS_BOX_LIMIT],
      );
      return r.rows;
    },

    async insert(n: { sellerAccountId: string; platformId: string; title: string; html: string; now: Date }) {
      const r = await db.query<{ id: string }>(
        `INSERT INTO news (id, platform_id, seller_account_id, published_at, title, body_html)
         VALUES ('news-' || gen_random_uuid(), $1, $2, $3, $4, $5) RETURNING id`,
        [n.platformId, n.sellerAccountId, n.now, n.title, n.html],
      );
      const row = await db.query<NewsRow>(`${SELECT} WHERE n.id = $1`, [r.rows[0]!.id]);
      return row.rows[0]!;
    },
  };
}
