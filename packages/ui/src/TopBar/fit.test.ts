import { describe, expect, it } from 'vitest';
import { fittingCount } from './fit';

describe('fittingCount', () => {
  const itemWidths = [100, 120, 80, 150];
  const gap = 4;

  it('keeps every entry when the row holds them all', () => {
    expect(fittingCount({ available: 462, itemWidths, moreWidth: 70, gap })).toBe(4);
  });

  it('moves entries from the end behind "Mehr" when the row is one pixel short', () => {
    // 100 + 4 + 120 + 4 + 80 + 4 + 70 = 382: three entries and "Mehr".
    expect(fittingCount({ available: 461, itemWidths, moreWidth: 70, gap })).toBe(3);
    expect(fittingCount({ available: 382, itemWidths, moreWidth: 70, gap })).toBe(3);
    expect(fittingCount({ available: 381, itemWidths, moreWidth: 70, gap })).toBe(2);
  });

  it('puts every entry behind "Mehr" when not even one fits next to it', () => {
    expect(fittingCount({ available: 120, itemWidths, moreWidth: 70, gap })).toBe(0);
  });

  it('keeps every entry while nothing is laid out (a hidden bar, jsdom)', () => {
    expect(fittingCount({ available: 0, itemWidths: [0, 0, 0], moreWidth: 0, gap: 0 })).toBe(3);
  });
});
