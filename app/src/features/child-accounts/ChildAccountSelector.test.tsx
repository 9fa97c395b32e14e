import type { paths, Schemas } from '@fuelmarket/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, fakeMetadata, network, type FakeAccount } from '../../test/backend';
import { renderFeature } from '../../test/renderFeature';
import { ChildAccountSelector } from './ChildAccountSelector';
import { marketOffersQuery } from '../market';
import { canSelectChildAccount } from './queries';
import { useChildAccountSelection } from './selection';

// Whole-feature renders on 2 shared cores: the first render of a file compiles a lot.
configure({ asyncUtilTimeout: 5000 });

const http = createOpenApiHttp<paths>();

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const parent: FakeAccount = { type: 'buyer', roles: ['ChildAccounts_Offers_View'] };

function subAccount(id: string, name: string): Schemas['SubAccount'] {
  return {
    id,
    name,
    paymentTermDays: 30,
    dailyPurchaseLimit: null,
    dailyPurchaseUtilisation: 0,
    utilisationHistory: [],
    collectionShorteningDays: null,
    priceAdjustment: '0.0000',
    terminalIds: [],
    version: 1,
  };
}

/** An offers answer whose only offer names the account it was priced for. */
const offersFor = (seller: string) =>
  HttpResponse.json({
    offers: [{ id: `off-${seller}`, seller: { id: seller, name: `Angebot für ${seller}` } }],
    filterOptions: { deliveryAddress: [], terminals: [] },
    metadata: { pageCount: 1, pageLimit: 100, pageNumber: 1, total: 1 },
  });

function start(account: FakeAccount, { parentShareholderAccount = true } = {}) {
  const backend = fakeBackend(account);
  const enter = (call: string) => backend.calls.push(call);
  network.use(
    http.get('/api/generic/metadata', ({ response }) => {
      enter('GET /api/generic/metadata');
      return response(200).json({ ...fakeMetadata(account), parentShareholderAccount });
    }),
    http.get('/api/sub-accounts', ({ response }) => {
      enter('GET /api/sub-accounts');
      return response(200).json([
        subAccount('acc-aviat-nord', 'Aviat Nord GmbH'),
        subAccount('acc-aviat-sued', 'Aviat Süd GmbH'),
      ]);
    }),
    http.get('/api/v2/offers', ({ response }) => {
      enter('GET /api/v2/offers');
      return response.untyped(offersFor('own'));
    }),
    http.get('/api/offers/childAccount/{id}', ({ params, response }) => {
      enter(`GET /api/offers/childAccount/${params.id}`);
      return response.untyped(offersFor(params.id));
    }),
  );
  const view = renderFeature(
    <>
      <ChildAccountSelector />
      <DemoMarket />
    </>,
  );
  stop = view.stop;
  return { backend, view };
}

/** The market page's use: its own offer query, switched to the child account's while one is chosen. */
function DemoMarket() {
  const { childAccountId } = useChildAccountSelection();
  const offers = useInfiniteQuery(marketOffersQuery(childAccountId, {}));
  return (
    <ul aria-label="Angebote">
      {offers.data?.pages[0]?.offers.map((o) => (
        <li key={o.id}>{o.seller.name}</li>
      ))}
    </ul>
  );
}

describe('ChildAccountSelector', () => {
  it('[C3] picking a child account makes the market load /api/offers/childAccount/{id}', async () => {
    const user = userEvent.setup();
    const { backend } = start(parent);
    expect(await screen.findByText('Angebot für own')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Angebote ansehen als/ }));
    await user.click(await screen.findByRole('option', { name: 'Aviat Nord GmbH' }));
    expect(await screen.findByText('Angebot für acc-aviat-nord')).toBeInTheDocument();
    expect(backend.calls).toContain('GET /api/offers/childAccount/acc-aviat-nord');
    // Back to the own account: the own market again.
    const before = backend.calls.length;
    await user.click(screen.getByRole('button', { name: /Angebote ansehen als/ }));
    await user.click(await screen.findByRole('option', { name: 'Eigenes Konto' }));
    expect(await screen.findByText('Angebot für own')).toBeInTheDocument();
    expect(backend.calls.slice(before).some((c) => c.startsWith('GET /api/offers/childAccount/'))).toBe(
      false,
    );
  });

  it('[C3] lists the parent account’s child accounts', async () => {
    const user = userEvent.setup();
    const { backend } = start(parent);
    await user.click(await screen.findByRole('button', { name: /Angebote ansehen als/ }));
    expect(await screen.findByRole('option', { name: 'Aviat Süd GmbH' })).toBeInTheDocument();
    expect(backend.calls).toContain('GET /api/sub-accounts');
  });

  it('[C3] is not offered without ChildAccounts_Offers_View', async () => {
    const { backend } = start({ type: 'buyer', roles: [] });
    expect(await screen.findByText('Angebot für own')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Angebote ansehen als/ })).not.toBeInTheDocument();
    expect(backend.calls).not.toContain('GET /api/sub-accounts');
  });

  it('[C3] is not offered outside a parent shareholder account', async () => {
    start(parent, { parentShareholderAccount: false });
    expect(await screen.findByText('Angebot für own')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Angebote ansehen als/ })).not.toBeInTheDocument();
  });

  it('forgets the selection at logout (the cache is cleared)', async () => {
    const user = userEvent.setup();
    const { view } = start(parent);
    await user.click(await screen.findByRole('button', { name: /Angebote ansehen als/ }));
    await user.click(await screen.findByRole('option', { name: 'Aviat Nord GmbH' }));
    await screen.findByText('Angebot für acc-aviat-nord');
    view.app.queryClient.clear();
    await waitFor(() =>
      expect(view.app.queryClient.getQueryData(['child-accounts', 'selection'])).toBeUndefined(),
    );
  });
});

describe('canSelectChildAccount', () => {
  it('needs both the role and a parent shareholder account', () => {
    expect(
      canSelectChildAccount({ roles: ['ChildAccounts_Offers_View'], parentShareholderAccount: true }),
    ).toBe(true);
    expect(canSelectChildAccount({ roles: [], parentShareholderAccount: true })).toBe(false);
    expect(
      canSelectChildAccount({ roles: ['ChildAccounts_Offers_View'], parentShareholderAccount: false }),
    ).toBe(false);
    expect(canSelectChildAccount(null)).toBe(false);
  });
});
