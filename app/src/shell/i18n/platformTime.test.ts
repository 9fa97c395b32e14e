import { brands } from '@fuelmarket/brands';
import { describe, expect, it } from 'vitest';
import { formatDateTimeAt } from './platformTime';

describe('[K13] the platform clock', () => {
  it('Berlin for the German and Austrian platforms, Zurich for the Swiss one', () => {
    expect(brands.default.timeZone).toBe('Europe/Berlin');
    expect(brands.at.timeZone).toBe('Europe/Berlin');
    expect(brands.ch.timeZone).toBe('Europe/Zurich');
  });

  it('reads DD.MM.YYYY HH:mm:ss in the platform time, summer and winter', () => {
    expect(formatDateTimeAt('2026-07-01T09:05:03.000Z', 'Europe/Berlin')).toBe('01.07.2026 11:05:03');
    expect(formatDateTimeAt('2026-11-22T23:15:00.000Z', 'Europe/Zurich')).toBe('23.11.2026 00:15:00');
  });
});
