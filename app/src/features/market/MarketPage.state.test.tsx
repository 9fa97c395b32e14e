import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../test/backend';
import { fakeMarket, fakeOffer } from '../../test/marketBackend';
import { renderApp } from '../../test/renderApp';

// Whole-app renders on a shared 2-core machine: give findBy* more than the default second.
configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

function start(path: string) {
  const view = renderApp(path);
  stop = () => view.app.timer.stop();
  return view;
}

const buyer = {
  type: 'buyer' as const,
  roles: ['MyOffers_Purchase' as const, 'MyRelationships_View' as const],
};
const offersCalls = (calls: string[]) => calls.filter((c) => c.startsWith('GET /api/v2/offers'));
const table = () => screen.findByRole('table', { name: 'Kraftstoffangebote' });

/** Moves the browser clock on by `ms` from now on (the market timer reads Date.now on each tick). */
function advanceClock(ms: number) {
  const realNow = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + ms);
}

describe('market: live prices turning stale [T6][M5]', () => {
  const live = fakeOffer(2, { priceType: 'API', price: '98.1000' });

  it('[T6][M5] once the live prices are older than 2 minutes the live offers leave the market at once and the list is loaded again', async () => {
    const backend = fakeBackend(buyer);
    const market = fakeMarket(backend, { offers: [fakeOffer(1), live] });
    start('/handelsplatz');
    const t = await table();
    await within(t).findByText('Heizöl EL 2');
    expect(within(t).getByRole('button', { name: /^In den Warenkorb: Heizöl EL 2/ })).toBeInTheDocument();
    const before = offersCalls(backend.calls).length;
    // The server now withholds the live offer (its quotes are stale too).
    market.state.offers = [fakeOffer(1)];
    market.state.livePricesAvailable = false;
    // No new price arrives; the window's quote simply ages past 2 minutes.
    advanceClock(2 * 60_000 + 5_000);
    await waitFor(() => expect(within(t).queryByText('Heizöl EL 2')).toBeNull(), { timeout: 3000 });
    expect(within(t).queryByRole('button', { name: /^In den Warenkorb: Heizöl EL 2/ })).toBeNull();
    expect(within(t).getByText('Heizöl EL 1')).toBeInTheDocument();
    // The listing was asked again (the server decides what is on the market).
    await waitFor(() => expect(offersCalls(backend.calls).length).toBeGreaterThan(before));
    expect(
      await screen.findByText(/Keine Live-Preisdaten verfügbar\. Angebote von Verkäufern/),
    ).toBeInTheDocument();
  });

  it('[T6] a live offer the listing still carries is not orderable while the live prices are stale', async () => {
    const backend = fakeBackend(buyer);
    // The listing keeps answering with the live offer (e.g. an answer cached a moment before).
    fakeMarket(backend, { offers: [fakeOffer(1), live] });
    start('/handelsplatz');
    const t = await table();
    await within(t).findByText('Heizöl EL 2');
    advanceClock(2 * 60_000 + 5_000);
    await waitFor(() => expect(within(t).queryByText('Heizöl EL 2')).toBeNull(), { timeout: 3000 });
    expect(within(t).getByRole('button', { name: /^In den Warenkorb: Heizöl EL 1/ })).toBeInTheDocument();
  });
});

/** Scrolls the virtualised list to row `index` (again on every retry) until `text` is in view. */
async function scrollUntilShown(scroller: HTMLElement, index: number, text: string) {
  await waitFor(
    () => {
      scroller.scrollTop = index * 96;
      fireEvent.scroll(scroller);
      expect(within(scroller).getByText(text)).toBeInTheDocument();
    },
    { timeout: 3000 },
  );
}

