import type { BrandId } from '@fuelmarket/brands';
import { AppScreen } from './AppScreen';
import { sellerHandlers } from '../../app/src/test/screenNetwork';

/**
 * The real app at `path`, logged in as the demo seller of the brand, against the fake network of
 * app/src/test/screenNetwork.ts: the seller screens as a user meets them, with the brand's theme, texts and formats.
 * `empty`: an account without orders yet.
 */
export function SellerScreen({
  brandId,
  path,
  empty = false,
}: {
  brandId: BrandId;
  path: string;
  empty?: boolean;
}) {
  return (
    <AppScreen
      brandId={brandId}
      path={path}
      handlers={(brand) => sellerHandlers(brand.currency as 'EUR' | 'CHF', { empty })}
    />
  );
}
