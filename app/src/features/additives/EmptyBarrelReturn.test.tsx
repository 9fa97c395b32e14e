import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../test/backend';
import { renderFeature } from '../../test/renderFeature';
import { EmptyBarrelReturn } from './EmptyBarrelReturn';
import { barrelRequest, fakeAdditives, relationship } from '../../test/additivesNetwork';

// Whole-feature renders on 2 shared cores: the first render of a file compiles a lot.
configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

function start(additives: Parameters<typeof fakeAdditives>[1] = {}) {
  const backend = fakeBackend({ type: 'buyer', features: ['productAdditives'] });
  const fake = fakeAdditives(backend, additives);
  const view = renderFeature(<EmptyBarrelReturn />);
  stop = view.stop;
  return { backend, fake, view };
}

const history = () => screen.findByRole('table', { name: 'Letzte Rückgabe-Anfragen' });
const historyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('EmptyBarrelReturn', () => {
  it('[S7] the history shows the last 5 requests, newest first', async () => {
    start({ barrels: [1, 2, 3, 4, 5, 6].map(barrelRequest) });
    const table = await history();
    await waitFor(() => expect(historyRows(table)).toHaveLength(5));
    const numbers = historyRows(table).map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(numbers).toEqual(['6', '5', '4', '3', '2']);
    expect(within(historyRows(table)[0]!).getByText('16.11.2026')).toBeInTheDocument();
  });

  it('[S7] a request names seller, product, unit and number; the history reloads with it', async () => {
    const user = userEvent.setup();
    const { backend } = start({ barrels: [barrelRequest(1)] });
    await history();
    await choose(user, /Verkäufer/, 'Südöl Vertrieb GmbH');
    await choose(user, /Produkt/, 'Fließverbesserer FV 300');
    await user.type(screen.getByRole('textbox', { name: 'Gebindegröße' }), '200');
    await user.type(screen.getByRole('textbox', { name: 'Anzahl leerer Fässer' }), '6');
    await user.click(screen.getByRole('button', { name: 'Rückgabe anfragen' }));
    await waitFor(() =>
      expect(backend.bodies.get('POST /api/empty-barrels')).toEqual([
        { sellerId: 'acc-suedoel', productId: 'add-fliessverbesserer', unit: 200, number: 6 },
      ]),
    );
    const table = await history();
    await waitFor(() => expect(historyRows(table)).toHaveLength(2));
    const posted = backend.calls.indexOf('POST /api/empty-barrels');
    expect(backend.calls.slice(posted + 1)).toContain('GET /api/empty-barrels');
    expect(await screen.findByText('Rückgabe angefragt')).toBeInTheDocument();
  });

  it('after a successful request the form is empty again and shows no field errors', async () => {
    const user = userEvent.setup();
    const { backend } = start();
    await history();
    await choose(user, /Verkäufer/, 'Südöl Vertrieb GmbH');
    await choose(user, /Produkt/, 'AdBlue');
    await user.type(screen.getByRole('textbox', { name: 'Gebindegröße' }), '200');
    await user.type(screen.getByRole('textbox', { name: 'Anzahl leerer Fässer' }), '3');
    await user.click(screen.getByRole('button', { name: 'Rückgabe anfragen' }));
    expect(await screen.findByText('Rückgabe angefragt')).toBeInTheDocument();
    expect(backend.calls).toContain('POST /api/empty-barrels');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Gebindegröße' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Anzahl leerer Fässer' })).toHaveValue('');
    // The history reload after the request must not bring errors back.
    await waitFor(() => expect(backend.calls.filter((c) => c === 'GET /api/empty-barrels')).toHaveLength(2));
    expect(screen.queryAllByText('Pflichtfeld')).toEqual([]);
    expect(screen.getByRole('form', { name: 'Leerfass-Rückgabe' })).toBeInTheDocument();
  });

  it('[E3] offers only sellers with an additives-enabled relationship', async () => {
    const user = userEvent.setup();
    const off = {
      ...relationship(false),
      seller: { id: 'acc-rheintank', name: 'Rheintank Mineralöl KG', status: 'ENABLED' as const },
    };
    start({ relationships: [relationship(true), off] });
    await history();
    await user.click(screen.getByRole('button', { name: /Verkäufer/ }));
    expect(await screen.findByRole('option', { name: 'Südöl Vertrieb GmbH' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Rheintank Mineralöl KG' })).not.toBeInTheDocument();
  });

  it('[V1] refuses an incomplete request and a number above 1000', async () => {
    const user = userEvent.setup();
    const { backend } = start();
    await history();
    await user.type(screen.getByRole('textbox', { name: 'Anzahl leerer Fässer' }), '1001');
    await user.click(screen.getByRole('button', { name: 'Rückgabe anfragen' }));
    expect(await screen.findAllByText('Pflichtfeld')).toHaveLength(3);
    expect(screen.getByText('Bitte eine Anzahl zwischen 1 und 1000 angeben.')).toBeInTheDocument();
    expect(backend.calls).not.toContain('POST /api/empty-barrels');
  });

  it('a failed request keeps the form and says so in German', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fake } = start();
    await history();
    fake.failNext('POST /api/empty-barrels', 503);
    await choose(user, /Verkäufer/, 'Südöl Vertrieb GmbH');
    await choose(user, /Produkt/, 'AdBlue');
    await user.type(screen.getByRole('textbox', { name: 'Gebindegröße' }), '1000');
    await user.type(screen.getByRole('textbox', { name: 'Anzahl leerer Fässer' }), '2');
    await user.click(screen.getByRole('button', { name: 'Rückgabe anfragen' }));
    expect(
      await screen.findByText('Die Rückgabe konnte nicht angefragt werden. Bitte später erneut versuchen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Anzahl leerer Fässer' })).toHaveValue('2');
  });
});
