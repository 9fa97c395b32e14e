import type { paths, Schemas } from '@fuelmarket/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, network } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import { fixedFuelOffer } from '../../test/fuelOfferFixtures';

const http = createOpenApiHttp<paths>();

afterEach(() => network.resetHandlers());

const offer = fixedFuelOffer;

const nordheiz: Schemas['CustomerPrice'] = {
  customer: { id: 'acc-nordheiz', name: 'Nordheiz Handel GmbH' },
  price: '93.0000',
  basePrice: '92.4500',
  adjustment: '0.5500',
  priceUnit: 'EUR/100L15',
  currency: 'EUR',
  paymentTermDays: 14,
  explanation: [
    { code: 'FIXED_PRICE', value: '92.4500', unit: 'EUR/100L15' },
    {
      code: 'RULE',
      value: '0.8500',
      unit: 'EUR/100L15',
      rule: { id: 'pr-1', name: 'Fracht Nordheiz', kind: 'FREIGHT' },
    },
    {
      code: 'RULE',
      value: '-0.3000',
      unit: 'EUR/100L15',
      rule: { id: 'pr-2', name: 'Treuerabatt', kind: 'DISCOUNT' },
    },
    { code: 'FINAL_PRICE', value: '93.0000', unit: 'EUR/100L15' },
  ],
};

const aviaten: Schemas['CustomerPrice'] = {
  customer: { id: 'acc-aviaten', name: 'Aviaten Gruppe AG' },
  price: '92.4500',
  basePrice: '92.4500',
  adjustment: '0.0000',
  priceUnit: 'EUR/100L15',
  currency: 'EUR',
};

async function openPrices(prices: Schemas['CustomerPrice'][] | 503) {
  network.use(
    http.get('/api/seller/offers', ({ response }) => response(200).json([offer])),
    http.get('/api/seller/offer-uploads', ({ response }) => response(200).json([])),
    http.get('/api/seller/offers/{offerId}/customer-prices', ({ response }) =>
      prices === 503
        ? response(503).json({
            type: 'about:blank',
            title: 'Keine Marktdaten',
            status: 503,
            code: 'MARKET_DATA_UNAVAILABLE',
          })
        : response(200).json(prices),
    ),
  );
  renderApp('/meine-angebote');
  await userEvent.click(
    await screen.findByRole('button', { name: 'Kundenpreise für Heizöl EL schwefelarm, Hamburg Blumensand' }),
  );
  return screen.findByRole('dialog', { name: 'Kundenpreise: Heizöl EL schwefelarm, Hamburg Blumensand' });
}

describe('/meine-angebote, customer prices', { timeout: 30_000 }, () => {
  it('[S3] shows the price the chosen customer gets, with its calculation step by step', async () => {
    fakeBackend({ type: 'seller' });
    const dialog = await openPrices([aviaten, nordheiz]);
    expect(
      await within(dialog).findByText('Aviaten Gruppe AG zahlt 92,4500 € je 100 l (15 °C)'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: /Kunde/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nordheiz Handel GmbH' }));
    expect(
      within(dialog).getByText('Nordheiz Handel GmbH zahlt 93,0000 € je 100 l (15 °C)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Angebotspreis 92,4500 €, Preisregeln \+0,5500 €/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Zahlungsziel 14 Tage/)).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Berechnung des Kundenpreises' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Festpreis', '92,4500\u00a0€'],
      ['Regel „Fracht Nordheiz“ (Fracht)', '+0,8500\u00a0€'],
      ['Regel „Treuerabatt“ (Rabatt)', '-0,3000\u00a0€'],
      ['Kundenpreis', '93,0000\u00a0€'],
    ]);
  });

  it('[M5] says so when live prices cannot be computed without market data', async () => {
    fakeBackend({ type: 'seller' });
    const dialog = await openPrices(503);
    expect(
      await within(dialog).findByText(
        'Keine Live-Preisdaten verfügbar: Kundenpreise für Live-Angebote können gerade nicht berechnet werden.',
        {},
        // One retry first.
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('says when the offer has no customers yet', async () => {
    fakeBackend({ type: 'seller' });
    const dialog = await openPrices([]);
    expect(
      await within(dialog).findByText('Dieses Angebot hat noch keine freigeschalteten Kunden.'),
    ).toBeInTheDocument();
  });
});
