import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../features/layout/AppShell';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RouteError } from '../features/errors/RouteError';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
});
