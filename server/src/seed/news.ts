/** Sellers' news on every platform. */
import type { SeedContext } from './context.js';
import { day, insertRows } from './context.js';
import { headlines, platformNews } from './data/news.js';

export async function seedNews({ tx, now }: SeedContext): Promise<void> {
  const newsRows: unknown[][] = [];
  for (let i = 0; i < 12; i++) {
    const [title, body] = headlines[i % headlines.length]!;
    newsRows.push([
      `news-${i + 1}`,
      'default',
      i % 2 ? 'acc-rheintank' : 'acc-suedoel',
      new Date(now - (12 - i) * 3 * day),
      title,
      `<p>${body}</p>`,
    ]);
  }
  for (const [id, platform, seller, daysAgo, title, bodyHtml] of platformNews) {
    newsRows.push([id, platform, seller, new Date(now - daysAgo * day), title, bodyHtml]);
  }
  await insertRows(
    tx,
    'news',
    ['id', 'platform_id', 'seller_account_id', 'published_at', 'title', 'body_html'],
    newsRows,
  );
}
