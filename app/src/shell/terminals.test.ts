import { brands } from '@fuelmarket/brands';
import { describe, expect, it } from 'vitest';
import { relationshipMasterData } from '../test/relationshipFixtures';
import { terminalChoices } from './terminals';

const { regions } = relationshipMasterData;

describe('[B11] terminal lists per brand (HIDE_REGION)', () => {
  it('[B11] only the Austrian brand hides regions', () => {
    for (const brand of Object.values(brands)) expect(brand.flags.HIDE_REGION).toBe(brand.id === 'at');
  });

  it('[B11] with regions shown, terminals come region by region, each with its region', () => {
    expect(terminalChoices(regions, { hideRegion: brands.default.flags.HIDE_REGION })).toEqual([
      { id: 'tm-hamburg', name: 'Hamburg Blumensand', region: 'Nord' },
      { id: 'tm-bremen', name: 'Bremen Industriehafen', region: 'Nord' },
      { id: 'tm-karlsruhe', name: 'Karlsruhe Rheinhafen', region: 'Süd' },
    ]);
  });

  it('[B11] with regions hidden, terminals are one list by name without any region', () => {
    expect(terminalChoices(regions, { hideRegion: brands.at.flags.HIDE_REGION })).toEqual([
      { id: 'tm-bremen', name: 'Bremen Industriehafen', region: null },
      { id: 'tm-hamburg', name: 'Hamburg Blumensand', region: null },
      { id: 'tm-karlsruhe', name: 'Karlsruhe Rheinhafen', region: null },
    ]);
  });
});
