/** Master-data rows as the contract spells them (MasterProduct, MasterRegion, MasterTerminal). */
import type { components } from '@fuelmarket/api-client';
import type { ProductRow, RegionRow, TerminalRow } from './repository.js';

type S = components['schemas'];

export const toMasterProduct = (p: ProductRow): S['MasterProduct'] => ({
  id: p.id,
  name: p.name,
  type: p.type,
  category: p.category as S['ProductCategory'],
  sortOrder: p.sort_order,
  density: p.density,
  version: p.version,
  inUse: p.in_use,
});

export const toMasterTerminal = (t: TerminalRow): S['MasterTerminal'] => ({
  id: t.id,
  name: t.name,
  city: t.city,
  country: t.country as S['CountryCode'],
  regionId: t.region_id,
  version: t.version,
  inUse: t.in_use,
});

/** A region with its terminals (the caller passes all terminals of the platform, or the region's). */
export const toMasterRegion = (r: RegionRow, terminals: readonly TerminalRow[]): S['MasterRegion'] => ({
  id: r.id,
  name: r.name,
  sort: r.sort,
  version: r.version,
  inUse: r.in_use,
  terminals: terminals.filter((t) => t.region_id === r.id).map(toMasterTerminal),
});
