import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../shell/layout/AppShell';
import { NotFoundPage } from '../shell/errors/NotFoundPage';
import { RouteError } from '../shell/errors/RouteError';
import type { RouterContext } from '../shell/context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
});
