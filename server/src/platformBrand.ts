/** The brand (currency, flags) of a platform: each platform is one brand's deployment. */
import { brands, isBrandId, type Brand } from '@fuelmarket/brands';

export function brandOfPlatform(platform: string): Brand {
  const brand = isBrandId(platform) ? brands[platform] : undefined;
  if (!brand) throw new Error(`No brand for platform ${platform}`);
  return brand;
}
