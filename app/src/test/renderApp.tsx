import { brands, type BrandId } from '@fuelmarket/brands';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { AppProviders } from '../shell/AppProviders';
import { createApp } from '../shell/createApp';

/** Renders the whole app (router, guards, layouts) at `path`; the network is the test's `fakeBackend`. */
export function renderApp(path: string, { brand = 'default' }: { brand?: BrandId } = {}) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const app = createApp({ brand: brands[brand], history });
  const view = render(
    <AppProviders brand={app.brand} queryClient={app.queryClient} timer={app.timer}>
      <RouterProvider router={app.router} />
    </AppProviders>,
  );
  return { ...view, app, history };
}
