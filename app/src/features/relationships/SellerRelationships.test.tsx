import type { BrandId } from '@fuelmarket/brands';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, type FakeAccount } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import { fakeRelationship } from '../../test/relationshipFixtures';

const party = (id: string, name: string) => ({ id, name });
const waerme = party('acc-waerme-weser', 'Wärme Weser GmbH & Co. KG');
const aviat = party('acc-aviat-nord', 'Aviat Nord GmbH');
const kiel = party('acc-kiel', 'Kieler Brennstoffe KG');

/** The demo seller's buyers in every state the seller acts on [RS1]. */
const buyers = () => [
  fakeRelationship('seller', {
    creditLimitMode: 'MANUAL',
    creditLimit: '250000.00',
    agbAccepted: true,
  }),
  fakeRelationship('seller', {
    buyer: waerme,
    state: 'REQUESTED',
    sellerStatus: 'NEW',
    agbAccepted: false,
    message: 'Wir möchten Heizöl in Bremen abholen.',
  }),
  fakeRelationship('seller', { buyer: aviat, state: 'IN_REVIEW' }),
  fakeRelationship('seller', { buyer: kiel, state: 'DECLINED', otherStatus: 'ENABLED' }),
];

function seller(account: Partial<FakeAccount> = {}) {
  return fakeBackend({
    type: 'seller',
    roles: ['MyRelationships_View'],
    relationships: buyers(),
    ...account,
  });
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

function open(brand: BrandId = 'default') {
  const view = renderApp('/kaufer-management', { brand });
  stop = () => view.app.timer.stop();
  return view;
}

const table = () => screen.findByRole('table', { name: 'Ihre Käufer' }, { timeout: 5000 });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const buttonsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('/kaufer-management', () => {
  it('[RS1] offers per state: release, review or decline a request; decline a released buyer; set a declined one up again', async () => {
    seller();
    open();
    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Käufer-Management' })).toBeInTheDocument();
    expect(buttonsOf('Wärme Weser')).toEqual(['Freigeben', 'In Prüfung', 'Ablehnen', 'Einstellungen']);
    expect(buttonsOf('Aviat Nord')).toEqual(['Freigeben', 'Ablehnen', 'Einstellungen']);
    expect(buttonsOf('Nordheiz')).toEqual(['Ablehnen', 'Einstellungen']);
    expect(buttonsOf('Kieler')).toEqual(['Freigeben', 'In Prüfung', 'Einstellungen']);
  });

  it('[P6] shows each buyer with state, credit limit in the brand format and mode, AGB and the last message', async () => {
    seller();
    open();
    await table();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Käufer',
      'Status',
      'Kreditlimit',
      'AGB akzeptiert',
      'Angefragt am',
      'Letzte Nachricht',
      'Aktionen',
    ]);
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent);
    expect(cells('Nordheiz')).toEqual([
      'Nordheiz Handel GmbH',
      'Freigegeben',
      '250.000,00\u00a0€ (Manuell)',
      'Ja',
      '02.11.2026',
      '–',
    ]);
    expect(cells('Wärme Weser')).toEqual([
      'Wärme Weser GmbH & Co. KG Neu',
      'Angefragt',
      'Kein Limit',
      'Nein',
      '02.11.2026',
      'Wir möchten Heizöl in Bremen abholen.',
    ]);
  });

  it('[P6] on the Swiss platform the credit limit reads in CHF with Swiss separators', async () => {
    seller();
    open('ch');
    await table();
    expect(rowOf('Nordheiz')).toHaveTextContent("CHF 250'000.00 (Manuell)");
  });

  it('[RS1] releasing ("save and activate") tells that the buyer gets an e-mail and sends the message', async () => {
    const user = userEvent.setup();
    const backend = seller();
    open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Wärme Weser GmbH & Co. KG freigeben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wärme Weser GmbH & Co. KG freigeben' });
    expect(dialog).toHaveTextContent('erhält eine E-Mail');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nachricht an Wärme Weser GmbH & Co. KG (optional)' }),
      'Willkommen!',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Speichern und aktivieren' }));
    expect(
      await screen.findByText('Die Verbindung mit Wärme Weser GmbH & Co. KG ist jetzt freigegeben.'),
    ).toBeInTheDocument();
    expect(backend.bodies.get('POST /api/relationships/rel-acc-waerme-weser-acc-suedoel/accept')).toEqual([
      { message: 'Willkommen!' },
    ]);
    await waitFor(() => expect(buttonsOf('Wärme Weser')).toEqual(['Ablehnen', 'Einstellungen']));
    expect(rowOf('Wärme Weser')).toHaveTextContent('Willkommen!');
  });

  it('[RS1] declining and setting in review work without a message', async () => {
    const user = userEvent.setup();
    const backend = seller();
    open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Wärme Weser GmbH & Co. KG in Prüfung setzen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Wärme Weser GmbH & Co. KG in Prüfung setzen' });
    await user.click(within(dialog).getByRole('button', { name: 'In Prüfung setzen' }));
    expect(
      await screen.findByText('Die Verbindung mit Wärme Weser GmbH & Co. KG ist jetzt in Prüfung.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aviat Nord GmbH ablehnen' }));
    dialog = await screen.findByRole('dialog', { name: 'Aviat Nord GmbH ablehnen' });
    await user.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(
      await screen.findByText('Die Verbindung mit Aviat Nord GmbH ist jetzt abgelehnt.'),
    ).toBeInTheDocument();
    expect(backend.bodies.get('POST /api/relationships/rel-acc-waerme-weser-acc-suedoel/in-review')).toEqual([
      {},
    ]);
    expect(backend.bodies.get('POST /api/relationships/rel-acc-aviat-nord-acc-suedoel/decline')).toEqual([
      {},
    ]);
    await waitFor(() => expect(rowOf('Aviat Nord')).toHaveTextContent('Abgelehnt'));
  });

  it('[RS1] a refused action keeps the dialog and the message; sent again it goes through', async () => {
    const user = userEvent.setup();
    const backend = seller();
    const call = 'POST /api/relationships/rel-acc-aviat-nord-acc-suedoel/decline';
    backend.failNext(call, 503);
    open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Aviat Nord GmbH ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aviat Nord GmbH ablehnen' });
    const message = within(dialog).getByRole('textbox', { name: /Nachricht/ });
    await user.type(message, 'Leider keine Kapazität.');
    await user.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(
      await within(dialog).findByText('Das hat nicht geklappt (Status 503). Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();
    expect(message).toHaveValue('Leider keine Kapazität.');
    await user.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(
      await screen.findByText('Die Verbindung mit Aviat Nord GmbH ist jetzt abgelehnt.'),
    ).toBeInTheDocument();
    expect(backend.bodies.get(call)).toEqual([
      { message: 'Leider keine Kapazität.' },
      { message: 'Leider keine Kapazität.' },
    ]);
  });

  it('[RS1] an action on a relationship changed meanwhile says so and shows the current list', async () => {
    const user = userEvent.setup();
    const backend = seller();
    backend.failNext(
      'POST /api/relationships/rel-acc-waerme-weser-acc-suedoel/accept',
      409,
      'RELATIONSHIP_STATE_CONFLICT',
    );
    open();
    await table();
    const loads = backend.count('GET /api/relationships/buyer');
    await user.click(screen.getByRole('button', { name: 'Wärme Weser GmbH & Co. KG freigeben' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern und aktivieren' }));
    expect(
      await screen.findByText(
        'Die Verbindung mit Wärme Weser GmbH & Co. KG wurde inzwischen geändert. Die Liste zeigt jetzt den aktuellen Stand.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(backend.count('GET /api/relationships/buyer')).toBeGreaterThan(loads));
  });

  it('without any buyer: an empty state', async () => {
    seller({ relationships: [] });
    open();
    expect(
      await screen.findByText('Sie haben noch keine Käufer.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sobald ein Käufer eine Verbindung anfragt, erscheint er hier.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verkäufer anfragen' })).toBeNull();
  });
});
