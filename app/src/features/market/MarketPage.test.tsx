import { getBrand } from '@fuelmarket/brands';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend } from '../../test/backend';
import { fakeMarket, fakeOffer } from '../../test/marketBackend';
import { renderApp } from '../../test/renderApp';

// Whole-app renders on a shared 2-core machine: give findBy* more than the default second.
configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

function start(path: string, options?: Parameters<typeof renderApp>[1]) {
  const view = renderApp(path, options);
  stop = () => view.app.timer.stop();
  return view;
}

const buyer = {
  type: 'buyer' as const,
  roles: ['MyOffers_Purchase' as const, 'MyRelationships_View' as const],
};
const offersCalls = (calls: string[]) => calls.filter((c) => c.startsWith('GET /api/v2/offers'));
const table = () => screen.findByRole('table', { name: 'Kraftstoffangebote' });

describe('market page', () => {
  it('[R3][E2] shows the offers of a buyer with price, availability and an empty order cell per row', async () => {
    const backend = fakeBackend(buyer);
    fakeMarket(backend, { offers: [fakeOffer(1), fakeOffer(2, { price: '121.8700' })] });
    start('/handelsplatz');
    const t = await table();
    await within(t).findByText('Heizöl EL 1');
    expect(within(t).getByText('92,45 €')).toBeInTheDocument();
    expect(within(t).getByText('121,87 €')).toBeInTheDocument();
    expect(within(t).getAllByText('420.000 L')).toHaveLength(2);
    expect(within(t).getAllByRole('button', { name: /^In den Warenkorb/ })).toHaveLength(2);
    // selectedQuantity starts at 0: nothing typed, nothing orderable yet.
    for (const input of within(t).getAllByRole('textbox', { name: /Menge in Litern/ }))
      expect(input).toHaveValue('');
  });

  it('[V8][V2] the quantity cell takes whole litres in the brand format and enforces min and the capped max', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(buyer);
    // Override 30,000 L below the offer's 36,000 L maximum; only 20,000 L still available: max is 20,000.
    const offer = fakeOffer(1, {
      maximumAvailable: 20_000,
      overrides: {
        current: {
          collectionTime: 3,
          collectionStartDate: '2026-11-23',
          collectionEndDate: '2026-11-25',
          maximumOrderQuantity: 30_000,
        },
        original: {
          collectionTime: 5,
          collectionStartDate: '2026-11-23',
          collectionEndDate: '2026-11-27',
          maximumOrderQuantity: 36_000,
        },
      },
    });
    fakeMarket(backend, { offers: [offer] });
    start('/handelsplatz');
    const t = await table();
    const input = await within(t).findByRole('textbox', { name: /Menge in Litern: Heizöl EL 1/ });
    const add = within(t).getByRole('button', { name: /^In den Warenkorb: Heizöl EL 1/ });
    expect(within(t).getByText('Min. 5.000 L – max. 20.000 L')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.type(input, '4999');
    expect(within(t).getByText('Die Mindestmenge ist 5.000 L.')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.clear(input);
    await user.type(input, '20001');
    expect(within(t).getByText('Die Höchstmenge ist 20.000 L.')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.clear(input);
    await user.type(input, '20000');
    await user.tab();
    expect(input).toHaveValue('20.000');
    expect(add).toBeEnabled();
    await user.click(add);
    await waitFor(() =>
      expect(backend.bodies.get('POST /api/basket/items')).toEqual([
        { offerId: 'off-1', quantity: 20000, deliveryAddressId: null },
      ]),
    );
    expect(await screen.findByText('Heizöl EL 1 (20.000 L) liegt im Warenkorb.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Warenkorb (1 Position)' })).toBeInTheDocument();
  });

  it("[V2] given the Swiss brand, the quantity shows as 24'000", async () => {
    const user = userEvent.setup();
    const backend = fakeBackend({ ...buyer, termsAccepted: true });
    fakeMarket(backend);
    start('/handelsplatz', { brand: 'ch' });
    const input = await within(await table()).findByRole('textbox', { name: /Menge in Litern/ });
    await user.type(input, '24000');
    await user.tab();
    expect((input as HTMLInputElement).value).toMatch(/^24['’]000$/);
  });

  it('[P2] without MyOffers_Purchase the market is read-only and says why', async () => {
    const backend = fakeBackend({ type: 'buyer', roles: ['MyRelationships_View'] });
    fakeMarket(backend);
    start('/handelsplatz');
    const t = await table();
    await within(t).findByText('Heizöl EL 1');
    expect(within(t).queryByRole('textbox')).toBeNull();
    expect(within(t).queryByRole('button', { name: /In den Warenkorb/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Warenkorb/ })).toBeNull();
    expect(screen.getByText(/Ihrem Benutzer fehlt das Einkaufsrecht/)).toBeInTheDocument();
    expect(backend.calls).not.toContain('GET /api/basket');
  });

  it('[B8] on a Swiss deployment with purchasing disabled the market is read-only even with the role', async () => {
    const backend = fakeBackend({ ...buyer, termsAccepted: true });
    fakeMarket(backend);
    start('/handelsplatz', { brand: getBrand('ch', { PURCHASING_DISABLED: true }) });
    const t = await table();
    await within(t).findByText('Heizöl EL 1');
    expect(within(t).queryByRole('button', { name: /In den Warenkorb/ })).toBeNull();
    expect(screen.getByText(/Der Einkauf ist auf dieser Plattform derzeit deaktiviert/)).toBeInTheDocument();
  });

  it('[H3] a failed offer list empties the table and the filter options, shows the status and retries', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(buyer);
    const market = fakeMarket(backend);
    market.rejectNext('GET /api/v2/offers?pageNumber=1&pageLimit=100', 503, 'SERVICE_UNAVAILABLE');
    start('/handelsplatz');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Angebote konnten nicht geladen werden (Status 503).');
    const t = await table();
    expect(within(t).queryByText('Heizöl EL 1')).toBeNull();
    // The terminal filter offers only "Alle".
    await user.click(screen.getByRole('button', { name: /Terminal/ }));
    expect(screen.queryByRole('option', { name: 'Hamburg Blumensand' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(within(alert).getByRole('button', { name: 'Erneut laden' }));
    expect(await within(t).findByText('Heizöl EL 1')).toBeInTheDocument();
    expect(screen.queryByText(/konnten nicht geladen werden/)).toBeNull();
    expect(offersCalls(backend.calls)).toHaveLength(2);
  });

  it('[H3] a failed reload after a good one also empties the table instead of showing stale offers', async () => {
    const backend = fakeBackend(buyer);
    const market = fakeMarket(backend);
    const view = start('/handelsplatz');
    const t = await table();
    await within(t).findByText('Heizöl EL 1');
    market.rejectNext('GET /api/v2/offers?pageNumber=1&pageLimit=100', 500, 'INTERNAL_ERROR');
    act(() =>
      view.app.timer.updatePrices([
        { symbol: 'ICE/GAS/M00', price: '750.0000', live: true, timestamp: new Date().toISOString() },
      ]),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Angebote konnten nicht geladen werden (Status 500).',
    );
    expect(within(t).queryByText('Heizöl EL 1')).toBeNull();
  });

  it('[S4] loads the offers again when the server says a seller changed offers or prices', async () => {
    const backend = fakeBackend(buyer);
    fakeMarket(backend);
    const view = start('/handelsplatz');
    await within(await table()).findByText('Heizöl EL 1');
    expect(offersCalls(backend.calls)).toHaveLength(1);
    act(() => view.app.timer.offersChanged());
    await waitFor(() => expect(offersCalls(backend.calls)).toHaveLength(2));
  });

  it('[M5] says that offers of sellers with the pricing engine are missing when there are no live prices', async () => {
    const backend = fakeBackend(buyer);
    fakeMarket(backend, { livePricesAvailable: false });
    start('/handelsplatz');
    await within(await table()).findByText('Heizöl EL 1');
    expect(
      await screen.findByText(/Keine Live-Preisdaten verfügbar\. Angebote von Verkäufern mit Preis-Engine/),
    ).toBeInTheDocument();
  });

  it('[M5] shows no such note while live prices are available', async () => {
    const backend = fakeBackend(buyer);
    fakeMarket(backend, { livePricesAvailable: true });
    start('/handelsplatz');
    await within(await table()).findByText('Heizöl EL 1');
    expect(screen.queryByText(/Keine Live-Preisdaten verfügbar/)).toBeNull();
  });

  it('[H9] no offers: an empty state; no connected seller: a link to seller management', async () => {
    const backend = fakeBackend(buyer);
    fakeMarket(backend, { offers: [] });
    const first = start('/handelsplatz');
    expect(await screen.findByText('Keine Angebote für diese Auswahl')).toBeInTheDocument();
    first.unmount();
    stop?.();
    const second = fakeBackend(buyer);
    fakeMarket(second, { offers: [], sellers: [] });
    start('/handelsplatz');
    expect(await screen.findByText('Sie sind noch mit keinem Verkäufer verbunden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Verkäufer-Management' })).toHaveAttribute(
      'href',
      '/verkaufer-management',
    );
  });

  it('filters live in the URL: a bookmarked address requests the filtered, re-priced offers', async () => {
    const backend = fakeBackend(buyer);
    fakeMarket(backend);
    start('/handelsplatz?product=heizoel-el&region=reg-nord&address=da-1&sort=price&dir=desc');
    await within(await table()).findByText('Heizöl EL 1');
    expect(offersCalls(backend.calls)).toEqual([
      'GET /api/v2/offers?pageNumber=1&pageLimit=100&productIds=heizoel-el&terminalIds=tm-hamburg&terminalIds=tm-bremen&deliveryAddressId=da-1&sortBy=price&sortType=desc',
    ]);
  });

  it('[B11] the region filter is offered where the brand shows regions', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(buyer);
    fakeMarket(backend);
    start('/handelsplatz');
    await within(await table()).findByText('Heizöl EL 1');
    const filters = screen.getByRole('group', { name: 'Angebote filtern' });
    await user.click(within(filters).getByRole('button', { name: /Region$/ }));
    expect(await screen.findByRole('option', { name: 'Nord' })).toBeInTheDocument();
  });

  it('[B11] where the brand hides regions (Austria) there is no region filter, and a region in the URL narrows nothing', async () => {
    const backend = fakeBackend({ ...buyer, termsAccepted: true });
    fakeMarket(backend);
    start('/handelsplatz?product=heizoel-el&region=reg-nord', { brand: 'at' });
    await within(await table()).findByText('Heizöl EL 1');
    const filters = screen.getByRole('group', { name: 'Angebote filtern' });
    expect(within(filters).queryByRole('button', { name: /Region/ })).toBeNull();
    expect(within(filters).getByRole('button', { name: /Terminal$/ })).toBeInTheDocument();
    expect(filters).not.toHaveTextContent(/Region|Nord\b/);
    expect(offersCalls(backend.calls)).toEqual([
      'GET /api/v2/offers?pageNumber=1&pageLimit=100&productIds=heizoel-el',
    ]);
  });

  it('[E1] choosing a delivery address (street and zip code in brackets) writes it into the URL and fetches the offers priced for it', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(buyer);
    fakeMarket(backend);
    const view = start('/handelsplatz');
    await within(await table()).findByText('Heizöl EL 1');
    await user.click(screen.getByRole('button', { name: /Lieferung/ }));
    await user.click(await screen.findByRole('option', { name: 'Billstraße 112 (20539)' }));
    await waitFor(() => expect(view.app.router.state.location.search).toEqual({ address: 'da-1' }));
    await waitFor(() =>
      expect(offersCalls(backend.calls).at(-1)).toBe(
        'GET /api/v2/offers?pageNumber=1&pageLimit=100&deliveryAddressId=da-1',
      ),
    );
  });
});

describe('market table performance', () => {
  it('5,000 offers render with at most 80 rows in the DOM', async () => {
    const backend = fakeBackend(buyer);
    fakeMarket(backend, { offers: Array.from({ length: 5000 }, (_, i) => fakeOffer(i)) });
    start('/handelsplatz');
    const t = await table();
    await within(t).findByText('Heizöl EL 0');
    const rows = t.querySelectorAll('tbody tr:not([data-spacer])');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(80);
    expect(t).toHaveAttribute('aria-rowcount', '5001');
  });
});
