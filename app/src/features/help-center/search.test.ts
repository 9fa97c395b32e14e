import { describe, expect, it } from 'vitest';
import { relationshipMasterData } from '../../test/relationshipFixtures';
import { normalise, searchMasterData } from './search';

const data = {
  ...relationshipMasterData,
  additives: [
    ...relationshipMasterData.additives,
    {
      id: 'add-fv300',
      name: 'Fließverbesserer FV 300',
      type: 'additive' as const,
      category: 'Additiv',
      sortOrder: 100,
      density: '0.8900',
    },
  ],
};

describe('help centre search', () => {
  it('[S5] ignores case, accents, umlauts and ß', () => {
    expect(normalise('Heizöl Zürich Genève Fließ')).toBe('heizol zurich geneve fliess');
    const names = (q: string) => searchMasterData(data, q, { hideRegion: false }).map((h) => h.name);
    expect(names('HEIZOEL')).toEqual([]);
    expect(names('heizol')).toEqual(['Heizöl EL schwefelarm']);
    expect(names('fliess')).toEqual(['Fliessverbesserer', 'Fließverbesserer FV 300']);
  });

  it('[S5] every word must match; terminals come first, then products, then additives', () => {
    const hits = searchMasterData(data, 'nord hamburg', { hideRegion: false });
    expect(hits).toEqual([
      { kind: 'terminal', id: 'tm-hamburg', name: 'Hamburg Blumensand', details: ['Nord'] },
    ]);
    const mixed = searchMasterData(data, 'e', { hideRegion: false });
    expect(mixed).toEqual([]);
    const kinds = searchMasterData(data, 'er', { hideRegion: false }).map((h) => h.kind);
    expect(kinds).toEqual(
      [...kinds].sort(
        (a, b) =>
          ['terminal', 'product', 'additive'].indexOf(a) - ['terminal', 'product', 'additive'].indexOf(b),
      ),
    );
    expect(kinds).toContain('additive');
  });

  it('[B11] with hidden regions a region name finds nothing and is not shown', () => {
    expect(searchMasterData(data, 'Süd', { hideRegion: true })).toEqual([]);
    expect(searchMasterData(data, 'Hamburg', { hideRegion: true })[0]!.details).toEqual([]);
  });
});
