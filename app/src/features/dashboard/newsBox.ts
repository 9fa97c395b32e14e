import type { AccessUser } from '../../shell/session';

/** The news box shows for buyers, and for sellers only with the account feature newsBox [L6]. */
export function showsNewsBox(user: AccessUser): boolean {
  if (user.accountType === 'buyer') return true;
  if (user.accountType === 'seller') return user.features.includes('newsBox');
  return false;
}

/** The news box holds the last 10 news [L6]. */
export const newsBoxLimit = 10;

export function latestNews<T extends { date: string }>(news: readonly T[]): T[] {
  return [...news].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, newsBoxLimit);
}
