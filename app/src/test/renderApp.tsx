import { brands, type Brand, type BrandId } from '@fuelmarket/brands';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { AppProviders } from '../shell/AppProviders';
import { createApp } from '../composition/createApp';

/**
 * Renders the whole app (router, guards, layouts) at `path`; the network is the test's `fakeBackend`.
 * `brand` is a brand id or a whole brand (e.g. with deployment flags applied by `getBrand`).
 */
export function renderApp(path: string, { brand = 'default' }: { brand?: BrandId | Brand } = {}) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const app = createApp({ brand: typeof brand === 'string' ? brands[brand] : brand, history });
  const view = render(
    <AppProviders brand={app.brand} queryClient={app.queryClient} timer={app.timer}>
      <RouterProvider router={app.router} />
    </AppProviders>,
  );
  return { ...view, app, history };
}
