import axe from 'axe-core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend } from '../../test/backend';
import { fakeMarket } from '../../test/marketBackend';
import { renderApp } from '../../test/renderApp';
import { renderFeature } from '../../test/renderFeature';
import { DeliveryAddressesPanel } from './DeliveryAddressesPanel';
import {
  billstrasse,
  fakeDeliveryAddresses,
  type FakeDeliveryAddressesOptions,
} from '../../test/deliveryAddressFixtures';

// Whole-feature renders on 2 shared cores: the first render of a file compiles a lot.
configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const buyer = {
  type: 'buyer' as const,
  roles: ['MyOffers_Purchase' as const, 'MyRelationships_View' as const],
};

function start(options: FakeDeliveryAddressesOptions = {}) {
  const backend = fakeBackend(buyer);
  const state = fakeDeliveryAddresses(backend, [billstrasse], options);
  const view = renderFeature(<DeliveryAddressesPanel />);
  stop = view.stop;
  return { backend, state, view };
}

const depot = {
  company: 'Nordheiz Handel GmbH, Depot Harburg',
  street: 'Seehafenstraße 20',
  zipCode: '21079',
  city: 'Hamburg',
  contactPerson: 'Jana Becker',
  onSiteContact: 'Herr Lange',
  deliveryInstructions: 'Anlieferung über Tor 2.',
};

async function fill(user: UserEvent, dialog: HTMLElement, values: Partial<typeof depot>) {
  const labels: Record<keyof typeof depot, RegExp> = {
    company: /^Firma/,
    street: /^Straße und Hausnummer/,
    zipCode: /^PLZ/,
    city: /^Ort/,
    contactPerson: /^Ansprechpartner/,
    onSiteContact: /^Kontakt vor Ort/,
    deliveryInstructions: /^Lieferhinweise/,
  };
  for (const [field, value] of Object.entries(values)) {
    const box = within(dialog).getByRole('textbox', { name: labels[field as keyof typeof depot] });
    await user.clear(box);
    await user.type(box, value);
  }
}

const metadataLoads = (calls: string[]) => calls.filter((c) => c === 'GET /api/generic/metadata').length;

