import type { paths, Schemas } from '@fuelmarket/api-client';
import { brands } from '@fuelmarket/brands';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, network, type FakeAccount } from '../../test/backend';
import { fakeMarket, fakeOffer } from '../../test/marketBackend';
import { renderApp } from '../../test/renderApp';
import { fakeTrigger } from '../../test/triggerFixtures';

// Whole-app renders on a shared 2-core machine: give findBy* more than the default second.
configure({ asyncUtilTimeout: 5000 });

const http = createOpenApiHttp<paths>();

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const buyer: FakeAccount = { type: 'buyer', roles: ['MyOffers_Purchase'], termsAccepted: true };
const offers = [
  fakeOffer(1),
  fakeOffer(2, { priceType: 'API', price: '93.1000' }),
  fakeOffer(3, { priceType: 'TRACKING' }),
];

function open(account: FakeAccount, brand: Parameters<typeof renderApp>[1] = {}) {
  const backend = fakeBackend(account);
  fakeMarket(backend, { offers });
  const sent: Schemas['TriggerInput'][] = [];
  network.use(
    http.post('/api/contracts/triggers', async ({ request, response }) => {
      const body = (await request.json()) as Schemas['TriggerInput'];
      sent.push(body);
      return response(201).json(
        fakeTrigger('trg-new', {
          offerId: body.offerId,
          volume: body.volume,
          triggerPrice: body.triggerPrice,
          validUntil: body.validUntil,
        }),
      );
    }),
  );
  const view = renderApp('/handelsplatz', brand);
  stop = () => view.app.timer.stop();
  return { sent, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Kraftstoffangebote' }, { timeout: 10_000 });

describe('/handelsplatz: a price trigger from an offer row', { timeout: 60_000 }, () => {
  it('a buyer sets a trigger on a fixed or live offer: the dialog opens with that offer chosen', async () => {
    const { sent, user } = open(buyer);
    const t = await table();
    await within(t).findByText('Heizöl EL 3');
    // Fixed and live offers take triggers, a tracking one does not.
    expect(within(t).getAllByRole('button', { name: /^Preistrigger setzen/ })).toHaveLength(2);
    expect(within(t).queryByRole('button', { name: /^Preistrigger setzen: Heizöl EL 3/ })).toBeNull();

    await user.click(
      within(t).getByRole('button', {
        name: 'Preistrigger setzen: Heizöl EL 2, Hamburg Blumensand, Südöl Vertrieb GmbH',
      }),
    );
    // The dialog's code comes on first use: compiling it takes a while on a loaded test machine.
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Preistrigger' }, { timeout: 20_000 });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Angebot/ })).toHaveTextContent(
        'Heizöl EL 2, Hamburg Blumensand: aktuell 93,10 €/100 l',
      ),
    );
    expect(within(dialog).getByRole('button', { name: /Verkäufer/ })).toHaveTextContent(
      'Südöl Vertrieb GmbH',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Menge in Litern/ }), '12000');
    await user.type(within(dialog).getByRole('textbox', { name: /Grenzpreis/ }), '91,5');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Preistrigger anlegen' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ offerId: 'off-2', volume: 12000, triggerPrice: '91.50' });
    expect(await screen.findByText('Der Preistrigger ist aktiv.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Neuer Preistrigger' })).toBeNull());
  });

  it('[B9] without the brand flag TRIGGERS the offer rows have no trigger action', async () => {
    const brand = { ...brands.default, flags: { ...brands.default.flags, TRIGGERS: false } };
    open(buyer, { brand });
    const t = await table();
    await within(t).findByText('Heizöl EL 1');
    expect(within(t).getAllByRole('button', { name: /^In den Warenkorb/ })).toHaveLength(3);
    expect(within(t).queryByRole('button', { name: /^Preistrigger setzen/ })).toBeNull();
  });

  it('a buyer without purchase rights sets no trigger (a trigger orders): no action on the rows', async () => {
    open({ ...buyer, roles: [] });
    const t = await table();
    await within(t).findByText('Heizöl EL 1');
    expect(within(t).queryByRole('button', { name: /^Preistrigger setzen/ })).toBeNull();
  });
});
