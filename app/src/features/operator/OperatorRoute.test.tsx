import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend } from '../../test/backend';
import { renderApp } from '../../test/renderApp';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

function start(path: string) {
  const view = renderApp(path);
  stop = () => view.app.timer.stop();
  return view;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const pathOf = (view: ReturnType<typeof renderApp>) => view.app.router.state.location.pathname;
/** The header loads in its own chunk, after the page. */
const menu = () => screen.findByRole('navigation', { name: 'Hauptnavigation' }, { timeout: 5000 });
const operatorCalls = (calls: string[]) => calls.filter((c) => c.includes('/api/operator/'));

describe("/betreiber is the platform staff's only: the operator and admin staff [P5]", () => {
  it.each(['buyer', 'seller'] as const)(
    '[P5][G3] a %s who opens /betreiber stays on the previous path; the console asks the server nothing',
    async (type) => {
      const backend = fakeBackend({ type, roles: ['MyRelationships_View'], features: ['triggers'] });
      const view = start('/orders');
      await heading('Bestellungen');
      await view.app.router.navigate({ to: '/betreiber' });
      await waitFor(() => expect(pathOf(view)).toBe('/orders'));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bestellungen');
      expect(screen.queryByRole('heading', { name: 'Betreiber-Konsole' })).toBeNull();
      expect(operatorCalls(backend.calls)).toEqual([]);
    },
  );

  it.each(['buyer', 'seller'] as const)(
    '[P5][G3] a team admin of a %s account, loading /betreiber directly, lands on the dashboard',
    async (type) => {
      const backend = fakeBackend({ type, admin: true, roles: ['MyRelationships_View'] });
      const view = start('/betreiber');
      await heading('Dashboard');
      expect(pathOf(view)).toBe('/');
      expect(operatorCalls(backend.calls)).toEqual([]);
    },
  );

  it('[P5][BL1] admin staff (an admin account, not the platform operator) loading /betreiber directly get the console', async () => {
    const backend = fakeBackend({ type: 'admin', admin: true, platformOperator: false });
    const view = start('/betreiber');
    await heading('Betreiber-Konsole');
    expect(pathOf(view)).toBe('/betreiber');
    await waitFor(() => expect(backend.calls).toContain('GET /api/operator/accounts'));
  });

  it.each(['buyer', 'seller'] as const)(
    '[P5] a user of account type %s who is not the platform operator has no "Betreiber-Konsole" in the menu',
    async (type) => {
      fakeBackend({ type, roles: ['MyRelationships_View', 'ChildAccounts_View'], features: ['triggers'] });
      start('/');
      await heading('Dashboard');
      const nav = await menu();
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'Betreiber-Konsole' })).toBeNull();
    },
  );

  it('[P5][BL1] admin staff find "Betreiber-Konsole" in the menu and it opens the console', async () => {
    const backend = fakeBackend({ type: 'admin', platformOperator: false });
    const view = start('/');
    await heading('Dashboard');
    const nav = await menu();
    await userEvent.click(within(nav).getByRole('link', { name: 'Betreiber-Konsole' }));
    await heading('Betreiber-Konsole');
    expect(pathOf(view)).toBe('/betreiber');
    await waitFor(() => expect(backend.calls).toContain('GET /api/operator/accounts'));
  });

  it('[P5] the platform operator finds "Betreiber-Konsole" in the menu and it opens the console', async () => {
    const backend = fakeBackend({ type: 'admin', platformOperator: true });
    const view = start('/');
    await heading('Dashboard');
    const nav = await menu();
    await userEvent.click(within(nav).getByRole('link', { name: 'Betreiber-Konsole' }));
    await heading('Betreiber-Konsole');
    expect(pathOf(view)).toBe('/betreiber');
    expect(document.title).toMatch(/^Betreiber-Konsole – /);
    await waitFor(() => expect(backend.calls).toContain('GET /api/operator/accounts'));
    expect(within(nav).getByRole('link', { name: 'Betreiber-Konsole' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
