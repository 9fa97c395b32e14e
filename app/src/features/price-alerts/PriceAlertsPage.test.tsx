import type { BrandId } from '@fuelmarket/brands';
import type { Schemas } from '@fuelmarket/api-client';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, network } from '../../test/backend';
import { sellerMasterData } from '../../test/fuelOfferFixtures';
import { activeAlert, priceAlertServer, triggeredAlert } from '../../test/priceAlertsNetwork';
import { renderApp } from '../../test/renderApp';
import { priceAlertTriggered } from './events';

// Whole-app renders on 2 shared cores: the first render of a file compiles a lot.
configure({ asyncUtilTimeout: 5000 });

const active = activeAlert;
const triggered = triggeredAlert;

/** The server's alerts and what was sent to it. */
function alertServer(initial: Schemas['PriceAlert'][]) {
  const { state, handlers } = priceAlertServer(initial);
  network.use(...handlers);
  return state;
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

function open(path = '/preisalarme', { brand = 'default' }: { brand?: BrandId } = {}) {
  const backend = fakeBackend({
    type: 'buyer',
    roles: ['MyRelationships_View'],
    termsAccepted: true,
    ...sellerMasterData,
  });
  const view = renderApp(path, { brand });
  stop = () => view.app.timer.stop();
  return { backend, view, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Ihre Preisalarme' }, { timeout: 10_000 });
const rowOf = (t: HTMLElement, text: string) =>
  within(t)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text))!;

/** Structural axe rules (jsdom has no layout, so colour contrast is left to the browser tests). */
async function axeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('/preisalarme: the price alert tool', { timeout: 30_000 }, () => {
  it('the list and the open form have no axe violations', async () => {
    alertServer([active, triggered]);
    const { user } = open();
    await table();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Preisalarm anlegen' }));
    await screen.findByRole('dialog', { name: 'Neuer Preisalarm' });
    expect(await axeViolations()).toEqual([]);
  });

  it('[PA1] lists the alerts with their condition, lifting period and status Aktiv or Ausgelöst', async () => {
    alertServer([active, triggered]);
    open();
    const t = await table();
    const first = rowOf(t, 'Lager Nord');
    expect(first).toHaveTextContent('höchstens 90,00 € / 100 L');
    expect(first).toHaveTextContent('Alle');
    expect(first).toHaveTextContent('Aktiv');
    const second = rowOf(t, 'mindestens');
    expect(second).toHaveTextContent('mindestens 121,50 € / 100 L');
    expect(second).toHaveTextContent('Heute');
    expect(second).toHaveTextContent('Ausgelöst');
    expect(second).toHaveTextContent('bei 121,385 € / 100 L');
  });

  it('[PA1] creates an alert: product, terminal, below or above, the price in German digits, today’s lifting period, a comment', async () => {
    const server = alertServer([]);
    const { user } = open();
    expect(
      await screen.findByText('Sie haben noch keine Preisalarme.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Preisalarm anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Preisalarm' });
    // Nothing chosen yet: the form says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findAllByText('Pflichtfeld')).toHaveLength(3);
    expect(server.posted).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: /Produkt/ }));
    await user.click(await screen.findByRole('option', { name: 'Heizöl EL schwefelarm' }));
    await user.click(within(dialog).getByRole('button', { name: /Terminal/ }));
    await user.click(await screen.findByRole('option', { name: 'Hamburg Blumensand (Nord)' }));
    await user.click(within(dialog).getByRole('radio', { name: 'auf oder über den Wert steigt' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Preis/ }), '1234,5');
    await user.click(within(dialog).getByRole('radio', { name: 'Heute' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Kommentar/ }), 'Nur bei Bedarf');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() =>
      expect(server.posted).toEqual([
        {
          productId: 'heizoel-el',
          terminalId: 'tm-hamburg',
          operator: 'ABOVE',
          value: '1234.50',
          liftingPeriodType: 'TODAY',
          comment: 'Nur bei Bedarf',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Neuer Preisalarm' })).toBeNull());
    expect(rowOf(await table(), 'Nur bei Bedarf')).toHaveTextContent('mindestens 1.234,50 € / 100 L');
  });

  it('[PA1] changing a triggered alert says it becomes active again and sends the new settings', async () => {
    const server = alertServer([triggered]);
    const { user } = open();
    const t = await table();
    await user.click(
      within(t).getByRole('button', {
        name: 'Preisalarm Heizöl EL schwefelarm, Hamburg Blumensand bearbeiten',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Preisalarm bearbeiten' });
    expect(
      within(dialog).getByText('Mit dem Speichern wird der ausgelöste Preisalarm wieder aktiv.'),
    ).toBeVisible();
    const price = within(dialog).getByRole('textbox', { name: /^Preis/ });
    expect(price).toHaveValue('121,50');
    await user.clear(price);
    await user.type(price, '119,9');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(server.put).toEqual([
        expect.objectContaining({ id: 'pa-2', value: '119.90', operator: 'ABOVE' }),
      ]),
    );
    await waitFor(() => expect(rowOf(screen.getByRole('table'), 'mindestens')).toHaveTextContent('Aktiv'));
  });

  it('[PA1] deletes an alert only after the confirmation', async () => {
    const server = alertServer([active]);
    const { user } = open();
    const t = await table();
    const del = within(t).getByRole('button', {
      name: 'Preisalarm Heizöl EL schwefelarm, Hamburg Blumensand löschen',
    });
    await user.click(del);
    let confirm = await screen.findByRole('alertdialog', { name: 'Preisalarm löschen' });
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    expect(server.deleted).toEqual([]);
    await user.click(del);
    confirm = await screen.findByRole('alertdialog', { name: 'Preisalarm löschen' });
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(server.deleted).toEqual(['pa-1']));
    expect(await screen.findByText('Sie haben noch keine Preisalarme.')).toBeVisible();
  });

  it('[PA1] a triggered alert is told at once on any screen', async () => {
    alertServer([active]);
    const { view } = open('/');
    await screen.findByRole('link', { name: 'Preisalarme' }, { timeout: 10_000 });
    act(() =>
      priceAlertTriggered(view.app.queryClient, {
        ...active,
        status: 'TRIGGERED',
        triggeredAt: '2026-11-21T09:15:02.000Z',
        triggeredPrice: '89.9875',
      }),
    );
    expect(await screen.findByText('Preisalarm ausgelöst')).toBeVisible();
    expect(
      screen.getByText('Heizöl EL schwefelarm, Hamburg Blumensand: aktueller Preis 89,9875 € / 100 L'),
    ).toBeVisible();
  });

  it.each(['ch', 'at'] as const)(
    '[B9] on the %s platform there are no price alerts: no link, and /preisalarme goes to the dashboard without asking for them',
    async (brand) => {
      const server = alertServer([active]);
      const { view } = open('/preisalarme', { brand });
      await waitFor(() => expect(view.history.location.pathname).toBe('/'), { timeout: 10_000 });
      await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
      expect(screen.queryByRole('link', { name: 'Preisalarme' })).toBeNull();
      expect(server.reads).toBe(0);
    },
  );

  it('[B9] on the default platform a buyer finds the price alerts from the dashboard', async () => {
    alertServer([]);
    const { user, view } = open('/');
    await user.click(await screen.findByRole('link', { name: 'Preisalarme' }, { timeout: 10_000 }));
    await waitFor(() => expect(view.history.location.pathname).toBe('/preisalarme'));
  });
});
