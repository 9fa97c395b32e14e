import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../test/backend';
import { fakeMarket } from '../../test/marketBackend';
import { renderFeature } from '../../test/renderFeature';
import { fakeFavourites, heizoelNord } from '../../test/favouritesNetwork';
import { FavouritesManager } from './FavouritesManager';

// Whole-feature renders on 2 shared cores: the first render of a file compiles a lot.
configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const buyer = { type: 'buyer' as const, roles: ['MyRelationships_View' as const], termsAccepted: true };
const sellers = [
  { id: 'acc-rheintank', name: 'Rheintank Mineralöl KG' },
  { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
];

function start({
  brand = 'default' as const,
  connected = sellers,
  onApply = vi.fn(),
}: { brand?: 'default' | 'at'; connected?: typeof sellers; onApply?: (id: string) => void } = {}) {
  const backend = fakeBackend(buyer);
  fakeMarket(backend, { sellers: connected });
  const state = fakeFavourites(backend);
  const view = renderFeature(<FavouritesManager onApply={onApply} />, { brand });
  stop = view.stop;
  return { backend, state, view, onApply };
}

/** Structural axe rules (jsdom has no layout, so colour contrast is left to the browser tests). */
async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 3, name });
const next = () => screen.getByRole('button', { name: 'Weiter' });
const back = () => screen.getByRole('button', { name: 'Zurück' });

