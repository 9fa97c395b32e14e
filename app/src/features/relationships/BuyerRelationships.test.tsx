import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { paths } from '@fuelmarket/api-client';
import { createOpenApiHttp } from 'openapi-msw';
import { fakeBackend, network, type FakeAccount } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import { fakeRelationship } from '../../test/relationshipFixtures';

const http = createOpenApiHttp<paths>();

const party = (id: string, name: string) => ({ id, name });
const rheintank = party('acc-rheintank', 'Rheintank Mineralöl KG');
const altbrand = party('acc-altbrand', 'Altbrand Energie GmbH');
const hansetank = party('acc-hansetank', 'Hansetank GmbH');
const mosel = party('acc-moselenergie', 'Moselenergie AG');
const nordtank = party('acc-nordtank', 'Nordtank Energie GmbH');
const westoel = party('acc-westoel', 'Westöl AG');

/** The demo buyer's sellers in every state (RS1) and both sides' statuses (E3). */
const sellers = () => [
  fakeRelationship('buyer', {
    state: 'RELEASED',
    additivesActive: true,
    other: {
      id: 'acc-suedoel',
      name: 'Südöl Vertrieb GmbH',
      status: 'ENABLED',
      additivesEnabled: true,
    },
    message: 'Willkommen! Die Konditionen haben wir Ihnen per E-Mail gesendet.',
  }),
  fakeRelationship('buyer', {
    seller: rheintank,
    state: 'REQUESTED',
    otherStatus: 'NEW',
    message: 'Wir möchten gern Heizöl in Duisburg abholen.',
  }),
  fakeRelationship('buyer', { seller: altbrand, state: 'DECLINED', otherStatus: 'DISABLED' }),
  // Additives are switched on at the seller, but its status is NEW: not active [E3].
  {
    ...fakeRelationship('buyer', { seller: hansetank, state: 'IN_REVIEW', otherStatus: 'NEW' }),
    other: { ...hansetank, status: 'NEW' as const, additivesEnabled: true },
  },
  fakeRelationship('buyer', { seller: mosel, state: 'CANCELLED', otherStatus: 'DISABLED' }),
];

function buyer(account: Partial<FakeAccount> = {}) {
  return fakeBackend({
    type: 'buyer',
    roles: ['MyRelationships_View'],
    features: ['productAdditives'],
    relationships: sellers(),
    sellers: [
      { ...party('acc-suedoel', 'Südöl Vertrieb GmbH'), city: 'Karlsruhe' },
      { ...rheintank, city: 'Duisburg' },
      { ...altbrand, city: 'Hannover' },
      { ...hansetank, city: 'Hamburg' },
      { ...mosel, city: 'Trier' },
      { ...nordtank, city: 'Kiel' },
      { ...westoel, city: 'Dortmund' },
    ],
    ...account,
  });
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
});

function open(path = '/verkaufer-management') {
  const view = renderApp(path);
  stop = () => view.app.timer.stop();
  return view;
}

