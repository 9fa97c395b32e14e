import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { toAccessUser, useSessionState } from '../session';
import { useAppContext } from '../context';
import { ComplexLayout } from './ComplexLayout';
import { documentTitle, resolveRouteMeta } from './routeMeta';
import { SimpleLayout } from './SimpleLayout';

/** The root route's component: picks the route's layout and sets the page title [L1][G5]. */
export function AppShell() {
  const matches = useMatches();
  const intl = useIntl();
  const { brand } = useAppContext();
  const meta = resolveRouteMeta(matches, toAccessUser(useSessionState()));
  const title = documentTitle(meta.title ? intl.formatMessage(meta.title) : undefined, brand.displayName);
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (meta.layout === 'simple') {
    return (
      <SimpleLayout>
        <Outlet />
      </SimpleLayout>
    );
  }
  return (
    <ComplexLayout fullWidth={meta.fullWidth}>
      <Outlet />
    </ComplexLayout>
  );
}
