import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $api } from '../../shell/api';
import { dependsOnMarketWindow } from '../../shell/market-window';
import { fakeBackend, type FakeAccount } from '../../test/backend';
import { renderFeature } from '../../test/renderFeature';
import { AdditivesMarket } from './AdditivesMarket';
import { adBlue, fakeAdditives, fliessverbesserer, relationship } from '../../test/additivesNetwork';

// Whole-feature renders on 2 shared cores: the first render of a file compiles a lot.
configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

const buyer: FakeAccount = { type: 'buyer', features: ['productAdditives'], roles: ['MyOffers_Purchase'] };
const OFFERS = 'GET /api/v2/offers/additives?pageNumber=1&pageLimit=1000';

function start(account: FakeAccount = buyer, additives: Parameters<typeof fakeAdditives>[1] = {}) {
  const backend = fakeBackend(account);
  const fake = fakeAdditives(backend, additives);
  const view = renderFeature(<AdditivesMarket />);
  stop = view.stop;
  return { backend, fake, view };
}

/** The table once its offers have arrived. */
const table = async () => {
  await screen.findByRole('cell', { name: 'AdBlue' });
  return screen.getByRole('table', { name: 'Additiv-Angebote' });
};
const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;

describe('AdditivesMarket', () => {
  it('[E3] shows the market with productAdditives and an additives-enabled relationship', async () => {
    const { backend } = start();
    await table();
    expect(await screen.findByRole('cell', { name: 'Fließverbesserer FV 300' })).toBeInTheDocument();
    // The default page: page 1 of up to 1000 offers (spec §9).
    expect(backend.calls).toContain(OFFERS);
  });

  it('[E3] stays hidden without an additives-enabled relationship', async () => {
    const { backend } = start(buyer, { relationships: [relationship(false)] });
    await waitFor(() => expect(backend.calls).toContain('GET /api/relationships/seller'));
    await screen.findByRole('main');
    expect(screen.queryByRole('heading', { name: 'Additive' })).not.toBeInTheDocument();
    expect(backend.calls.some((c) => c.startsWith('GET /api/v2/offers/additives'))).toBe(false);
  });

  it('[E3] stays hidden without the productAdditives feature', async () => {
    const { backend } = start({ ...buyer, features: [] });
    await waitFor(() => expect(backend.calls).toContain('GET /api/relationships/seller'));
    expect(screen.queryByRole('heading', { name: 'Additive' })).not.toBeInTheDocument();
  });

  it('[K4] shows product, seller, unit with its unit as L (never the code), price per L in the brand currency and availability', async () => {
    start();
    await table();
    const row = rowOf('AdBlue');
    expect(within(row).getByText('Rheintank Mineralöl KG')).toBeInTheDocument();
    expect(within(row).getByText('IBC 1000 l (L)')).toBeInTheDocument();
    expect(within(row).queryByText(/\(lt\)/)).toBeNull();
    expect(within(row).getByText('0,6900 €/L')).toBeInTheDocument();
    expect(within(row).getByText('24.000 L')).toBeInTheDocument();
  });

  it('[B3] prices additives in CHF on the Swiss build', async () => {
    const backend = fakeBackend(buyer);
    fakeAdditives(backend);
    const view = renderFeature(<AdditivesMarket />, { brand: 'ch' });
    stop = view.stop;
    await table();
    expect(within(rowOf('AdBlue')).getByText(/^CHF.0\.6900\/L$/)).toBeInTheDocument();
  });

  it('filters by product, purchase unit and availability (spec §7 query)', async () => {
    const user = userEvent.setup();
    const { backend } = start(buyer, { answers: { 'productIds=add-adblue': { offers: [adBlue] } } });
    await table();
    await user.click(await screen.findByRole('checkbox', { name: 'AdBlue' }));
    await waitFor(() => expect(backend.calls).toContain(`${OFFERS}&productIds=add-adblue`));
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Fließverbesserer FV 300' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('checkbox', { name: 'IBC 1000 l' }));
    await waitFor(() =>
      expect(backend.calls).toContain(`${OFFERS}&productIds=add-adblue&purchaseUnitList=1000`),
    );
    await user.type(screen.getByRole('textbox', { name: 'Verfügbar ab' }), '10000');
    await waitFor(() =>
      expect(backend.calls).toContain(
        `${OFFERS}&productIds=add-adblue&purchaseUnitList=1000&minOfferAvailability=10000`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(await screen.findByRole('cell', { name: 'Fließverbesserer FV 300' })).toBeInTheDocument();
  });

  it('pages through the offers; a filter change starts again at page 1', async () => {
    const user = userEvent.setup();
    // The server pages the two offers one at a time.
    const { backend } = start(buyer, {
      offers: [fliessverbesserer],
      pageCount: 2,
      answers: { 'pageNumber=2': { offers: [adBlue], pageCount: 2 } },
    });
    expect(await screen.findByRole('cell', { name: 'Fließverbesserer FV 300' })).toBeInTheDocument();
    expect(screen.getByText('Seite 1 von 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(await screen.findByRole('cell', { name: 'AdBlue' })).toBeInTheDocument();
    expect(backend.calls).toContain('GET /api/v2/offers/additives?pageNumber=2&pageLimit=1000');
    await user.click(screen.getByRole('checkbox', { name: 'Fließverbesserer FV 300' }));
    await waitFor(() =>
      expect(backend.calls).toContain(
        'GET /api/v2/offers/additives?pageNumber=1&pageLimit=1000&productIds=add-fliessverbesserer',
      ),
    );
  });

  it('[A1] a paused or removed offer is not for sale on the buyer market', async () => {
    start(buyer, {
      offers: [
        adBlue,
        { ...fliessverbesserer, status_type_id: 'PAUSED' },
        { ...fliessverbesserer, id: 'add-off-599', status_type_id: 'REMOVED' },
      ],
    });
    await table();
    expect(screen.queryByRole('cell', { name: 'Fließverbesserer FV 300' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('[H3] a failed reload empties offers and filter options and reports the status', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fake, view } = start();
    await table();
    fake.failNext(OFFERS, 503);
    // A new market window reloads everything that carries prices, the additive offers among them.
    await view.app.queryClient.invalidateQueries({ predicate: (q) => dependsOnMarketWindow(q.queryKey) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Additiv-Angebote konnten nicht geladen werden (Status 503).',
    );
    expect(screen.queryByRole('cell', { name: 'AdBlue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'AdBlue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'IBC 1000 l' })).not.toBeInTheDocument();
    // Retrying loads again.
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('cell', { name: 'AdBlue' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Additiv-Angebote' })).not.toHaveAttribute('aria-busy');
  });

  it('[H3] a failed filtered load reports the status and leaves no offers', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fake } = start();
    await table();
    fake.failNext(`${OFFERS}&productIds=add-adblue`, 500);
    await user.click(screen.getByRole('checkbox', { name: 'AdBlue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('(Status 500)');
    expect(screen.queryByRole('cell', { name: 'Fließverbesserer FV 300' })).not.toBeInTheDocument();
  });

  it('[V8] takes only whole units within the offer minimum and maximum', async () => {
    const user = userEvent.setup();
    start();
    await table();
    const row = rowOf('Fließverbesserer FV 300');
    const input = within(row).getByRole('textbox', { name: /Anzahl Gebinde für Fließverbesserer/ });
    const add = within(row).getByRole('button', { name: /in den Warenkorb/ });
    expect(add).toBeDisabled();
    await user.type(input, '1');
    expect(add).toBeDisabled();
    expect(within(row).getByText('Bitte eine Anzahl zwischen 2 und 20 wählen.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '21');
    expect(add).toBeDisabled();
    await user.clear(input);
    await user.type(input, '20');
    expect(add).toBeEnabled();
  });

  it('[V8] puts units for the chosen delivery location into the basket and reloads the basket', async () => {
    const user = userEvent.setup();
    const { backend, view } = start();
    await table();
    // The basket as the basket feature loaded it: adding must mark it for reloading.
    const basket = $api.queryOptions('get', '/api/basket');
    await view.app.queryClient.fetchQuery(basket);
    expect(view.app.queryClient.getQueryState(basket.queryKey)?.isInvalidated).toBe(false);
    const row = rowOf('AdBlue');
    await user.type(within(row).getByRole('textbox', { name: /Anzahl Gebinde für AdBlue/ }), '4');
    await user.click(within(row).getByRole('button', { name: /in den Warenkorb/ }));
    // Without a delivery location nothing is sent.
    expect(await screen.findByText('Bitte einen Lieferort wählen.')).toBeInTheDocument();
    expect(backend.calls).not.toContain('POST /api/basket/items');

    await user.click(screen.getByRole('button', { name: /Lieferort/ }));
    await user.click(await screen.findByRole('option', { name: /Tanklager Hamburg-Wilhelmsburg/ }));
    await user.click(within(row).getByRole('button', { name: /in den Warenkorb/ }));
    await waitFor(() =>
      expect(backend.bodies.get('POST /api/basket/items')).toEqual([
        { offerId: 'add-off-502', quantity: 4, deliveryAddressId: 'loc-1' },
      ]),
    );
    expect(await screen.findByText('Im Warenkorb: AdBlue')).toBeInTheDocument();
    expect(view.app.queryClient.getQueryState(basket.queryKey)?.isInvalidated).toBe(true);
  });

  it('[M3] a refused reservation names its reason; an unknown failure gets the general message', async () => {
    const user = userEvent.setup();
    const { backend, fake } = start();
    await table();
    await user.click(screen.getByRole('button', { name: /Lieferort/ }));
    await user.click(await screen.findByRole('option', { name: /Tanklager Hamburg-Wilhelmsburg/ }));
    const row = rowOf('AdBlue');
    await user.type(within(row).getByRole('textbox', { name: /Anzahl Gebinde für AdBlue/ }), '4');

    fake.failNext('POST /api/basket/items', 409, 'OFFER_NOT_AVAILABLE');
    await user.click(within(row).getByRole('button', { name: /in den Warenkorb/ }));
    expect(await screen.findByText('Dieses Angebot ist nicht mehr verfügbar.')).toBeInTheDocument();

    fake.failNext('POST /api/basket/items', 500);
    await user.click(within(row).getByRole('button', { name: /in den Warenkorb/ }));
    expect(await screen.findByText(/konnte nicht in den Warenkorb/)).toBeInTheDocument();
    expect(backend.calls.filter((c) => c === 'POST /api/basket/items')).toHaveLength(2);
  });

  it('[P2] without MyOffers_Purchase the offers show but cannot be bought', async () => {
    start({ ...buyer, roles: [] });
    await table();
    expect(screen.queryByRole('button', { name: /in den Warenkorb/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Anzahl Gebinde/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Lieferort/ })).not.toBeInTheDocument();
  });

  it('[P1] with ChildAccounts_Offers_View the buyer filter is the shareholder filter, sent as buyerIds', async () => {
    const user = userEvent.setup();
    const { backend } = start(
      { ...buyer, roles: ['ChildAccounts_Offers_View'] },
      {
        subAccounts: [
          {
            id: 'acc-aviat-nord',
            name: 'Aviat Nord GmbH',
            paymentTermDays: 30,
            dailyPurchaseLimit: null,
            dailyPurchaseUtilisation: 0,
            utilisationHistory: [],
            collectionShorteningDays: null,
            priceAdjustment: '0.0000',
            terminalIds: [],
            version: 1,
          },
        ],
      },
    );
    await table();
    const group = await screen.findByRole('group', { name: 'Gesellschafter' });
    expect(screen.queryByRole('group', { name: 'Käufer' })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('checkbox', { name: 'Aviat Nord GmbH' }));
    await waitFor(() => expect(backend.calls).toContain(`${OFFERS}&buyerIds=acc-aviat-nord`));
  });

  it('[P1] without ChildAccounts_Offers_View the filter stays the buyer filter', async () => {
    start();
    await table();
    expect(await screen.findByRole('group', { name: 'Käufer' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Gesellschafter' })).not.toBeInTheDocument();
  });
});
