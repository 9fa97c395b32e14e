import type { paths, Schemas } from '@fuelmarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, fakeMetadata, network } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import { sellerMasterData } from '../../test/fuelOfferFixtures';

const http = createOpenApiHttp<paths>();

afterEach(() => network.resetHandlers());

const floor: Schemas['MinimumPrice'] = {
  id: 'mp-1',
  product: { id: 'heizoel-el', name: 'Heizöl EL schwefelarm' },
  terminal: { id: 'tm-hamburg', name: 'Hamburg Blumensand' },
  minPrice: '88.0000',
  priceUnit: 'EUR/100L15',
  currency: 'EUR',
  version: 5,
};

const expiry: Schemas['ExpiryRule'] = {
  id: 'exp-1',
  date: '2026-12-10',
  time: '17:30',
  direction: 'MONTH_FORWARD',
  status: 'ACTIVE',
  version: 1,
};

const heizoel: Schemas['ProductDensity'] = {
  product: { id: 'heizoel-el', name: 'Heizöl EL schwefelarm' },
  density: '0.8450',
  conversionFactor: '0.8450',
  version: 1,
};

const problem = (status: number, code: string, errors?: { path: string; message: string }[]) =>
  Response.json(
    { type: 'about:blank', title: code, status, code, ...(errors ? { errors } : {}) },
    { status },
  );

/** The pricing engine endpoints, recording what was sent; `answers` replace the writes' answers. */
function fakeEngine(answers: { minPrice?: Response; expiry?: Response; density?: Response } = {}) {
  const state = {
    minPrices: [floor],
    expiryRules: [expiry, { ...expiry, id: 'exp-0', date: '2026-11-12', status: 'EXPIRED' as const }],
    densities: [heizoel],
    sent: [] as unknown[],
  };
  network.use(
    http.get('/api/seller/offers', ({ response }) => response(200).json([])),
    http.get('/api/generic/metadata', ({ response }) =>
      response(200).json({ ...fakeMetadata({ type: 'seller' }), ...sellerMasterData }),
    ),
    http.get('/api/pricing/min-prices', ({ response }) => response(200).json(state.minPrices)),
    http.post('/api/pricing/min-prices', async ({ request, response }) => {
      const body = await request.json();
      state.sent.push(body);
      if (answers.minPrice) return response.untyped(answers.minPrice.clone());
      const created = {
        ...floor,
        id: 'mp-2',
        product: { id: body.productId, name: 'Heizöl EL schwefelarm' },
        terminal: { id: body.terminalId, name: 'Hamburg Blumensand' },
        minPrice: body.minPrice,
        version: 1,
      };
      state.minPrices = [...state.minPrices, created];
      return response(201).json(created);
    }),
    http.put('/api/pricing/min-prices/{id}', async ({ request, response }) => {
      state.sent.push(await request.json());
      if (answers.minPrice) return response.untyped(answers.minPrice.clone());
      return response(200).json(floor);
    }),
    http.get('/api/pricing/expiry-rules', ({ response }) => response(200).json(state.expiryRules)),
    http.post('/api/pricing/expiry-rules', async ({ request, response }) => {
      const body = await request.json();
      state.sent.push(body);
      if (answers.expiry) return response.untyped(answers.expiry.clone());
      const created = { ...body, id: 'exp-2', status: 'ACTIVE' as const, version: 1 };
      state.expiryRules = [...state.expiryRules, created];
      return response(201).json(created);
    }),
    http.get('/api/pricing/densities', ({ response }) => response(200).json(state.densities)),
    http.put('/api/pricing/densities/{productId}', async ({ request, response }) => {
      const body = await request.json();
      state.sent.push(body);
      if (answers.density) return response.untyped(answers.density.clone());
      const saved = { ...heizoel, ...body, version: body.version + 1 };
      state.densities = [saved];
      return response(200).json(saved);
    }),
  );
  return state;
}

