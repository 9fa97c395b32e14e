import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend, network } from '../../test/backend';
import { fakeMarket, fakeOffer } from '../../test/marketBackend';
import { renderApp } from '../../test/renderApp';

// Whole-app renders on a shared 2-core machine: give findBy* more than the default second.
configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const buyer = { type: 'buyer' as const, roles: ['MyOffers_Purchase' as const], termsAccepted: true };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Answer = 'unavailable' | 'lost';

/**
 * The market with one reserved item and the basket open. Every `POST /api/orders` has its
 * Idempotency-Key recorded; the next `answers` are a 503 or a lost connection, later ones the fake
 * market's own answer.
 */
async function openBasket(answers: Answer[] = []) {
  const user = userEvent.setup();
  const backend = fakeBackend(buyer);
  const market = fakeMarket(backend, { offers: [fakeOffer(1)] });
  market.addItem('off-1', 24_000);
  const keys: (string | null)[] = [];
  network.use(
    http.post('/api/orders', ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      const answer = answers.shift();
      if (answer === 'lost') return HttpResponse.error();
      if (answer === 'unavailable') {
        return HttpResponse.json(
          { type: 'about:blank', title: 'Dienst nicht verfügbar', status: 503, code: 'SERVICE_UNAVAILABLE' },
          { status: 503, headers: { 'content-type': 'application/problem+json' } },
        );
      }
      return undefined; // the fake market places the order
    }),
  );
  const view = renderApp('/handelsplatz');
  stop = () => view.app.timer.stop();
  await user.click(await screen.findByRole('button', { name: 'Warenkorb (1 Position)' }, { timeout: 8000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Warenkorb' }, { timeout: 4000 });
  await within(dialog).findByText('Heizöl EL 1');
  const toConfirmation = async () => {
    await user.click(within(dialog).getByRole('button', { name: 'Weiter zur Bestellbestätigung' }));
    await within(dialog).findByRole('heading', { name: 'Bestellbestätigung' });
  };
  const order = () => user.click(within(dialog).getByRole('button', { name: 'Verbindlich bestellen' }));
  return { user, market, dialog, keys, toConfirmation, order };
}

describe('[H10] the order confirmation retries with its idempotency key', () => {
  it('[H10] a 503 and a lost answer are sent again with the same key before anything is shown; the order is placed once', async () => {
    const { dialog, keys, toConfirmation, order } = await openBasket(['unavailable', 'lost']);
    await toConfirmation();
    await order();
    expect(await within(dialog).findByText('Ihre Bestellung wurde aufgegeben.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys).size).toBe(1);
  });

  it('[H10] when the retries are used up the error shows, and the buyer’s next try still sends the same key', async () => {
    const { dialog, keys, toConfirmation, order } = await openBasket(['unavailable', 'lost', 'unavailable']);
    await toConfirmation();
    await order();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Die Bestellung konnte nicht ausgeführt werden. Bitte versuchen Sie es erneut.',
    );
    expect(keys).toHaveLength(3);
    await order();
    expect(await within(dialog).findByText('Ihre Bestellung wurde aufgegeben.')).toBeInTheDocument();
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it('[H10] a rejection is not retried, and the next try is a new request with a new key', async () => {
    const { dialog, market, keys, toConfirmation, order } = await openBasket();
    await toConfirmation();
    market.rejectNext('POST /api/orders', 422, 'OFFER_NOT_AVAILABLE');
    await order();
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    await order();
    expect(await within(dialog).findByText('Ihre Bestellung wurde aufgegeben.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('[H10] a key taken by another request (409) stays for the next try; a new confirmation step makes a new key', async () => {
    const { user, dialog, market, keys, toConfirmation, order } = await openBasket();
    await toConfirmation();
    market.rejectNext('POST /api/orders', 409, 'IDEMPOTENCY_KEY_REUSED');
    market.rejectNext('POST /api/orders', 409, 'IDEMPOTENCY_KEY_REUSED');
    await order();
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await order();
    await vi.waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Zurück zum Warenkorb' }));
    await toConfirmation();
    await order();
    expect(await within(dialog).findByText('Ihre Bestellung wurde aufgegeben.')).toBeInTheDocument();
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
