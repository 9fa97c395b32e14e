import type { paths, Schemas } from '@fuelmarket/api-client';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, network, type FakeAccount } from '../../test/backend';
import { fakeOffer } from '../../test/marketBackend';
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

function trigger(id: string, patch: Partial<Trigger> = {}): Trigger {
  return {
    id,
    offerId: 'off-1',
    contractNumber: null,
    buyer: { id: 'acc-nordheiz', name: 'Nordheiz Handel GmbH' },
    seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
    product: { id: 'heizoel-el', name: 'Heizöl EL' },
    terminal: { id: 'tm-karlsruhe', name: 'Karlsruhe Rheinhafen' },
    volume: 90000,
    triggerPrice: '89.7500',
    priceUnit: 'EUR/100L15',
    currency: 'EUR',
    validUntil: '2026-12-31T17:00:00.000Z',
    status: 'ACTIVE',
    created: '2026-11-15T11:00:00.000Z',
    triggeredAt: null,
    executedPrice: null,
    orderId: null,
    failureCode: null,
    failureMessage: null,
    rejectionComment: null,
    version: 1,
    ...patch,
  };
}

const executed = trigger('trg-executed', {
  status: 'EXECUTED',
  triggeredAt: '2026-11-20T10:15:00.000Z',
  executedPrice: '89.5000',
  orderId: 'ord-77',
  product: { id: 'diesel-b7', name: 'Diesel B7' },
});
const failed = trigger('trg-failed', {
  status: 'FAILED',
  triggeredAt: '2026-11-21T10:15:00.000Z',
  executedPrice: '88.1000',
  failureCode: 'INSUFFICIENT_CREDIT_LIMIT',
  failureMessage: 'Ihr Kreditlimit reicht für diese Bestellung nicht aus.',
  product: { id: 'heizoel-premium', name: 'Heizöl Premium' },
});
const rejected = trigger('trg-rejected', {
  status: 'REJECTED',
  rejectionComment: 'Menge derzeit nicht lieferbar.',
  product: { id: 'super-e10', name: 'Super E10' },
});
const active = trigger('trg-active', { version: 3 });

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
      const made = trigger('trg-new', {
        volume: body.volume,
        triggerPrice: body.triggerPrice,
        validUntil: body.validUntil,
      });
      list.unshift(made);
      return response(201).json(made);
    }),
    http.delete('/api/contracts/triggers/{id}', ({ params, request, response }) => {
      sent.push({ call: `DELETE ${params.id}?${new URL(request.url).searchParams.toString()}` });
      return response(204).empty();
    }),
    http.post('/api/contracts/triggers/{id}/reject', async ({ params, request, response }) => {
      sent.push({ call: `REJECT ${params.id}`, body: await request.json() });
      return response(200).json(trigger(params.id, { status: 'REJECTED' }));
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
          errors: [{ path: '/offerId', message: 'triggers_not_offered' }],
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