async function openEngine(brand: 'default' | 'ch' = 'default') {
  renderApp('/meine-angebote', { brand });
  await userEvent.click(await screen.findByRole('tab', { name: 'Preisengine' }));
  return screen.findByRole('region', { name: 'Preisoptimierung: Mindestpreise' });
}

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('/meine-angebote, pricing engine', { timeout: 30_000 }, () => {
  it('[S4] lists minimum prices and sets a new one for a product at a terminal', async () => {
    fakeBackend({ type: 'seller' });
    const state = fakeEngine();
    const section = await openEngine();
    const row = await within(section).findByRole('row', { name: /Hamburg Blumensand/ });
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent(/88,00/);

    await userEvent.click(within(section).getByRole('button', { name: 'Mindestpreis anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mindestpreis anlegen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findAllByText('Pflichtfeld')).not.toHaveLength(0);
    expect(state.sent).toEqual([]);
    await choose(dialog, /Produkt/, 'Heizöl EL schwefelarm');
    await choose(dialog, /Terminal/, 'Hamburg Blumensand');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Mindestpreis/ }), '95,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await within(section).findByText('Der Mindestpreis wurde gespeichert.');
    expect(state.sent).toEqual([{ productId: 'heizoel-el', terminalId: 'tm-hamburg', minPrice: '95.5000' }]);
    await waitFor(() =>
      expect(within(section).getAllByRole('row', { name: /Hamburg Blumensand/ })).toHaveLength(2),
    );
  });

  it('[M5] a minimum price the server cannot save now says to retry later and keeps the input', async () => {
    fakeBackend({ type: 'seller' });
    const state = fakeEngine({ minPrice: problem(503, 'MIN_PRICE_UPDATE_FAILED') });
    const section = await openEngine();
    await userEvent.click(
      await within(section).findByRole('button', {
        name: 'Mindestpreis ändern: Mindestpreis für Heizöl EL schwefelarm in Hamburg Blumensand',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mindestpreis ändern' });
    const amount = within(dialog).getByRole('textbox', { name: /Mindestpreis/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '89');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText(
        'Der Mindestpreis konnte gerade nicht gespeichert werden, weil Ihre Preise gleichzeitig geändert werden. Bitte versuchen Sie es später erneut.',
      ),
    ).toBeInTheDocument();
    expect(state.sent).toEqual([{ version: 5, minPrice: '89.0000' }]);
    expect(amount).toHaveValue('89,0000');
  });

  it('[V11] a minimum price is above zero; nothing is sent until it is', async () => {
    fakeBackend({ type: 'seller' });
    const state = fakeEngine();
    const section = await openEngine();
    await userEvent.click(within(section).getByRole('button', { name: 'Mindestpreis anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mindestpreis anlegen' });
    const amount = within(dialog).getByRole('textbox', { name: /Mindestpreis/ });
    await userEvent.type(amount, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/größer als 0/));
    expect(state.sent).toEqual([]);
  });

  it('[M6] lists expiry rules with their state and says when one exists for that date and time', async () => {
    fakeBackend({ type: 'seller' });
    const state = fakeEngine({ expiry: problem(409, 'DUPLICATE_EXPIRY_RULE') });
    await openEngine();
    const section = screen.getByRole('region', { name: 'Ablaufregeln' });
    const active = await within(section).findByRole('row', { name: /10\.12\.2026/ });
    expect(active).toHaveTextContent('Einen Monat vor');
    expect(active).toHaveTextContent('Aktiv');
    const expired = within(section).getByRole('row', { name: /12\.11\.2026/ });
    expect(expired).toHaveTextContent('Abgelaufen');
    // An expired rule can only be deleted.
    expect(within(expired).queryByRole('button', { name: /^Ändern/ })).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Ablaufregel anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ablaufregel anlegen' });
    const [day] = within(within(dialog).getByRole('group', { name: /Datum/ })).getAllByRole('spinbutton');
    await userEvent.click(day!);
    await userEvent.keyboard('10122026');
    const [hour] = within(within(dialog).getByRole('group', { name: /Uhrzeit/ })).getAllByRole('spinbutton');
    await userEvent.click(hour!);
    await userEvent.keyboard('1730');
    await choose(dialog, /Richtung/, 'Einen Monat zurück');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText(
        'Für dieses Datum und diese Uhrzeit existiert bereits eine Ablaufregel.',
      ),
    ).toBeInTheDocument();
    expect(state.sent).toEqual([{ date: '2026-12-10', time: '17:30', direction: 'MONTH_BACK' }]);
  });

  it('shows the server’s "in the future" problem on the date', async () => {
    fakeBackend({ type: 'seller' });
    fakeEngine({ expiry: problem(400, 'VALIDATION_FAILED', [{ path: '/date', message: 'not_in_future' }]) });
    await openEngine();
    const section = screen.getByRole('region', { name: 'Ablaufregeln' });
    await userEvent.click(within(section).getByRole('button', { name: 'Ablaufregel anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ablaufregel anlegen' });
    const [day] = within(within(dialog).getByRole('group', { name: /Datum/ })).getAllByRole('spinbutton');
    await userEvent.click(day!);
    await userEvent.keyboard('01112026');
    const [hour] = within(within(dialog).getByRole('group', { name: /Uhrzeit/ })).getAllByRole('spinbutton');
    await userEvent.click(hour!);
    await userEvent.keyboard('0800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Datum und Uhrzeit müssen in der Zukunft liegen.'),
    ).toBeInTheDocument();
  });

  it('[V7] a density lies between 0,5 and 1,5; outside Switzerland the conversion factor follows it', async () => {
    fakeBackend({ type: 'seller' });
    const state = fakeEngine();
    await openEngine();
    const section = screen.getByRole('region', { name: 'Produktdichten' });
    expect(
      within(section).queryByRole('columnheader', { name: /Umrechnungsfaktor/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Dichte von Heizöl EL schwefelarm ändern' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dichte von Heizöl EL schwefelarm ändern' });
    expect(within(dialog).queryByRole('textbox', { name: /Umrechnungsfaktor/ })).not.toBeInTheDocument();
    const density = within(dialog).getByRole('textbox', { name: /Dichte/ });
    await userEvent.clear(density);
    await userEvent.type(density, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(density).toHaveAccessibleDescription('Bitte einen Wert zwischen 0,5 und 1,5 angeben.'),
    );
    expect(state.sent).toEqual([]);
    await userEvent.clear(density);
    await userEvent.type(density, '0,85');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await within(section).findByText('Die Dichte wurde gespeichert.');
    expect(state.sent).toEqual([{ version: 1, density: '0.8500', conversionFactor: '0.8500' }]);
  });

  it('[B8] on the Swiss platform the seller sets the conversion factor apart from the density', async () => {
    fakeBackend({ type: 'seller' });
    const state = fakeEngine();
    await openEngine('ch');
    const section = screen.getByRole('region', { name: 'Produktdichten und Umrechnungsfaktoren' });
    expect(
      await within(section).findByRole('columnheader', { name: /Umrechnungsfaktor/ }),
    ).toBeInTheDocument();
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Dichte von Heizöl EL schwefelarm ändern' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dichte von Heizöl EL schwefelarm ändern' });
    const factor = within(dialog).getByRole('textbox', { name: /Umrechnungsfaktor/ });
    await userEvent.clear(factor);
    await userEvent.type(factor, '0.9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await within(section).findByText('Die Dichte wurde gespeichert.');
    expect(state.sent).toEqual([{ version: 1, density: '0.8450', conversionFactor: '0.9000' }]);
  });
});
