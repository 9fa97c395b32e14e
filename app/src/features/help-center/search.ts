import type { Schemas } from '@fuelmarket/api-client';

export type HelpSearchKind = 'terminal' | 'product' | 'additive';

/** One thing the help centre's search found in the platform's master data. */
export interface HelpSearchHit {
  kind: HelpSearchKind;
  id: string;
  name: string;
  /** What else is known: a terminal's city and region, a product's category. */
  details: string[];
}

/** The master data the search runs over (the session's metadata). */
export type HelpSearchData = Pick<Schemas['Metadata'], 'fuels' | 'additives' | 'regions'>;

/** The shortest query that searches. */
export const MIN_QUERY_LENGTH = 2;

/**
 * Lower case without accents and umlaut dots, ß as ss: "heizol" finds "Heizöl", "zurich" "Zürich" and
 * "fliess" "Fließ".
 */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');
}

/**
 * Terminals, products and additives whose name (or city, region, category) contains every word of the
 * query, terminals first, each group by name. Regions are neither shown nor searched where the brand hides
 * them (HIDE_REGION) [B11].
 */
export function searchMasterData(
  data: HelpSearchData,
  query: string,
  { hideRegion }: { hideRegion: boolean },
): HelpSearchHit[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.join(' ').length < MIN_QUERY_LENGTH) return [];
  const candidates: HelpSearchHit[] = [
    ...data.regions.flatMap((region) =>
      region.terminals.map((t) => ({
        kind: 'terminal' as const,
        id: t.id,
        name: t.name,
        details: [t.city, hideRegion ? undefined : region.name].filter((d): d is string => !!d),
      })),
    ),
    ...data.fuels.map((p) => ({ kind: 'product' as const, id: p.id, name: p.name, details: [p.category] })),
    ...data.additives.map((p) => ({ kind: 'additive' as const, id: p.id, name: p.name, details: [] })),
  ];
  const order: Record<HelpSearchKind, number> = { terminal: 0, product: 1, additive: 2 };
  return candidates
    .filter((hit) => {
      const haystack = normalise([hit.name, ...hit.details].join(' '));
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => order[a.kind] - order[b.kind] || a.name.localeCompare(b.name, 'de'));
}
