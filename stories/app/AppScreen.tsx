import { brands, type Brand, type BrandId } from '@fuelmarket/brands';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { RequestHandler } from 'msw';
import { useEffect, useState } from 'react';
import { AppProviders } from '../../app/src/shell/AppProviders';
import { createApp } from '../../app/src/composition/createApp';
import { setDayjsLocale } from '../../app/src/shell/i18n/format';
import { installFakeNetwork } from './fakeNetwork';

/**
 * The real app at `path` in the brand, against the fake network of fakeNetwork.ts answered by `handlers`
 * (made once, for the brand): a screen as a user meets it, with the brand's theme, texts and formats.
 */
export function AppScreen({
  brandId,
  path,
  handlers,
}: {
  brandId: BrandId;
  path: string;
  handlers: (brand: Brand) => RequestHandler[];
}) {
  const [{ app, restore }] = useState(() => {
    const brand = brands[brandId];
    setDayjsLocale(brand.locale);
    const restoreNetwork = installFakeNetwork(handlers(brand));
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
