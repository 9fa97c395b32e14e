import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend } from '../../test/backend';
import { fakeMarket } from '../../test/marketBackend';
import { renderApp } from '../../test/renderApp';
import { fakeFavourites } from '../../test/favouritesNetwork';

// Whole-app renders on a shared 2-core machine: give findBy* more than the default second.
configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const buyer = {
  type: 'buyer' as const,
  roles: ['MyOffers_Purchase' as const, 'MyRelationships_View' as const],
};
const offersCalls = (calls: string[]) => calls.filter((c) => c.startsWith('GET /api/v2/offers'));

describe('favourites on the market', () => {
  it('[S2] a list saved from the market is offered by its favourites filter, and applying it filters the market', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(buyer);
    fakeMarket(backend);
    fakeFavourites(backend, []);
    const view = renderApp('/handelsplatz');
    stop = () => view.app.timer.stop();
    await within(await screen.findByRole('table', { name: 'Kraftstoffangebote' })).findByText('Heizöl EL 1');

    await user.click(screen.getByRole('button', { name: 'Favoriten verwalten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Favoritenlisten' });
    await user.click(within(dialog).getByRole('button', { name: 'Neue Favoritenliste' }));
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Südöl Vertrieb GmbH' }));
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name der Liste/ }), 'Nur Südöl');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await within(dialog).findByRole('cell', { name: 'Nur Südöl' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const filters = screen.getByRole('group', { name: 'Angebote filtern' });
    await user.click(within(filters).getByRole('button', { name: /Favoritenliste/ }));
    await user.click(await screen.findByRole('option', { name: 'Nur Südöl' }));
    await waitFor(() => expect(view.app.router.state.location.search).toEqual({ list: 'fav-new-1' }));
    await waitFor(() =>
      expect(offersCalls(backend.calls).at(-1)).toBe(
        'GET /api/v2/offers?pageNumber=1&pageLimit=100&favouritesListId=fav-new-1',
      ),
    );
  });

  it('"Anwenden" in the dialog applies a list and closes the dialog', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(buyer);
    fakeMarket(backend);
    fakeFavourites(backend);
    const view = renderApp('/handelsplatz');
    stop = () => view.app.timer.stop();
    await user.click(await screen.findByRole('button', { name: 'Favoriten verwalten' }));
    await user.click(
      await screen.findByRole('button', {
        name: 'Favoritenliste „Heizöl Nord“ auf dem Handelsplatz anwenden',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(view.app.router.state.location.search).toEqual({ list: 'fav-1' }));
    await waitFor(() =>
      expect(offersCalls(backend.calls).at(-1)).toBe(
        'GET /api/v2/offers?pageNumber=1&pageLimit=100&favouritesListId=fav-1',
      ),
    );
  });
});
