import { brands, type BrandId } from '@fuelmarket/brands';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AppProviders } from '../../app/src/shell/AppProviders';
import { createApp } from '../../app/src/shell/createApp';
import { setDayjsLocale } from '../../app/src/shell/i18n/format';
import { installFakeNetwork, sellerHandlers } from './fakeNetwork';

/**
 * The real app at `path`, logged in as the demo seller of the brand, against the fake network of
 * fakeNetwork.ts: the seller screens as a user meets them, with the brand's theme, texts and formats.
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
  const [{ app, restore }] = useState(() => {
    const brand = brands[brandId];
    setDayjsLocale(brand.locale);
    const restoreNetwork = installFakeNetwork(sellerHandlers(brand.currency as 'EUR' | 'CHF', { empty }));
    return {
      app: createApp({ brand, history: createMemoryHistory({ initialEntries: [path] }) }),
      restore: restoreNetwork,
    };
  });
  useEffect(
    () => () => {
      app.timer.stop();
      restore();
    },
    [app, restore],
  );
  return (
    <AppProviders brand={app.brand} queryClient={app.queryClient} timer={app.timer}>
      <RouterProvider router={app.router} />
    </AppProviders>
  );
}
