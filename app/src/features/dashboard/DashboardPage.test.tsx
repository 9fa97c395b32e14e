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
});
