import type { BrandId } from '@fuelmarket/brands';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, type FakeAccount } from '../../test/backend';
import { historyRow } from '../../test/orderFixtures';
import { renderApp } from '../../test/renderApp';

// Whole-app renders on a shared 2-core machine: give findBy* more than the default second.
configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

/** The dashboard of `account` in `brand`, once its latest orders show; its main region. */
async function dashboard(account: FakeAccount, brand: BrandId) {
  fakeBackend({ termsAccepted: true, openOrders: 1, history: [historyRow()], ...account });
  const view = renderApp('/', { brand });
  stop = () => view.app.timer.stop();
  await screen.findByText('FM-104211', { exact: false });
  return screen.getByRole('main');
}

const orderLinks = (main: HTMLElement) =>
  [...main.querySelectorAll('a')].filter((a) => a.getAttribute('href')?.startsWith('/orders'));

describe('[B11] the dashboard links to /orders only for users with an orders page', () => {
  it('[B11] a buyer on the Austrian platform sees the open count and the latest orders, without links to /orders', async () => {
    const main = await dashboard({ type: 'buyer' }, 'at');
    expect(within(main).getByRole('heading', { name: 'Offene Bestellungen' })).toBeInTheDocument();
    expect(within(main).getByText(/FM-104211/)).toBeInTheDocument();
    expect(orderLinks(main)).toEqual([]);
    expect(within(main).queryByRole('link', { name: 'Alle Bestellungen' })).toBeNull();
    expect(within(main).queryByRole('link', { name: 'Offene Bestellungen ansehen' })).toBeNull();
  });

  it.each([
    ['a buyer on the default platform', { type: 'buyer' }, 'default'],
    ['a seller on the Austrian platform', { type: 'seller' }, 'at'],
  ] as const)('[B11] %s is linked to its orders', async (_, account, brand) => {
    const main = await dashboard(account, brand);
    expect(within(main).getByRole('link', { name: 'Alle Bestellungen' })).toHaveAttribute('href', '/orders');
    expect(within(main).getByRole('link', { name: 'Offene Bestellungen ansehen' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'FM-104211' })).toHaveAttribute('href', '/orders/ord-1');
  });

  it('[K4] the latest orders give their volume in litres as "L"', async () => {
    const main = await dashboard({ type: 'buyer' }, 'default');
    const line = within(main).getByRole('link', { name: 'FM-104211' }).parentElement!;
    expect(line).toHaveTextContent(/ 24\.000 L · /);
  });
});

describe("[S10] the platform's staff get a dashboard into the operator console, not a trader's", () => {
  const traderCalls = (calls: string[]) => calls.filter((c) => /\/api\/(order|news|settings)/.test(c));

  it.each([
    ['the platform operator', true, ['Firmenkonten', 'Stammdaten', 'Protokoll']],
    ['admin staff', false, ['Firmenkonten', 'Protokoll']],
  ] as const)('[S10] %s see the console links and no buyer widgets', async (_, platformOperator, links) => {
    const backend = fakeBackend({ type: 'admin', platformOperator, openOrders: 3, history: [historyRow()] });
    const view = renderApp('/', { brand: 'default' });
    stop = () => view.app.timer.stop();
    const console = await screen.findByRole('region', { name: 'Betreiber-Konsole' }, { timeout: 5000 });
    expect(
      within(console)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(links);
    expect(within(console).getByRole('link', { name: 'Protokoll' })).toHaveAttribute(
      'href',
      '/betreiber?tab=audit',
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'Offene Bestellungen' })).toBeNull();
    expect(within(main).queryByRole('heading', { name: 'Letzte Bestellungen' })).toBeNull();
    expect(within(main).queryByText('FM-104211', { exact: false })).toBeNull();
    expect(traderCalls(backend.calls)).toEqual([]);
  });
});
