import { describe, expect, it, vi } from 'vitest';
import { addressFromComponents, placesSearch } from './addressSearch';

const components = [
  { long_name: '112', short_name: '112', types: ['street_number'] },
  { long_name: 'Billstraße', short_name: 'Billstraße', types: ['route'] },
  { long_name: 'Hamburg', short_name: 'HH', types: ['locality', 'political'] },
  { long_name: 'Deutschland', short_name: 'DE', types: ['country', 'political'] },
  { long_name: '20539', short_name: '20539', types: ['postal_code'] },
];

describe('address search', () => {
  it('fills street with number, zip code, city and country from a place', () => {
    expect(addressFromComponents(components)).toEqual({
      street: 'Billstraße 112',
      zipCode: '20539',
      city: 'Hamburg',
      country: 'DE',
    });
  });

  it('leaves out what a place does not name', () => {
    expect(addressFromComponents(components.slice(1, 2))).toEqual({ street: 'Billstraße' });
  });

  it('asks the places library for addresses in the given countries, from three characters on', async () => {
    const getPlacePredictions = vi.fn().mockResolvedValue({
      predictions: [{ place_id: 'p1', description: 'Billstraße 112, Hamburg' }],
    });
    const getDetails = vi.fn((_request: unknown, callback: (p: unknown) => void) =>
      callback({ address_components: components }),
    );
    const search = placesSearch(
      {
        places: {
          AutocompleteService: class {
            getPlacePredictions = getPlacePredictions;
          },
          PlacesService: class {
            getDetails = getDetails;
          },
        },
      },
      ['DE', 'AT'],
    )!;
    expect(await search.suggest('Bi')).toEqual([]);
    expect(await search.suggest('Billstr')).toEqual([{ id: 'p1', label: 'Billstraße 112, Hamburg' }]);
    expect(getPlacePredictions).toHaveBeenCalledWith({
      input: 'Billstr',
      types: ['address'],
      componentRestrictions: { country: ['de', 'at'] },
    });
    expect(await search.resolve('p1')).toMatchObject({ street: 'Billstraße 112', zipCode: '20539' });
  });

  it('is not offered without the places library', () => {
    expect(placesSearch({}, ['DE'])).toBeNull();
  });
});
