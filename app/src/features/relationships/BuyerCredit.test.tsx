import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import { fakeCredit, fakeRelationship } from '../../test/relationshipFixtures';

const rheintank = { id: 'acc-rheintank', name: 'Rheintank Mineralöl KG' };
const aviatNord = { id: 'acc-aviat-nord', name: 'Aviat Nord GmbH' };
const SUEDOEL = 'rel-acc-aviat-nord-acc-suedoel';

/** An Aviat with a released seller (whose limit the group shares) and a request still open. */
function aviat() {
  return fakeBackend({
    type: 'buyer',
    roles: ['MyRelationships_View'],
    relationships: [
      fakeRelationship('buyer', { buyer: aviatNord, creditLimitMode: 'MANUAL', creditLimit: '250000.00' }),
      fakeRelationship('buyer', { buyer: aviatNord, seller: rheintank, state: 'REQUESTED' }),
    ],
    credit: {
      [SUEDOEL]: fakeCredit(SUEDOEL, {
        parent: { id: 'acc-aviaten', name: 'Aviaten Gruppe eG' },
        accounts: [
          { id: 'acc-aviaten', name: 'Aviaten Gruppe eG' },
          { id: 'acc-aviat-nord', name: 'Aviat Nord GmbH' },
        ],
        limit: '1000000.00',
        utilisation: '0.00',
        openOrders: '412000.00',
        basketHeld: '0.00',
        free: '588000.00',
      }),
    },
  });
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

async function open() {
  const view = renderApp('/verkaufer-management');
  stop = () => view.app.timer.stop();
  await screen.findByRole('table', { name: 'Ihre Verkäufer' }, { timeout: 5000 });
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('a buyer’s credit on /verkaufer-management', () => {
  it('shows the live credit with a released seller on demand, with the group’s shared limit', async () => {
    const backend = aviat();
    await open();
    // Only the released seller has a credit to show; nothing is read before it is asked for.
    expect(within(rowOf('Rheintank')).queryByRole('button', { name: /Kreditlimit/ })).toBeNull();
    expect(backend.calls.filter((c) => c.endsWith('/credit'))).toEqual([]);

    await userEvent.click(
      within(rowOf('Südöl')).getByRole('button', { name: 'Kreditlimit bei Südöl Vertrieb GmbH anzeigen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kreditlimit bei Südöl Vertrieb GmbH' });
    const credit = within(dialog).getByRole('region', { name: 'Kredit aktuell' });
    await within(credit).findAllByRole('term');
    expect(
      within(credit)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual([
      '250.000,00\u00a0€',
      '48.210,50\u00a0€',
      '61.404,20\u00a0€',
      '8.925,00\u00a0€',
      '131.460,30\u00a0€',
      '1.000.000,00\u00a0€',
      '0,00\u00a0€',
      '412.000,00\u00a0€',
      '0,00\u00a0€',
      '588.000,00\u00a0€',
    ]);
    expect(
      within(credit).getByRole('heading', { name: 'Gemeinsames Kreditlimit der Gruppe Aviaten Gruppe eG' }),
    ).toBeInTheDocument();
    expect(backend.calls.filter((c) => c.endsWith('/credit'))).toEqual([
      `GET /api/relationships/${SUEDOEL}/credit`,
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the credit cannot be read, and reads it anew when opened again', async () => {
    const backend = aviat();
    await open();
    backend.failNext(`GET /api/relationships/${SUEDOEL}/credit`, 503);
    backend.failNext(`GET /api/relationships/${SUEDOEL}/credit`, 503);
    const show = () =>
      userEvent.click(
        within(rowOf('Südöl')).getByRole('button', { name: 'Kreditlimit bei Südöl Vertrieb GmbH anzeigen' }),
      );
    await show();
    let dialog = await screen.findByRole('dialog', { name: 'Kreditlimit bei Südöl Vertrieb GmbH' });
    expect(
      await within(dialog).findByText(
        'Der aktuelle Kredit konnte nicht geladen werden (Status 503).',
        {},
        // One retry after a delay.
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await show();
    dialog = await screen.findByRole('dialog', { name: 'Kreditlimit bei Südöl Vertrieb GmbH' });
    await within(dialog).findAllByRole('term', {}, { timeout: 5000 });
    expect(within(dialog).getAllByRole('definition')[0]).toHaveTextContent('250.000,00');
  });
});
