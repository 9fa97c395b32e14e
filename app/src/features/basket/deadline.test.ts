import { describe, expect, it } from 'vitest';
import { deadlinePhase, RESERVATION_WARNING_MS } from './deadline';

describe('reservation deadline', () => {
  it('[BK1] warns at least 20 s before the reservation ends (WCAG 2.2.1), then expires', () => {
    expect(RESERVATION_WARNING_MS).toBeGreaterThanOrEqual(20_000);
    const end = 1_000_000;
    expect(deadlinePhase(null, end)).toBe('none');
    expect(deadlinePhase(end, end - RESERVATION_WARNING_MS - 1)).toBe('running');
    expect(deadlinePhase(end, end - 20_000)).toBe('warning');
    expect(deadlinePhase(end, end - 1)).toBe('warning');
    expect(deadlinePhase(end, end)).toBe('expired');
  });
});
