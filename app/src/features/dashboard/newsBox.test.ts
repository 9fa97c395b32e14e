import { describe, expect, it } from 'vitest';
import { latestNews, showsNewsBox } from './newsBox';

describe('news box', () => {
  it('[L6] shows for buyers', () => {
    expect(showsNewsBox({ accountType: 'buyer', roles: [], features: [] })).toBe(true);
  });
  it('[L6] shows for sellers only with the newsBox feature', () => {
    expect(showsNewsBox({ accountType: 'seller', roles: [], features: [] })).toBe(false);
    expect(showsNewsBox({ accountType: 'seller', roles: [], features: ['newsBox'] })).toBe(true);
  });
  it('[L6] does not show for admins', () => {
    expect(showsNewsBox({ accountType: 'admin', roles: [], features: ['newsBox'] })).toBe(false);
  });
  it('[L6] holds the last 10 news', () => {
    const news = Array.from({ length: 14 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    }));
    const latest = latestNews(news);
    expect(latest).toHaveLength(10);
    expect(latest[0]?.date).toBe('2026-11-14');
    expect(latest.at(-1)?.date).toBe('2026-11-05');
  });
});
