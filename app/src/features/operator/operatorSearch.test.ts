import { describe, expect, it } from 'vitest';
import { operatorSearchSchema } from './operatorSearch';
import { withSearchChange } from './searchChange';
import { blockBody } from './BlockDialog';

describe('the console in the URL', () => {
  it('keeps the search, the open account and the view; drops what is broken', () => {
    expect(operatorSearchSchema.parse({ q: ' nord ', account: 'acc-nordheiz', tab: 'audit' })).toEqual({
      q: 'nord',
      account: 'acc-nordheiz',
      tab: 'audit',
    });
    // The router reads `q=2026` as a number.
    expect(operatorSearchSchema.parse({ q: 2026 })).toEqual({ q: '2026' });
    expect(operatorSearchSchema.parse({ q: 'x'.repeat(101), tab: 'geheim', account: '' })).toEqual({
      q: undefined,
      account: undefined,
      tab: undefined,
    });
  });

  it('a change leaves unset values out of the URL', () => {
    expect(withSearchChange({ q: 'nord', account: 'acc-1' }, { q: '', tab: 'audit' })).toEqual({
      account: 'acc-1',
      tab: 'audit',
    });
  });
});

describe('[BL1] the block request', () => {
  it('sends the trimmed reason, or none', () => {
    expect(blockBody(true, '  Zahlungsverzug ')).toEqual({ blocked: true, reason: 'Zahlungsverzug' });
    expect(blockBody(false, '   ')).toEqual({ blocked: false });
  });
});
