import type { Schemas } from '@fuelmarket/api-client';

const symbols: Readonly<Record<Schemas['UnitCode'], string>> = { lt: 'L', cbm: 'm³' };

/**
 * How a volume unit code of the API reads in the interface: litres as "L", cubic metres as "m³" [K4].
 * The codes themselves (`lt`, `cbm`) are the contract's, never shown.
 */
export function volumeUnitSymbol(code: Schemas['UnitCode']): string {
  return symbols[code];
}
