import type { paths, Schemas } from '@fuelmarket/api-client';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, network, type FakeAccount } from '../../test/backend';
import { fakeOffer } from '../../test/marketBackend';
import { fakeTrigger } from '../../test/triggerFixtures';
import { renderApp } from '../../test/renderApp';

// Whole-app renders on 2 shared cores: the first render of a file compiles a lot.
configure({ asyncUtilTimeout: 5000 });

const http = createOpenApiHttp<paths>();

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

type Trigger = Schemas['Trigger'];
const executed = fakeTrigger('trg-executed', {
  status: 'EXECUTED',
  triggeredAt: '2026-11-20T10:15:00.000Z',
  executedPrice: '89.5000',
  orderId: 'ord-77',
  product: { id: 'diesel-b7', name: 'Diesel B7' },
});
const failed = fakeTrigger('trg-failed', {
  status: 'FAILED',
  triggeredAt: '2026-11-21T10:15:00.000Z',
  executedPrice: '88.1000',
  failureCode: 'INSUFFICIENT_CREDIT_LIMIT',
  failureMessage: 'Ihr Kreditlimit reicht für diese Bestellung nicht aus.',
  product: { id: 'heizoel-premium', name: 'Heizöl Premium' },
});
const rejected = fakeTrigger('trg-rejected', {
  status: 'REJECTED',
  rejectionComment: 'Menge derzeit nicht lieferbar.',
  product: { id: 'super-e10', name: 'Super E10' },
});
const active = fakeTrigger('trg-active', { version: 3 });

/** The triggers endpoints over a list; records what was sent. */
function triggersBackend(list: Trigger[]) {
  const sent: { call: string; body?: unknown }[] = [];
  const loads = { count: 0 };
  network.use(
    http.get('/api/contracts/triggers', ({ response }) => {
      loads.count++;
      return response(200).json(list);
    }),
    http.post('/api/contracts/triggers', async ({ request, response }) => {
      const body = (await request.json()) as Schemas['TriggerInput'];
      sent.push({ call: 'POST', body });
      const made = fakeTrigger('trg-new', {
        volume: body.volume,
        triggerPrice: body.triggerPrice,
        validUntil: body.validUntil,
      });
      list.unshift(made);
      return response(201).json(made);
    }),
    http.put('/api/contracts/triggers/{id}', async ({ params, request, response }) => {
      const body = (await request.json()) as Schemas['TriggerUpdate'];
      sent.push({ call: `PUT ${params.id}`, body });
      const at = list.findIndex((x) => x.id === params.id);
      const now = list[at]!;
      if (now.status !== 'ACTIVE' || now.version !== body.version) {
        const code = now.status === 'ACTIVE' ? 'VERSION_CONFLICT' : 'TRIGGER_STATE_CONFLICT';
        return response(409).json({ type: 'about:blank', title: 'Konflikt', status: 409, code });
      }
      const { version, ...fields } = body;
      const saved = { ...now, ...fields, version: version + 1 };
      list[at] = saved;
      return response(200).json(saved);
    }),
    http.delete('/api/contracts/triggers/{id}', ({ params, request, response }) => {
      sent.push({ call: `DELETE ${params.id}?${new URL(request.url).searchParams.toString()}` });
      return response(204).empty();
    }),
    http.post('/api/contracts/triggers/{id}/reject', async ({ params, request, response }) => {
      sent.push({ call: `REJECT ${params.id}`, body: await request.json() });
      return response(200).json(fakeTrigger(params.id, { status: 'REJECTED' }));
    }),
    http.get('/api/v2/offers', ({ response }) =>
      response(200).json({
        offers: [
          fakeOffer(1, { terminal: { id: 'tm-karlsruhe', name: 'Karlsruhe Rheinhafen' } }),
          fakeOffer(2, {
            seller: { id: 'acc-rheintank', name: 'Rheintank Mineralöl KG' },
            price: '93.1000',
          }),
        ],
        livePricesAvailable: true,
        filterOptions: { deliveryAddress: [], terminals: [], products: [], sellers: [] },
        metadata: { pageCount: 1, pageLimit: 1000, pageNumber: 1, total: 2 },
      }),
    ),
  );
  return { sent, loads };
}

const buyer: FakeAccount = { type: 'buyer', roles: ['MyOffers_Purchase'], features: ['triggers'] };
const seller: FakeAccount = { type: 'seller', roles: [], features: ['triggers'] };

function open(account: FakeAccount, list: Trigger[], brand?: 'default' | 'ch') {
  const backend = fakeBackend(account);
  const { sent, loads } = triggersBackend(list);
  const view = renderApp('/verträge-management', brand ? { brand } : {});
  stop = () => view.app.timer.stop();
  return { backend, sent, loads, view, user: userEvent.setup() };
}

/** Opens the active Heizöl EL trigger for a change. */
async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole(
      'button',
      { name: /Heizöl EL, Karlsruhe Rheinhafen ändern/ },
      { timeout: 10_000 },
    ),
  );
  return screen.findByRole('dialog', { name: 'Preistrigger ändern' });
}

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr')!;