describe('favourites lists', () => {
  it('lists the account’s lists with their products, regions and sellers', async () => {
    start();
    const row = (await screen.findByRole('cell', { name: 'Heizöl Nord' })).closest('tr')!;
    expect(within(row).getByText('Heizöl EL schwefelarm')).toBeInTheDocument();
    expect(within(row).getByText('Nord')).toBeInTheDocument();
    expect(within(row).getByText('Südöl Vertrieb GmbH')).toBeInTheDocument();
  });

  it('[S2] without a seller connection explains why and offers no wizard', async () => {
    start({ connected: [] });
    expect(await screen.findByText('Favoritenlisten brauchen eine Verkäuferverbindung')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Verkäuferverwaltung' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neue Favoritenliste' })).toBeNull();
  });

  it('[S2] the wizard goes products, regions and terminals, sellers, name; back keeps the choices; it saves the list', async () => {
    const user = userEvent.setup();
    const { backend, state } = start();
    await user.click(await screen.findByRole('button', { name: 'Neue Favoritenliste' }));

    // Step 1: products; no Zurück on the first step.
    await stepHeading('Produkte');
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Diesel B7' }));
    await user.click(next());

    // Step 2: regions and pickup terminals.
    await stepHeading('Regionen und Abholterminals');
    await user.click(screen.getByRole('checkbox', { name: 'Nord' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bremen Hafen (Nord)' }));
    // Back to step 1 and forward again: the choices stay.
    await user.click(back());
    await stepHeading('Produkte');
    expect(screen.getByRole('checkbox', { name: 'Diesel B7' })).toBeChecked();
    await user.click(next());
    await stepHeading('Regionen und Abholterminals');
    expect(screen.getByRole('checkbox', { name: 'Bremen Hafen (Nord)' })).toBeChecked();
    await user.click(next());

    // Step 3: sellers; at least one is needed to go on.
    await stepHeading('Verkäufer');
    await user.click(next());
    expect(await screen.findByText('Bitte wählen Sie mindestens einen Verkäufer.')).toBeInTheDocument();
    await stepHeading('Verkäufer');
    await user.click(screen.getByRole('checkbox', { name: 'Rheintank Mineralöl KG' }));
    await user.click(next());

    // Step 4: the name; Speichern instead of Weiter; a name another list has is refused before sending.
    await stepHeading('Name');
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull();
    const name = screen.getByRole('textbox', { name: /Name der Liste/ });
    await user.type(name, 'heizöl nord');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Eine Favoritenliste mit diesem Namen gibt es schon.'),
    ).toBeInTheDocument();
    expect(backend.calls).not.toContain('POST /api/favourites');
    // A list of that name saved meanwhile elsewhere: the server refuses it, the name says so.
    state.refuseNext([{ path: '/name', code: 'favourite_name_taken', message: 'favourite_name_taken' }]);
    await user.clear(name);
    await user.type(name, 'Diesel Bremen');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Eine Favoritenliste mit diesem Namen gibt es schon.'),
    );
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('cell', { name: 'Diesel Bremen' })).toBeInTheDocument();
    // Focus stays in the view (the dialog keeps working with the keyboard).
    expect(screen.getByRole('button', { name: 'Neue Favoritenliste' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Die Favoritenliste „Diesel Bremen“ ist gespeichert.',
    );
    const sent = {
      name: 'Diesel Bremen',
      products: ['diesel-b7'],
      regions: ['reg-nord'],
      terminals: ['tm-bremen'],
      sellers: ['acc-rheintank'],
    };
    // The refused save and the one that went through, with the same entries.
    expect(backend.bodies.get('POST /api/favourites')).toEqual([sent, sent]);
    expect(state.lists.map((l) => l.name)).toEqual(['Heizöl Nord', 'Diesel Bremen']);
  });

  it('[S2] editing starts from the list’s choices and saves it under its id', async () => {
    const user = userEvent.setup();
    const { backend } = start();
    await user.click(await screen.findByRole('button', { name: 'Favoritenliste „Heizöl Nord“ bearbeiten' }));
    await stepHeading('Produkte');
    expect(screen.getByRole('checkbox', { name: 'Heizöl EL schwefelarm' })).toBeChecked();
    await user.click(next());
    await stepHeading('Regionen und Abholterminals');
    await user.click(next());
    await stepHeading('Verkäufer');
    expect(screen.getByRole('checkbox', { name: 'Südöl Vertrieb GmbH' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Rheintank Mineralöl KG' }));
    await user.click(next());
    await stepHeading('Name');
    expect(screen.getByRole('textbox', { name: /Name der Liste/ })).toHaveValue('Heizöl Nord');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByRole('button', { name: 'Neue Favoritenliste' });
    const { id: _id, ...body } = heizoelNord;
    expect(backend.bodies.get('PUT /api/favourites/fav-1')).toEqual([
      { ...body, sellers: ['acc-suedoel', 'acc-rheintank'] },
    ]);
  });

  it('[S2] deletes a list only after the confirmation', async () => {
    const user = userEvent.setup();
    const { backend } = start();
    await user.click(await screen.findByRole('button', { name: 'Favoritenliste „Heizöl Nord“ löschen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Möchten Sie die Favoritenliste „Heizöl Nord“ wirklich löschen?');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(backend.calls).not.toContain('DELETE /api/favourites/fav-1');
    await user.click(screen.getByRole('button', { name: 'Favoritenliste „Heizöl Nord“ löschen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Sie haben noch keine Favoritenliste.')).toBeInTheDocument();
    expect(backend.calls).toContain('DELETE /api/favourites/fav-1');
  });

  it('[V12] leaving the wizard with unsaved choices asks first', async () => {
    const user = userEvent.setup();
    const { backend } = start();
    await user.click(await screen.findByRole('button', { name: 'Neue Favoritenliste' }));
    await stepHeading('Produkte');
    // Untouched: Abbrechen leaves at once.
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await user.click(await screen.findByRole('button', { name: 'Neue Favoritenliste' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Diesel B7' }));
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    await user.click(within(ask).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByRole('checkbox', { name: 'Diesel B7' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' })).getByRole('button', {
        name: 'Verwerfen',
      }),
    );
    expect(await screen.findByRole('cell', { name: 'Heizöl Nord' })).toBeInTheDocument();
    expect(backend.calls).not.toContain('POST /api/favourites');
  });

  it('applies a list on the market', async () => {
    const user = userEvent.setup();
    const { onApply } = start();
    await user.click(
      await screen.findByRole('button', {
        name: 'Favoritenliste „Heizöl Nord“ auf dem Handelsplatz anwenden',
      }),
    );
    expect(onApply).toHaveBeenCalledWith('fav-1');
  });

  it('[B11] where the brand hides regions (Austria) step 2 offers terminals only', async () => {
    const user = userEvent.setup();
    start({ brand: 'at' });
    await user.click(await screen.findByRole('button', { name: 'Neue Favoritenliste' }));
    await stepHeading('Produkte');
    await user.click(next());
    await stepHeading('Abholterminals');
    expect(screen.queryByRole('group', { name: 'Regionen' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Bremen Hafen' })).toBeInTheDocument();
    expect(screen.queryByText(/Nord/)).toBeNull();
  });

  it('has no accessibility violations in the list and the wizard', async () => {
    const user = userEvent.setup();
    start();
    await screen.findByRole('cell', { name: 'Heizöl Nord' });
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Neue Favoritenliste' }));
    await stepHeading('Produkte');
    expect(await violations()).toEqual([]);
  });
});