describe('delivery addresses', () => {
  it('[S8] lists the addresses with company, address and contacts', async () => {
    start();
    const row = (await screen.findByRole('cell', { name: 'Nordheiz Handel GmbH' })).closest('tr')!;
    expect(within(row).getByText('Billstraße 112, 20539 Hamburg, Deutschland')).toBeInTheDocument();
    expect(within(row).getByText(/Jana Becker · Herr Yilmaz/)).toBeInTheDocument();
  });

  it('[S8] a new address: required fields are asked for before sending; saved, it is listed and the metadata loads again', async () => {
    const user = userEvent.setup();
    const { backend } = start();
    await screen.findByRole('cell', { name: 'Nordheiz Handel GmbH' });
    await user.click(screen.getByRole('button', { name: 'Neue Lieferadresse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Lieferadresse' });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findAllByText('Pflichtfeld')).toHaveLength(4);
    expect(backend.calls).not.toContain('POST /api/delivery-addresses');

    const loadsBefore = metadataLoads(backend.calls);
    await fill(user, dialog, depot);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('cell', { name: depot.company })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.bodies.get('POST /api/delivery-addresses')).toEqual([{ ...depot, country: 'DE' }]);
    await waitFor(() => expect(metadataLoads(backend.calls)).toBeGreaterThan(loadsBefore));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Die Lieferadresse Seehafenstraße 20 (21079) ist gespeichert.',
    );
  });

  it('[E7] checks the zip code against the country and asks for the house number', async () => {
    const user = userEvent.setup();
    const { backend } = start();
    await screen.findByRole('cell', { name: 'Nordheiz Handel GmbH' });
    await user.click(screen.getByRole('button', { name: 'Neue Lieferadresse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Lieferadresse' });
    await fill(user, dialog, { ...depot, street: 'Seehafenstraße', zipCode: '2107' });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Bitte geben Sie eine gültige Postleitzahl für das gewählte Land ein.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte geben Sie auch die Hausnummer an.')).toBeInTheDocument();
    expect(backend.calls).not.toContain('POST /api/delivery-addresses');
  });

  it('[S8] changing an address starts from its values and sends the change', async () => {
    const user = userEvent.setup();
    const { backend } = start();
    await user.click(
      await screen.findByRole('button', { name: 'Lieferadresse Billstraße 112 (20539) bearbeiten' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lieferadresse bearbeiten' });
    expect(within(dialog).getByRole('textbox', { name: /^Firma/ })).toHaveValue('Nordheiz Handel GmbH');
    expect(within(dialog).getByRole('textbox', { name: /^Lieferhinweise/ })).toHaveValue(
      'Zufahrt über Tor 3.',
    );
    await fill(user, dialog, { street: 'Billstraße 114' });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Billstraße 114, 20539 Hamburg, Deutschland')).toBeInTheDocument();
    const { id: _id, ...unchanged } = billstrasse;
    expect(backend.bodies.get('PUT /api/delivery-addresses/da-1')).toEqual([
      { ...unchanged, street: 'Billstraße 114' },
    ]);
  });

  it('a field the server refuses shows its problem on that field, and the dialog stays open', async () => {
    const user = userEvent.setup();
    const { backend } = start({ refusedCountries: ['NL'] });
    await user.click(
      await screen.findByRole('button', { name: 'Lieferadresse Billstraße 112 (20539) bearbeiten' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lieferadresse bearbeiten' });
    await user.click(within(dialog).getByRole('button', { name: /Land$/ }));
    await user.click(await screen.findByRole('option', { name: 'Niederlande' }));
    await fill(user, dialog, { zipCode: '3011 AB', city: 'Rotterdam' });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Dieses Land ist nicht möglich.')).toBeInTheDocument();
    expect(backend.bodies.get('PUT /api/delivery-addresses/da-1')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Lieferadresse bearbeiten' })).toBeInTheDocument();
  });

  it('[S8] deletes an address only after the confirmation; one in use stays with the reason', async () => {
    const user = userEvent.setup();
    const second = {
      ...billstrasse,
      id: 'da-2',
      street: 'Bockelmannstraße 4',
      zipCode: '21337',
      city: 'Lüneburg',
    };
    const backend = fakeBackend(buyer);
    fakeDeliveryAddresses(backend, [billstrasse, second], { inUse: ['da-1'] });
    const view = renderFeature(<DeliveryAddressesPanel />);
    stop = view.stop;

    await user.click(
      await screen.findByRole('button', { name: 'Lieferadresse Bockelmannstraße 4 (21337) löschen' }),
    );
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(
      'Möchten Sie die Lieferadresse Bockelmannstraße 4 (21337) wirklich löschen?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    expect(backend.calls).not.toContain('DELETE /api/delivery-addresses/da-2');
    await user.click(
      screen.getByRole('button', { name: 'Lieferadresse Bockelmannstraße 4 (21337) löschen' }),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('cell', { name: 'Bockelmannstraße 4, 21337 Lüneburg, Deutschland' }),
      ).toBeNull(),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Die Lieferadresse Bockelmannstraße 4 (21337) ist gelöscht.',
    );
    // Its row's button is gone: focus stays in the panel.
    expect(screen.getByRole('button', { name: 'Neue Lieferadresse' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Lieferadresse Billstraße 112 (20539) löschen' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(
      await screen.findByText(/wird noch von laufenden Bestellungen oder im Warenkorb verwendet/),
    ).toBeInTheDocument();
    expect(screen.getByText('Billstraße 112, 20539 Hamburg, Deutschland')).toBeInTheDocument();
  });

  it('[V12] closing the form with unsaved changes asks first', async () => {
    const user = userEvent.setup();
    const { backend } = start();
    await screen.findByRole('cell', { name: 'Nordheiz Handel GmbH' });
    await user.click(screen.getByRole('button', { name: 'Neue Lieferadresse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Lieferadresse' });
    await fill(user, dialog, { company: 'Depot' });
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    await user.click(within(ask).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(screen.getByRole('textbox', { name: /^Firma/ })).toHaveValue('Depot');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Neue Lieferadresse' })).getByRole('button', {
        name: 'Abbrechen',
      }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' })).getByRole('button', {
        name: 'Verwerfen',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Neue Lieferadresse' })).toBeNull());
    expect(backend.calls).not.toContain('POST /api/delivery-addresses');
  });

  it('has no accessibility violations in the list and the form', async () => {
    const user = userEvent.setup();
    start();
    await screen.findByRole('cell', { name: 'Nordheiz Handel GmbH' });
    const run = async () =>
      (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`,
      );
    expect(await run()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Neue Lieferadresse' }));
    await screen.findByRole('dialog', { name: 'Neue Lieferadresse' });
    expect(await run()).toEqual([]);
  });
});

describe('delivery addresses on the market', () => {
  it('[S8] "Lieferadressen verwalten" on the market adds an address the delivery choice then offers', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(buyer);
    fakeMarket(backend);
    fakeDeliveryAddresses(backend);
    const view = renderApp('/handelsplatz');
    stop = () => view.app.timer.stop();
    await user.click(await screen.findByRole('button', { name: 'Lieferadressen verwalten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lieferadressen' });
    await within(dialog).findByRole('cell', { name: 'Nordheiz Handel GmbH' });
    await user.click(within(dialog).getByRole('button', { name: 'Neue Lieferadresse' }));
    const form = await screen.findByRole('dialog', { name: 'Neue Lieferadresse' });
    await fill(user, form, depot);
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await within(dialog).findByRole('cell', { name: depot.company });
    // Closed by its own button: an Escape sent before the focus is back in the dialog would go nowhere.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Neue Lieferadresse' })).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: /Lieferung/ }));
    expect(await screen.findByRole('option', { name: 'Seehafenstraße 20 (21079)' })).toBeInTheDocument();
  });
});
