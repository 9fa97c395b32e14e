import { brands, type BrandId } from '@fuelmarket/brands';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../shell/AppProviders';
import type { RouterContext } from '../shell/context';
import { createApp } from '../composition/createApp';

/**
 * Renders a feature's components on a one-page demo route with the app's real session, query cache,
 * providers and router context (as a route under `/_app` would get them): the session is checked first
 * (user, metadata, relationships from the test's `fakeBackend`), then `children` show. For components
 * that are not mounted on a route yet; the network is the test's `fakeBackend`.
 */
export function renderFeature(children: ReactNode, { brand = 'default' }: { brand?: BrandId } = {}) {
  const app = createApp({ brand: brands[brand], history: createMemoryHistory({ initialEntries: ['/'] }) });
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const demo = createRoute({
    getParentRoute: () => root,
    path: '/',
    beforeLoad: async ({ context }) => {
      await context.session.ensureUser();
    },
    component: () => <main>{children}</main>,
  });
  const router = createRouter({
    routeTree: root.addChildren([demo]),
    context: {
      queryClient: app.queryClient,
      session: app.session,
      brand: app.brand,
      extensions: app.extensions,
    },
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(
    <AppProviders brand={app.brand} queryClient={app.queryClient} timer={app.timer}>
      {/* The demo router is not the registered app router; its context has the same shape. */}
      <RouterProvider router={router as never} />
    </AppProviders>,
  );
  return { ...view, app, router, stop: () => app.timer.stop() };
}
