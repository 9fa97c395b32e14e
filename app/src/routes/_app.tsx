import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router';
import { decideAccess, needsTermsCheck, stayTarget } from '../shell/session';
import { toAccessUser } from '../shell/session';

/**
 * Every login-required route sits under this pathless layout; its `beforeLoad` is the navigation guard
 * of spec §2, the decisions themselves are the pure functions of `shell/session/guards.ts`.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context: { session, brand }, location }) => {
    const user = await session.ensureUser();
    const access = user ? toAccessUser(session.store.getSnapshot()) : null;
    const termsAccepted =
      access && needsTermsCheck(access, brand.flags) ? await session.ensureTermsAccepted() : true;
    const decision = decideAccess({
      pathname: location.pathname,
      user: access,
      termsAccepted,
      flags: brand.flags,
    });
    switch (decision.type) {
      case 'allow':
        return;
      case 'login':
        throw redirect({ to: '/login' });
      case 'terms':
        throw redirect({ to: '/agb' });
      // Landing on the dashboard instead of the screen asked for, the user is told why [G6].
      case 'home':
        throw redirect({ to: '/', state: { unavailablePath: location.pathname } });
      case 'stay': {
        const href = stayTarget(session.previousHref(), location.pathname);
        const state = href === '/' ? { unavailablePath: location.pathname } : undefined;
        throw redirect({ href, replace: true, state });
      }
      case 'notFound':
        throw notFound();
    }
  },
  component: Outlet,
});
