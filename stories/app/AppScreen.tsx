import { brands, type Brand, type BrandId } from '@fuelmarket/brands';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { RequestHandler } from 'msw';
import { useEffect, useState } from 'react';
import { useStoryNetwork } from '../../.storybook/network';
import { AppProviders } from '../../app/src/shell/AppProviders';
import { createApp } from '../../app/src/composition/createApp';
import { setDayjsLocale } from '../../app/src/shell/i18n/format';

/**
 * The real app at `path` in the brand, its `/api` requests answered by `handlers` (made once, for the
 * brand; the app's test handlers, on the story's msw worker): a screen as a user meets it, with the
 * brand's theme, texts and formats.
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
  const network = useStoryNetwork();
  const [app] = useState(() => {
    const brand = brands[brandId];
    setDayjsLocale(brand.locale);
    network.use(...handlers(brand));
    // The app asks the server for the session only while the browser says someone is signed in.
    document.cookie = 'fm_signed_in=1; path=/';
    return createApp({ brand, history: createMemoryHistory({ initialEntries: [path] }) });
  });
  useEffect(
    () => () => {
      app.timer.stop();
      document.cookie = 'fm_signed_in=; path=/; max-age=0';
    },
    [app],
  );
  return (
    <AppProviders brand={app.brand} queryClient={app.queryClient} timer={app.timer}>
      <RouterProvider router={app.router} />
    </AppProviders>
  );
}
