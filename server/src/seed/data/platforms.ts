/** The platforms: one per brand of `@fuelmarket/brands`. */
import { brandIds, brandsRequiringTerms, currencyByBrand, type BrandId } from '@fuelmarket/brands';

/** Per brand: the platform's name and VAT; currency and the terms rule come from the brand itself. */
const platformData: Record<BrandId, { name: string; vat: string }> = {
  default: { name: 'fuelmarket', vat: '19.00' },
  ch: { name: 'fuelmarket Schweiz', vat: '8.10' },
  at: { name: 'fuelmarket Österreich', vat: '20.00' },
};

/** One platform per brand of `@fuelmarket/brands`. */
export const platforms = brandIds.map((id) => ({
  id,
  ...platformData[id],
  currency: currencyByBrand[id],
  terms: brandsRequiringTerms.includes(id),
}));
