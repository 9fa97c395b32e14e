import axe from 'axe-core';
import { configure, screen, within } from '@testing-library/react';
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

/** Structural axe rules (jsdom has no layout, so colour contrast is left to the browser tests). */
async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('market accessibility', () => {
  it('the market page and the open basket have no axe violations', async () => {
    const backend = fakeBackend({ type: 'buyer', roles: ['MyOffers_Purchase'] });
    const market = fakeMarket(backend, { offers: [fakeOffer(1), fakeOffer(2)], livePricesAvailable: false });
    market.addItem('off-1', 24_000);
    const view = renderApp('/handelsplatz');
    stop = () => view.app.timer.stop();
    const table = await screen.findByRole('table', { name: 'Kraftstoffangebote' });
    await within(table).findByText('Heizöl EL 1');
    expect(await violations()).toEqual([]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Warenkorb (1 Position)' }));
    await screen.findByRole('dialog', { name: 'Warenkorb' });
    expect(await violations()).toEqual([]);
  });
});