describe('/verträge-management: price triggers', { timeout: 30_000 }, () => {
  it('[M3] a buyer sees each trigger with its status and result: the order, the refusal in German, the rejection', async () => {
    open(buyer, [active, executed, failed, rejected]);
    await screen.findByRole('table', { name: 'Preistrigger' }, { timeout: 10_000 });
    const done = rowOf('Diesel B7, Karlsruhe Rheinhafen');
    expect(done).toHaveTextContent('Ausgeführt');
    expect(done).toHaveTextContent('zu 89,50 €/100 l');
    expect(within(done).getByRole('link', { name: 'Bestellung öffnen' })).toHaveAttribute(
      'href',
      '/orders/ord-77',
    );
    const refused = rowOf('Heizöl Premium, Karlsruhe Rheinhafen');
    expect(refused).toHaveTextContent('Nicht ausgeführt');
    expect(refused).toHaveTextContent(
      'Ihr Kreditlimit beim Verkäufer reicht für diese Bestellung nicht aus.',
    );
    const no = rowOf('Super E10, Karlsruhe Rheinhafen');
    expect(no).toHaveTextContent('Vom Verkäufer abgelehnt');
    expect(no).toHaveTextContent('Begründung: Menge derzeit nicht lieferbar.');
    // Only an active trigger can be cancelled.
    expect(
      within(rowOf('Heizöl EL, Karlsruhe Rheinhafen')).getByRole('button', { name: /stornieren/ }),
    ).toBeVisible();
    expect(within(done).queryByRole('button')).toBeNull();
  });

  it('[V2] a buyer sets a trigger on an offer: seller, offer, volume and limit with German separators', async () => {
    const { sent, user } = open(buyer, []);
    await user.click(
      await screen.findByRole('button', { name: 'Preistrigger anlegen' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Preistrigger' });
    await user.click(within(dialog).getByRole('button', { name: /Verkäufer/ }));
    await user.click(await screen.findByRole('option', { name: 'Südöl Vertrieb GmbH' }));
    await user.click(within(dialog).getByRole('button', { name: /Angebot/ }));
    // Only the chosen seller's offers, each with its current price.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent?.replace(/\s/g, ' '))).toEqual([
      'Heizöl EL 1, Karlsruhe Rheinhafen: aktuell 92,45 €/100 l',
    ]);
    await user.click(screen.getByRole('option', { name: /Heizöl EL 1/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Menge in Litern/ }), '12.000');
    await user.type(within(dialog).getByRole('textbox', { name: /Grenzpreis/ }), '89,75');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Preistrigger anlegen' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!.body as Schemas['TriggerInput'];
    expect(body).toMatchObject({
      offerId: 'off-1',
      volume: 12000,
      triggerPrice: '89.75',
      deliveryAddressId: null,
    });
    const until = new Date(body.validUntil);
    expect(until.getTime()).toBeGreaterThan(Date.now());
    expect([until.getHours(), until.getMinutes()]).toEqual([18, 0]);
    expect(await screen.findByText('Der Preistrigger ist aktiv.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Neuer Preistrigger' })).toBeNull());
  });

  it('a seller without the triggers feature on the offer: the dialog says so and keeps the entries', async () => {
    const { user } = open(buyer, []);
    network.use(
      http.post('/api/contracts/triggers', ({ response }) =>
        response(400).json({
          type: 'about:blank',
          title: 'Ungültige Eingabe',
          status: 400,
          code: 'VALIDATION_FAILED',
          errors: [{ path: '/offerId', code: 'triggers_not_offered', message: 'triggers_not_offered' }],
        }),
      ),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Preistrigger anlegen' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Preistrigger' });
    await user.click(within(dialog).getByRole('button', { name: /Verkäufer/ }));
    await user.click(await screen.findByRole('option', { name: 'Rheintank Mineralöl KG' }));
    await user.click(within(dialog).getByRole('button', { name: /Angebot/ }));
    await user.click(await screen.findByRole('option', { name: /Heizöl EL 2/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Menge in Litern/ }), '5000');
    await user.type(within(dialog).getByRole('textbox', { name: /Grenzpreis/ }), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Preistrigger anlegen' }));
    expect(
      await within(dialog).findByText(
        'Dieser Verkäufer bietet keine Preistrigger an. Bitte wählen Sie ein anderes Angebot.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Grenzpreis/ })).toHaveValue('90,00');
  });

  it('a buyer changes an active trigger in the same dialog: volume, limit and validity over the version read', async () => {
    const { sent, user } = open(buyer, [active, executed]);
    await screen.findByRole('table', { name: 'Preistrigger' }, { timeout: 10_000 });
    // Only an active trigger can be changed.
    expect(within(rowOf('Diesel B7, Karlsruhe Rheinhafen')).queryByRole('button')).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Preistrigger Heizöl EL, Karlsruhe Rheinhafen ändern' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Preistrigger ändern' });
    // The offer stays: shown, not chosen; the fields hold the trigger's values in German digits.
    expect(dialog).toHaveTextContent('Südöl Vertrieb GmbH');
    expect(within(dialog).queryByRole('button', { name: /Verkäufer/ })).toBeNull();
    const volume = within(dialog).getByRole('textbox', { name: /Menge in Litern/ });
    const limit = within(dialog).getByRole('textbox', { name: /Grenzpreis/ });
    expect(volume).toHaveValue('90.000');
    expect(limit).toHaveValue('89,75');
    await user.clear(volume);
    await user.type(volume, '45000');
    await user.clear(limit);
    await user.type(limit, '88,5');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      call: 'PUT trg-active',
      body: {
        version: 3,
        volume: 45000,
        triggerPrice: '88.50',
        validUntil: '2026-12-31T17:00:00.000Z',
        contractNumber: null,
      },
    });
    expect(await screen.findByText('Die Änderungen am Preistrigger sind gespeichert.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Preistrigger ändern' })).toBeNull());
    expect(await screen.findByRole('cell', { name: '45.000 l' })).toBeInTheDocument();
  });

  it("[V12] a change saved over someone else's (409): the choice to load their state or to overwrite it with the entries", async () => {
    const list = [active];
    const { sent, user } = open(buyer, list);
    const dialog = await openEdit(user);
    // Meanwhile another user of the account set the volume to 60,000 L (version 4).
    list[0] = { ...active, volume: 60000, version: 4 };
    const volume = within(dialog).getByRole('textbox', { name: /Menge in Litern/ });
    await user.clear(volume);
    await user.type(volume, '45000');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('Dieser Preistrigger wurde inzwischen geändert.');
    // Loading their state replaces the entries.
    await user.click(within(dialog).getByRole('button', { name: 'Aktuellen Stand laden' }));
    await waitFor(() => expect(volume).toHaveValue('60.000'));
    // Overwriting sends the entries over the version saved meanwhile.
    list[0] = { ...active, volume: 70000, version: 5 };
    await user.clear(volume);
    await user.type(volume, '45000');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await user.click(
      await within(dialog).findByRole('button', { name: 'Mit meinen Eingaben überschreiben' }),
    );
    await waitFor(() =>
      expect(sent.map((x) => [x.call, (x.body as Schemas['TriggerUpdate']).version])).toEqual([
        ['PUT trg-active', 3],
        ['PUT trg-active', 4],
        ['PUT trg-active', 5],
      ]),
    );
    expect((sent[2]!.body as Schemas['TriggerUpdate']).volume).toBe(45000);
    expect(await screen.findByText('Die Änderungen am Preistrigger sind gespeichert.')).toBeInTheDocument();
  });

  it('a change of a trigger that is no longer active (it executed meanwhile) says so and keeps the entries', async () => {
    const list = [active];
    const { user } = open(buyer, list);
    const dialog = await openEdit(user);
    list[0] = { ...executed, id: 'trg-active', version: 4 };
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Der Preistrigger ist nicht mehr aktiv. Die Liste wurde neu geladen.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Menge in Litern/ })).toHaveValue('90.000');
  });

  it('the buyer cancels an active trigger after a question, with the version read', async () => {
    const { sent, user } = open(buyer, [active]);
    await user.click(await screen.findByRole('button', { name: /stornieren/ }, { timeout: 10_000 }));
    const question = await screen.findByRole('alertdialog', { name: 'Preistrigger stornieren?' });
    expect(sent).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Stornieren' }));
    await waitFor(() => expect(sent).toEqual([{ call: 'DELETE trg-active?version=3' }]));
    expect(await screen.findByText('Der Preistrigger wurde storniert.')).toBeInTheDocument();
  });

  it('a seller sees the triggers on its offers with the buyer and rejects an active one after a question', async () => {
    const { sent, user } = open(seller, [active, failed]);
    await screen.findByRole('table', { name: 'Preistrigger' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Preistrigger anlegen' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Käufer' })).toBeInTheDocument();
    expect(rowOf('Heizöl Premium, Karlsruhe Rheinhafen')).toHaveTextContent(
      'Ihr Kreditlimit beim Verkäufer reicht für diese Bestellung nicht aus.',
    );
    await user.click(
      screen.getByRole('button', { name: 'Preistrigger von Nordheiz Handel GmbH für Heizöl EL ablehnen' }),
    );
    const question = await screen.findByRole('alertdialog', { name: 'Preistrigger ablehnen?' });
    expect(question).toHaveTextContent('Das kann nicht rückgängig gemacht werden.');
    await user.click(within(question).getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() => expect(sent).toEqual([{ call: 'REJECT trg-active', body: { version: 3 } }]));
    expect(await screen.findByText('Der Preistrigger wurde abgelehnt.')).toBeInTheDocument();
  });

  it('[B9] on the Swiss brand there is no contract management: the path goes to the dashboard, no triggers load', async () => {
    const { loads, view } = open({ ...buyer, termsAccepted: true }, [active], 'ch');
    await waitFor(() => expect(view.history.location.pathname).toBe('/'), { timeout: 10_000 });
    expect(loads.count).toBe(0);
    expect(screen.queryByRole('table', { name: 'Preistrigger' })).toBeNull();
  });
});
