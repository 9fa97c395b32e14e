import { useEffect, useState } from 'react';
import { loadMaps, type MapsApi } from '../../shell/thirdParty';
import type { AddressValues } from './addressForm';

/** Whether a maps key is configured: only then does the address form offer the search. */
export function mapsKeyConfigured(): boolean {
  return Boolean(import.meta.env.VITE_MAPS_API_KEY);
}

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

/** The form fields a place's address components fill (street with number, zip code, city, country). */
export function addressFromComponents(
  components: readonly AddressComponent[],
): Partial<Pick<AddressValues, 'street' | 'zipCode' | 'city' | 'country'>> {
  const of = (type: string, short = false) => {
    const c = components.find((x) => x.types.includes(type));
    return c ? (short ? c.short_name : c.long_name) : '';
  };
  const route = of('route');
  const number = of('street_number');
  const city = of('locality') || of('postal_town') || of('administrative_area_level_3');
  const out: Partial<Pick<AddressValues, 'street' | 'zipCode' | 'city' | 'country'>> = {};
  if (route) out.street = number ? `${route} ${number}` : route;
  if (of('postal_code')) out.zipCode = of('postal_code');
  if (city) out.city = city;
  if (of('country', true)) out.country = of('country', true);
  return out;
}

export interface Suggestion {
  id: string;
  label: string;
}

/** The part of the places library the search uses. */
interface PlacesLibrary {
  AutocompleteService: new () => {
    getPlacePredictions(request: {
      input: string;
      types?: string[];
      componentRestrictions?: { country: string[] };
    }): Promise<{ predictions: { place_id: string; description: string }[] }>;
  };
  PlacesService: new (node: HTMLElement) => {
    getDetails(
      request: { placeId: string; fields: string[] },
      callback: (place: { address_components?: AddressComponent[] } | null, status: string) => void,
    ): void;
  };
}

export interface AddressSearch {
  suggest(input: string): Promise<Suggestion[]>;
  resolve(id: string): Promise<Partial<AddressValues>>;
}

/** A search over the maps service's places library, for the given countries (ISO codes). */
export function placesSearch(maps: MapsApi, countries: readonly string[]): AddressSearch | null {
  const places = maps.places as PlacesLibrary | undefined;
  if (!places?.AutocompleteService || !places.PlacesService) return null;
  const autocomplete = new places.AutocompleteService();
  const details = new places.PlacesService(document.createElement('div'));
  return {
    async suggest(input) {
      if (input.trim().length < 3) return [];
      const { predictions } = await autocomplete.getPlacePredictions({
        input,
        types: ['address'],
        componentRestrictions: { country: countries.map((c) => c.toLowerCase()) },
      });
      return predictions.map((p) => ({ id: p.place_id, label: p.description }));
    },
    resolve(id) {
      return new Promise((resolve) => {
        details.getDetails({ placeId: id, fields: ['address_components'] }, (place) =>
          resolve(addressFromComponents(place?.address_components ?? [])),
        );
      });
    },
  };
}

/**
 * The address search where a maps key is configured and the maps service loads; null otherwise (the
 * plain fields are the whole form then).
 */
export function useAddressSearch(countries: readonly string[]): AddressSearch | null {
  const [search, setSearch] = useState<AddressSearch | null>(null);
  const key = countries.join(',');
  useEffect(() => {
    if (!mapsKeyConfigured()) return;
    let live = true;
    void loadMaps().then((maps) => {
      if (live && maps) setSearch(placesSearch(maps, key.split(',')));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return search;
}