describe('market: page by page as the buyer scrolls', () => {
  it('with 5,100 matching offers it loads the first 100, counts all 5,100 and loads more at the end', async () => {
    const backend = fakeBackend(buyer);
    fakeMarket(backend, { offers: Array.from({ length: 5100 }, (_, i) => fakeOffer(i)) });
    start('/handelsplatz');
    const t = await table();
    await within(t).findByText('Heizöl EL 0');
    expect(t).toHaveAttribute('aria-rowcount', '5101');
    const pages = () => backend.calls.filter((c) => c.startsWith('GET /api/v2/offers?'));
    expect(pages()).toEqual(['GET /api/v2/offers?pageNumber=1&pageLimit=100']);
    const scroller = screen.getByRole('region', { name: 'Kraftstoffangebote' });
    // The end of the first page in view: the second page comes, and its rows can be scrolled to.
    await scrollUntilShown(scroller, 95, 'Heizöl EL 95');
    await waitFor(() => expect(pages()).toContain('GET /api/v2/offers?pageNumber=2&pageLimit=100'));
    await scrollUntilShown(scroller, 150, 'Heizöl EL 150');
    expect(pages()).not.toContain('GET /api/v2/offers?pageNumber=3&pageLimit=100');
  });
});

describe('market: what the buyer typed and where the buyer is', () => {
  it('keeps a typed quantity when its row scrolls out of the virtualised list and back', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(buyer);
    fakeMarket(backend, { offers: Array.from({ length: 300 }, (_, i) => fakeOffer(i)) });
    start('/handelsplatz');
    const t = await table();
    const input = await within(t).findByRole('textbox', { name: /^Menge in Litern: Heizöl EL 1,/ });
    await user.type(input, '12000');
    await user.tab();
    const scroller = screen.getByRole('region', { name: 'Kraftstoffangebote' });
    // Far down (three pages): the first rows leave the DOM ...
    await scrollUntilShown(scroller, 250, 'Heizöl EL 250');
    expect(within(t).queryByText('Heizöl EL 1')).toBeNull();
    // ... and back up: the row is new, the quantity is what was typed.
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    const again = await within(t).findByRole('textbox', { name: /^Menge in Litern: Heizöl EL 1,/ });
    expect(again).not.toBe(input);
    expect(again).toHaveValue('12.000');
    expect(within(t).getByRole('button', { name: /^In den Warenkorb: Heizöl EL 1,/ })).toBeEnabled();
  });

  it('after "In den Warenkorb" the focus is on the basket button and the addition is announced', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(buyer);
    fakeMarket(backend, { offers: [fakeOffer(1), fakeOffer(2)] });
    start('/handelsplatz');
    const t = await table();
    const input = await within(t).findByRole('textbox', { name: /^Menge in Litern: Heizöl EL 1,/ });
    await user.type(input, '6000');
    await user.click(within(t).getByRole('button', { name: /^In den Warenkorb: Heizöl EL 1,/ }));
    const basket = await screen.findByRole('button', { name: 'Warenkorb (1 Position)' });
    await waitFor(() => expect(basket).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
    const status = screen
      .getAllByRole('status')
      .find((s) => s.textContent === 'Heizöl EL 1 (6.000 L) liegt im Warenkorb.');
    expect(status).toBeDefined();
    // What the basket took is no longer in the row.
    expect(within(t).getByRole('textbox', { name: /^Menge in Litern: Heizöl EL 1,/ })).toHaveValue('');
  });

  it('a refused addition keeps the focus on the row and the typed quantity', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(buyer);
    const market = fakeMarket(backend, { offers: [fakeOffer(1)] });
    market.rejectNext('POST /api/basket/items', 422, 'OFFER_NOT_AVAILABLE');
    start('/handelsplatz');
    const t = await table();
    const input = await within(t).findByRole('textbox', { name: /^Menge in Litern: Heizöl EL 1,/ });
    await user.type(input, '6000');
    const add = within(t).getByRole('button', { name: /^In den Warenkorb: Heizöl EL 1,/ });
    await user.click(add);
    expect(await screen.findByText(/nicht mehr verfügbar/)).toBeInTheDocument();
    await waitFor(() => expect(add).toHaveFocus());
    expect(within(t).getByRole('textbox', { name: /^Menge in Litern: Heizöl EL 1,/ })).toHaveValue('6.000');
    act(() => undefined);
  });
});