const table = () => screen.findByRole('table', { name: 'Ihre Verkäufer' }, { timeout: 5000 });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const cells = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('/verkaufer-management', () => {
  it('[E3] lists the sellers: NEW counts as new, additives as the server derives them, the last message', async () => {
    buyer();
    open();
    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Verkäufer-Management' })).toBeInTheDocument();
    expect(screen.getByText('5 Verbindungen')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Verkäufer',
      'Status',
      'Additive',
      'Kreditlimit',
      'Angefragt am',
      'Letzte Nachricht',
      'Aktionen',
    ]);
    expect(cells('Südöl')).toEqual([
      'Südöl Vertrieb GmbH',
      'Freigegeben',
      'Aktiv',
      'Anzeigen',
      '02.11.2026',
      'Willkommen! Die Konditionen haben wir Ihnen per E-Mail gesendet.',
      'Verbindung beenden',
    ]);
    expect(cells('Rheintank')).toEqual([
      'Rheintank Mineralöl KG Neu',
      'Angefragt',
      'Nicht aktiv',
      '–',
      '02.11.2026',
      'Wir möchten gern Heizöl in Duisburg abholen.',
      'Anfrage zurückziehen',
    ]);
    // The seller has additives on, but its NEW status keeps them off.
    expect(cells('Hansetank').slice(0, 3)).toEqual(['Hansetank GmbH Neu', 'In Prüfung', 'Nicht aktiv']);
    expect(within(rowOf('Altbrand')).queryByText('Neu')).toBeNull();
    expect(within(rowOf('Südöl')).queryByText('Neu')).toBeNull();
  });

  it('without the feature productAdditives there is no additives column', async () => {
    buyer({ features: [] });
    open();
    await table();
    expect(screen.queryByRole('columnheader', { name: 'Additive' })).toBeNull();
  });

  it('[RS1] a declined or cancelled relationship is not requested again: no action, and not offered in the request', async () => {
    const user = userEvent.setup();
    const backend = buyer();
    open();
    await table();
    for (const name of ['Altbrand', 'Moselenergie']) {
      expect(within(rowOf(name)).queryAllByRole('button')).toEqual([]);
      expect(rowOf(name)).toHaveTextContent('Nur der Verkäufer kann die Verbindung wieder einrichten.');
    }
    // Even where the server's list still holds them (it may be older than the relationships).
    network.use(
      http.get('/api/relationships/sellers', ({ response }) =>
        response(200).json(backend.server.account!.sellers!),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Verkäufer anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verkäufer anfragen' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Verkäufer/ })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: /Verkäufer/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    // Only the sellers without any relationship, with their city.
    expect(options).toEqual(['Nordtank Energie GmbH (Kiel)', 'Westöl AG (Dortmund)']);
  });

  it('[RS1] requesting a seller: the seller is required, the message optional; the request shows as new', async () => {
    const user = userEvent.setup();
    const backend = buyer();
    open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Verkäufer anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verkäufer anfragen' });
    await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(dialog).findByText('Bitte wählen Sie einen Verkäufer.')).toBeInTheDocument();
    expect(backend.calls).not.toContain('POST /api/relationships');

    await user.click(within(dialog).getByRole('button', { name: /Verkäufer/ }));
    await user.click(await screen.findByRole('option', { name: 'Westöl AG (Dortmund)' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nachricht an den Verkäufer (optional)' }),
      'Wir holen Diesel in Karlsruhe ab.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText('Ihre Anfrage an Westöl AG ist gesendet.')).toBeInTheDocument();
    expect(backend.bodies.get('POST /api/relationships')).toEqual([
      { sellerId: 'acc-westoel', message: 'Wir holen Diesel in Karlsruhe ab.' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(cells('Westöl').slice(0, 2)).toEqual(['Westöl AG Neu', 'Angefragt']));
  });

  it('a refused request keeps the seller and the message', async () => {
    const user = userEvent.setup();
    const backend = buyer();
    backend.failNext('POST /api/relationships', 503);
    open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Verkäufer anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verkäufer anfragen' });
    await user.click(within(dialog).getByRole('button', { name: /Verkäufer/ }));
    await user.click(await screen.findByRole('option', { name: 'Nordtank Energie GmbH (Kiel)' }));
    const message = within(dialog).getByRole('textbox', { name: /Nachricht/ });
    await user.type(message, 'Guten Tag');
    await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(
      await within(dialog).findByText(
        'Die Anfrage konnte nicht gesendet werden (Status 503). Ihre Eingaben bleiben erhalten.',
      ),
    ).toBeInTheDocument();
    expect(message).toHaveValue('Guten Tag');
    expect(within(dialog).getByRole('button', { name: /Verkäufer/ })).toHaveTextContent(
      'Nordtank Energie GmbH',
    );
    // Sent again as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(
      await screen.findByText('Ihre Anfrage an Nordtank Energie GmbH ist gesendet.'),
    ).toBeInTheDocument();
    expect(backend.bodies.get('POST /api/relationships')).toHaveLength(2);
  });

  it('the sellers to request that fail to load say so and load again on request', async () => {
    const user = userEvent.setup();
    const backend = buyer();
    backend.failNext('GET /api/relationships/sellers', 503);
    backend.failNext('GET /api/relationships/sellers', 503);
    open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Verkäufer anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verkäufer anfragen' });
    expect(
      await within(dialog).findByText(
        'Die Verkäufer konnten nicht geladen werden (Status 503).',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Verkäufer/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Erneut laden' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Verkäufer/ })).toBeEnabled());
  });

  it('[RS1] cancelling a request asks first; afterwards it has ended and cannot be requested again', async () => {
    const user = userEvent.setup();
    const backend = buyer();
    open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Rheintank Mineralöl KG: Anfrage zurückziehen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Anfrage zurückziehen?' });
    expect(question).toHaveTextContent(
      'Sie können Rheintank Mineralöl KG danach nicht erneut anfragen: nur der Verkäufer kann die Verbindung wieder einrichten.',
    );
    // Cancelling the question keeps the request.
    await user.click(within(question).getByRole('button', { name: 'Nicht beenden' }));
    expect(backend.calls.some((c) => c.endsWith('/cancel'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Rheintank Mineralöl KG: Anfrage zurückziehen' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Anfrage zurückziehen' }),
    );
    expect(
      await screen.findByText('Die Verbindung mit Rheintank Mineralöl KG ist jetzt beendet.'),
    ).toBeInTheDocument();
    expect(backend.calls).toContain('POST /api/relationships/rel-acc-nordheiz-acc-rheintank/cancel');
    await waitFor(() => expect(cells('Rheintank')[1]).toBe('Beendet'));
    expect(within(rowOf('Rheintank')).queryAllByRole('button')).toEqual([]);
  });

  it('[RS1] a released relationship is ended with its own question', async () => {
    const user = userEvent.setup();
    const backend = buyer();
    open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Südöl Vertrieb GmbH: Verbindung beenden' }));
    const question = await screen.findByRole('alertdialog', { name: 'Verbindung beenden?' });
    await user.click(within(question).getByRole('button', { name: 'Verbindung beenden' }));
    await waitFor(() => expect(cells('Südöl')[1]).toBe('Beendet'));
    expect(backend.calls).toContain('POST /api/relationships/rel-acc-nordheiz-acc-suedoel/cancel');
  });

  it('a cancellation that fails says so and leaves the relationship', async () => {
    const user = userEvent.setup();
    const backend = buyer();
    backend.failNext('POST /api/relationships/rel-acc-nordheiz-acc-rheintank/cancel', 503);
    open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Rheintank Mineralöl KG: Anfrage zurückziehen' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Anfrage zurückziehen' }),
    );
    expect(
      await screen.findByText('Das hat nicht geklappt (Status 503). Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();
    expect(cells('Rheintank')[1]).toBe('Angefragt');
  });

  it('filters by name and status in the URL; no match says so and clears the filter', async () => {
    const user = userEvent.setup();
    buyer();
    const view = open();
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Nach Name suchen' }), 'TANK');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(rowOf('Rheintank')).toBeInTheDocument();
    expect(rowOf('Hansetank')).toBeInTheDocument();
    expect(view.app.router.state.location.search).toEqual({ q: 'TANK' });

    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'In Prüfung' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(rowOf('Hansetank')).toBeInTheDocument();
    expect(screen.getByText('1 Verbindung')).toBeInTheDocument();
    expect(view.app.router.state.location.search).toEqual({ q: 'TANK', status: 'IN_REVIEW' });

    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Abgelehnt' }));
    expect(await screen.findByText('Keine Verbindungen zu diesen Filtern.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
    expect(view.app.router.state.location.search).toEqual({});
  });

  it('a shared address with a filter opens filtered; a broken status is ignored', async () => {
    buyer();
    open('/verkaufer-management?status=DECLINED');
    await table();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(rowOf('Altbrand')).toBeInTheDocument();
  });

  it('without any seller: an empty state that offers the request', async () => {
    const user = userEvent.setup();
    buyer({ relationships: [] });
    open();
    expect(
      await screen.findByText('Sie sind noch mit keinem Verkäufer verbunden.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    // The header's button and the empty state's.
    const buttons = screen.getAllByRole('button', { name: 'Verkäufer anfragen' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(await screen.findByRole('dialog', { name: 'Verkäufer anfragen' })).toBeInTheDocument();
  });

  it('a failed load says so with its status and loads again on request', async () => {
    const user = userEvent.setup();
    const backend = buyer();
    // The login sequence's load, the page's and its one retry.
    for (let i = 0; i < 3; i += 1) backend.failNext('GET /api/relationships/seller', 500, 'INTERNAL_ERROR');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    open();
    expect(
      await screen.findByText(
        'Die Verbindungen konnten nicht geladen werden (Status 500).',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut laden' }));
    expect(await table()).toBeInTheDocument();
  });

  it('on a narrow screen (375 px) each seller is a card with its facts and actions', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    buyer();
    open();
    const list = await screen.findByRole('list', { name: 'Ihre Verkäufer' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const card = within(list).getByRole('region', { name: 'Rheintank Mineralöl KG Neu' });
    expect(
      within(card)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Status', 'Additive', 'Kreditlimit', 'Angefragt am', 'Letzte Nachricht']);
    expect(within(card).getAllByRole('definition')[0]).toHaveTextContent('Angefragt');
    expect(
      within(card).getByRole('button', { name: 'Rheintank Mineralöl KG: Anfrage zurückziehen' }),
    ).toBeInTheDocument();
  });
});
