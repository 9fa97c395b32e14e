import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandId } from '@fuelmarket/brands';
import { fakeBackend } from '../../test/backend';
import { fakeMarket, fakeOffer, type FakeMarketOptions } from '../../test/marketBackend';
import { renderApp } from '../../test/renderApp';

// Whole-app renders on a shared 2-core machine: give findBy* more than the default second.
configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const buyer = { type: 'buyer' as const, roles: ['MyOffers_Purchase' as const], termsAccepted: true };

/** The market with one reserved item (24,000 L Heizöl at 92.45 EUR/100 L), the basket opened. */
async function openBasket(options: FakeMarketOptions = {}, brand: BrandId = 'default') {
  const user = userEvent.setup();
  const backend = fakeBackend(buyer);
  const market = fakeMarket(backend, { offers: [fakeOffer(1)], ...options });
  market.addItem('off-1', 24_000);
  const view = renderApp('/handelsplatz', { brand });
  stop = () => view.app.timer.stop();
  await user.click(await screen.findByRole('button', { name: 'Warenkorb (1 Position)' }, { timeout: 8000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Warenkorb' }, { timeout: 4000 });
  await within(dialog).findByText('Heizöl EL 1');
  return { user, backend, market, view, dialog };
}

async function toConfirmation(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Weiter zur Bestellbestätigung' }));
  await within(dialog).findByRole('heading', { name: 'Bestellbestätigung' });
}

describe('basket', () => {
  it('[S9][BK1] step "Warenkorb": reserved price, reservation and price-update countdowns, totals with 2 decimals', async () => {
    const { dialog } = await openBasket();
    const steps = within(dialog).getByRole('list', { name: 'Schritte der Bestellung' });
    const stepItems = within(steps).getAllByRole('listitem');
    expect(stepItems.map((li) => li.textContent)).toEqual(['1Warenkorb', '2Bestellbestätigung']);
    expect(stepItems[0]).toHaveAttribute('aria-current', 'step');
    expect(within(dialog).getByText('92,45 €')).toBeInTheDocument();
    const timers = within(dialog).getAllByRole('timer');
    expect(timers).toHaveLength(2);
    expect(timers[0]).toHaveTextContent(/^[45]:\d\d Min\.$/);
    expect(within(dialog).getByText('Preisreservierung endet in')).toBeInTheDocument();
    expect(within(dialog).getByText('Nächste Preisaktualisierung in')).toBeInTheDocument();
    expect(within(dialog).getByTestId('basket-net')).toHaveTextContent('22.188,00 €');
    expect(within(dialog).getByTestId('basket-vat')).toHaveTextContent('4.215,72 €');
    expect(within(dialog).getByTestId('basket-gross')).toHaveTextContent('26.403,72 €');
  });

  it('[BK1] WCAG 2.2.1: an alert warns at least 20 s before the reservation ends; "Preise aktualisieren" extends it', async () => {
    const { user, backend, market, dialog } = await openBasket();
    // A refresh now makes the reservation end in 33 s: no warning yet; it comes 30 s before the end.
    market.state.reservationMs = 33_000;
    await user.click(within(dialog).getByRole('button', { name: 'Preise aktualisieren' }));
    await waitFor(() => expect(backend.count('POST /api/basket/refresh')).toBe(1));
    await waitFor(() => expect(within(dialog).getAllByRole('timer')[0]).toHaveTextContent(/^3\d Sek\.$/));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 6000 });
    expect(alert).toHaveTextContent(
      'Ihre Preisreservierung endet in weniger als 30 Sekunden. Mit „Preise aktualisieren“ verlängern Sie sie.',
    );
    market.state.reservationMs = 5 * 60_000;
    await user.click(within(alert).getByRole('button', { name: 'Preise aktualisieren' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(backend.count('POST /api/basket/refresh')).toBe(2);
    expect(within(dialog).getAllByRole('timer')[0]).toHaveTextContent(/^[45]:\d\d Min\.$/);
  });

  it('[BK1] after a refresh changed prices show old → new before the buyer confirms', async () => {
    const { user, market, dialog } = await openBasket();
    market.state.nextPrices.set('off-1', '93.1000');
    await user.click(within(dialog).getByRole('button', { name: 'Preise aktualisieren' }));
    expect(
      await within(dialog).findByText(
        'Die Preise haben sich geändert. Bitte prüfen Sie die neuen Preise, bevor Sie bestellen.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Preis geändert von 92,45 € auf 93,10 €')).toBeInTheDocument();
    await toConfirmation(user, dialog);
    expect(within(dialog).getByText(/92,45 € → 93,10 €/)).toBeInTheDocument();
  });

  it('changes the quantity and removes an item', async () => {
    const { user, backend, dialog } = await openBasket();
    const input = within(dialog).getByRole('textbox', { name: 'Menge in Litern: Heizöl EL 1' });
    await user.clear(input);
    await user.type(input, '30000');
    await user.click(within(dialog).getByRole('button', { name: 'Menge übernehmen' }));
    await waitFor(() => expect(within(dialog).getByTestId('basket-net')).toHaveTextContent('27.735,00 €'));
    expect(backend.bodies.get('PUT /api/basket/items/bi-1')).toEqual([{ quantity: 30000 }]);
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen: Heizöl EL 1' }));
    expect(await within(dialog).findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    // The page behind the modal is hidden from assistive technology while the basket is open.
    expect(await screen.findByRole('button', { name: 'Warenkorb (leer)', hidden: true })).toBeInTheDocument();
  });

  it('[OS1] step "Bestellbestätigung": lifting number and comment, says it cannot be undone, shows the order number and links to /orders', async () => {
    const { user, backend, dialog } = await openBasket();
    await toConfirmation(user, dialog);
    expect(
      within(dialog).getByText(/Eine Bestellbestätigung kann nicht rückgängig gemacht werden/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Ladenummer' }), 'LN-2026-4711');
    await user.type(within(dialog).getByRole('textbox', { name: 'Kommentar' }), 'Abholung ab 7 Uhr');
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich bestellen' }));
    expect(await within(dialog).findByText('Ihre Bestellung wurde aufgegeben.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bestellnummer FM-2026-004211')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Zu meinen Bestellungen' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(backend.bodies.get('POST /api/orders')).toEqual([
      { basketItemIds: ['bi-1'], liftingNumber: 'LN-2026-4711', comment: 'Abholung ab 7 Uhr' },
    ]);
  });

  it('[S9] step "Bestellbestätigung" lists every position (product, terminal, seller, litres, price) above "Verbindlich bestellen"', async () => {
    const user = userEvent.setup();
    const market = fakeMarket(fakeBackend(buyer), {
      offers: [
        fakeOffer(1),
        fakeOffer(2, {
          terminal: { id: 'tm-bremen', name: 'Bremen Hafen' },
          seller: { id: 'acc-nordtank', name: 'Nordtank AG' },
          price: '95.1000',
        }),
      ],
    });
    market.addItem('off-1', 24_000);
    market.addItem('off-2', 8_500);
    const view = renderApp('/handelsplatz');
    stop = () => view.app.timer.stop();
    await user.click(
      await screen.findByRole('button', { name: 'Warenkorb (2 Positionen)' }, { timeout: 8000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Warenkorb' }, { timeout: 4000 });
    await within(dialog).findByText('Heizöl EL 2');
    await toConfirmation(user, dialog);
    const table = within(dialog).getByRole('table', { name: 'Ihre Bestellpositionen' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Produkt', 'Terminal', 'Verkäufer', 'Menge', 'Reservierter Preis', 'Netto']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s+/g, ' '));
    expect(rows.slice(1).map(cells)).toEqual([
      ['Heizöl EL 1', 'Hamburg Blumensand', 'Südöl Vertrieb GmbH', '24.000 L', '92,45 €', '22.188,00 €'],
      ['Heizöl EL 2', 'Bremen Hafen', 'Nordtank AG', '8.500 L', '95,10 €', '8.083,50 €'],
    ]);
    // The binding button comes after the positions in reading order.
    const order = within(dialog).getByRole('button', { name: 'Verbindlich bestellen' });
    expect(table.compareDocumentPosition(order) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('[B11] where buyers have no orders page (Austria) the confirmation does not link to /orders', async () => {
    const { user, dialog } = await openBasket({}, 'at');
    await toConfirmation(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich bestellen' }));
    expect(await within(dialog).findByText('Ihre Bestellung wurde aufgegeben.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Zu meinen Bestellungen' })).toBeNull();
    expect(dialog.querySelector('a[href^="/orders"]')).toBeNull();
  });
});

describe('[B11] lifting order number (Abholauftragsnummer)', () => {
  const field = (dialog: HTMLElement) =>
    within(dialog).queryByRole('textbox', { name: /^Abholauftragsnummer/ });

  it('[B11] where the brand keeps lifting order numbers (Austria) the order carries the trimmed number', async () => {
    const { user, backend, dialog } = await openBasket({}, 'at');
    await toConfirmation(user, dialog);
    await user.type(field(dialog)!, '  AA-2026/4711 B ');
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich bestellen' }));
    expect(await within(dialog).findByText('Ihre Bestellung wurde aufgegeben.')).toBeInTheDocument();
    expect(backend.bodies.get('POST /api/orders')).toEqual([
      { basketItemIds: ['bi-1'], liftingOrderNumber: 'AA-2026/4711 B' },
    ]);
  });

  it('[B11] the number is optional; a malformed one is named at the field and cannot be ordered', async () => {
    const { user, backend, dialog } = await openBasket({}, 'at');
    await toConfirmation(user, dialog);
    const input = field(dialog)!;
    expect(input).toHaveAttribute('maxlength', '40');
    await user.type(input, 'AA_4711');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByText('Höchstens 40 Zeichen: Buchstaben, Ziffern, Leerzeichen, „-“ und „/“.'),
    ).toBeInTheDocument();
    const order = within(dialog).getByRole('button', { name: 'Verbindlich bestellen' });
    expect(order).toBeDisabled();
    await user.clear(input);
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(order);
    expect(await within(dialog).findByText('Ihre Bestellung wurde aufgegeben.')).toBeInTheDocument();
    expect(backend.bodies.get('POST /api/orders')).toEqual([{ basketItemIds: ['bi-1'] }]);
  });

  it.each(['default', 'ch'] as const)(
    '[B11] brand %s keeps no lifting order numbers: no field, none sent',
    async (brand) => {
      const { user, backend, dialog } = await openBasket({}, brand);
      await toConfirmation(user, dialog);
      expect(within(dialog).getByRole('textbox', { name: 'Kommentar' })).toBeInTheDocument();
      expect(field(dialog)).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Verbindlich bestellen' }));
      expect(await within(dialog).findByText('Ihre Bestellung wurde aufgegeben.')).toBeInTheDocument();
      expect(backend.bodies.get('POST /api/orders')).toEqual([{ basketItemIds: ['bi-1'] }]);
    },
  );
});

const orderErrors: [code: string, context: Record<string, unknown> | undefined, text: string][] = [
  [
    'INSUFFICIENT_CREDIT_LIMIT',
    undefined,
    'Ihr Kreditlimit beim Verkäufer reicht für diese Bestellung nicht aus.',
  ],
  [
    'INSUFFICIENT_CREDIT_LIMIT_SHAREHOLDER',
    undefined,
    'Das Kreditlimit beim Hauptgesellschafter reicht für diese Bestellung nicht aus.',
  ],
  ['DAILY_PURCHASE_LIMIT_REACHED', undefined, 'Ihr tägliches Einkaufslimit für dieses Produkt ist erreicht.'],
  ['OFFER_NOT_AVAILABLE', undefined, 'Dieses Angebot ist nicht mehr verfügbar.'],
  [
    'NOT_ENOUGH_VOLUME',
    { newAvailableVolume: 12000 },
    'Nicht genügend Menge verfügbar. Es sind nur noch 12.000 L verfügbar.',
  ],
  [
    'RELATIONSHIP_DISABLED',
    { sellerName: 'Südöl Vertrieb GmbH' },
    'Ihre Geschäftsbeziehung mit Südöl Vertrieb GmbH ist deaktiviert. Bitte wenden Sie sich an den Verkäufer.',
  ],
  ['PAYMENT_TERM_CHANGED', undefined, 'Das Zahlungsziel wurde geändert. Bitte prüfen Sie Ihre Bestellung.'],
  [
    'ANTITRUST_ANONYMITY',
    undefined,
    'Das Angebot ist nicht mehr verfügbar. Bitte kehren Sie zum Handelsplatz zurück.',
  ],
  [
    'RESERVATION_EXPIRED',
    undefined,
    'Ihre Preisreservierung ist abgelaufen. Bitte aktualisieren Sie die Preise.',
  ],
];

describe('order errors', () => {
  it.each(orderErrors)('[M3] %s has its own message', async (code, context, text) => {
    const { user, market, dialog } = await openBasket();
    market.rejectNext('POST /api/orders', 422, code, context);
    await toConfirmation(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich bestellen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  });

  it("[M3][V2] the Swiss brand shows the new available volume as 12'000", async () => {
    const { user, market, dialog } = await openBasket({}, 'ch');
    market.rejectNext('POST /api/orders', 422, 'NOT_ENOUGH_VOLUME', { newAvailableVolume: 12000 });
    await toConfirmation(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich bestellen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/nur noch 12['’]000 L verfügbar/);
  });

  it('[M3] a technical error says to close the basket and retry, and offers to close it', async () => {
    const { user, market, dialog } = await openBasket();
    market.rejectNext('POST /api/orders', 500, 'BASKET_TECHNICAL_ERROR');
    await toConfirmation(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich bestellen' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Im Warenkorb ist ein technischer Fehler aufgetreten. Bitte schließen Sie den Warenkorb und versuchen Sie es erneut.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Warenkorb schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('[M3] the antitrust error leads back to the market', async () => {
    const { user, market, dialog, view } = await openBasket();
    market.rejectNext('POST /api/orders', 422, 'ANTITRUST_ANONYMITY');
    await toConfirmation(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Verbindlich bestellen' }));
    const alert = await within(dialog).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Zurück zum Handelsplatz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.app.router.state.location.pathname).toBe('/handelsplatz');
  });

  it('[M3] a refused reservation on the market shows the order error there', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(buyer);
    const market = fakeMarket(backend, { offers: [fakeOffer(1)] });
    market.rejectNext('POST /api/basket/items', 422, 'RELATIONSHIP_DISABLED', {
      sellerName: 'Südöl Vertrieb GmbH',
    });
    const view = renderApp('/handelsplatz');
    stop = () => view.app.timer.stop();
    const table = await screen.findByRole('table', { name: 'Kraftstoffangebote' });
    await user.type(await within(table).findByRole('textbox', { name: /Menge in Litern/ }), '6000');
    await user.click(within(table).getByRole('button', { name: /^In den Warenkorb/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Geschäftsbeziehung mit Südöl Vertrieb GmbH ist deaktiviert/,
    );
  });
});
