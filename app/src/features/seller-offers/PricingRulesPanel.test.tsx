import type { paths, Schemas } from '@fuelmarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, fakeMetadata, network } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import {
  freightRule as freight,
  sellerCustomer as customer,
  sellerMasterData,
} from '../../test/fuelOfferFixtures';

const http = createOpenApiHttp<paths>();

afterEach(() => network.resetHandlers());

/** The pricing rules endpoints over `rules`, recording what was sent; `answer` overrides POST's answer. */
function fakeRules(rules: Schemas['PricingRule'][], answer?: { status: number; body: object }) {
  const state = {
    rules: [...rules],
    sent: [] as Schemas['PricingRuleInput'][],
    deleted: [] as string[],
    groups: [] as Schemas['PricingRuleGroup'][],
  };
  network.use(
    http.get('/api/pricing/rule-groups', ({ response }) => response(200).json(state.groups)),
    http.post('/api/pricing/rule-groups', async ({ request, response }) => {
      const { name } = await request.json();
      if (state.groups.some((g) => g.name === name)) {
        return response.untyped(
          Response.json(
            { type: 'about:blank', title: 'Gruppe existiert bereits', status: 409, code: 'DUPLICATE_RULE' },
            { status: 409 },
          ),
        );
      }
      const group = { id: `grp-${state.groups.length + 1}`, name, ruleCount: 0, version: 1 };
      state.groups.push(group);
      return response(201).json(group);
    }),
    http.get('/api/seller/offers', ({ response }) => response(200).json([])),
    http.get('/api/relationships/{accountType}', ({ response }) => response(200).json([customer])),
    http.get('/api/pricing/rules', ({ response }) => response(200).json(state.rules)),
    http.post('/api/pricing/rules', async ({ request, response }) => {
      const body = await request.json();
      state.sent.push(body);
      if (answer) return response.untyped(Response.json(answer.body, { status: answer.status }));
      const rule = { ...body, id: 'pr-new', version: 1, updated: '2026-11-26T08:00:00.000Z' };
      state.rules = [...state.rules, rule];
      return response(201).json(rule);
    }),
    http.delete('/api/pricing/rules/{id}', ({ params, response }) => {
      state.deleted.push(params.id);
      return response.untyped(
        Response.json(
          { type: 'about:blank', title: 'Konflikt', status: 409, code: 'VERSION_CONFLICT' },
          { status: 409 },
        ),
      );
    }),
    http.get('/api/generic/metadata', ({ response }) =>
      response(200).json({
        ...fakeMetadata({ type: 'seller' }),
        ...sellerMasterData,
      }),
    ),
  );
  return state;
}

async function openRules() {
  renderApp('/meine-angebote');
  await userEvent.click(await screen.findByRole('tab', { name: 'Preisregeln' }));
}

async function openNewRule() {
  await openRules();
  await userEvent.click(await screen.findByRole('button', { name: 'Neue Preisregel' }));
  return screen.findByRole('dialog', { name: 'Neue Preisregel' });
}

describe('/meine-angebote, pricing rules', { timeout: 30_000 }, () => {
  it('lists the rules with kind, value and whom they apply to', async () => {
    fakeBackend({ type: 'seller' });
    fakeRules([freight]);
    await openRules();
    const row = await screen.findByRole('row', { name: /Fracht Hamburg/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Fracht Hamburg',
      'Fracht',
      '0,8500 EUR je 100 l (15 °C)',
      '1 Kunde, 1 Terminal, 1 Produkt',
      'Keine Gruppe',
      'BearbeitenLöschen',
    ]);
  });

  it('[V10] needs a name, a value and at least one customer, terminal and product; sends nothing until then', async () => {
    fakeBackend({ type: 'seller' });
    const state = fakeRules([]);
    const dialog = await openNewRule();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    for (const group of ['Kunden', 'Terminals', 'Produkte']) {
      expect(await within(dialog).findByRole('group', { name: group })).toHaveAccessibleDescription(
        'Bitte mindestens einen Eintrag wählen.',
      );
    }
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toBeInvalid();
    expect(state.sent).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Fracht Nordheiz');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Wert/ }), '0,85');
    for (const option of ['Nordheiz Handel GmbH', 'Hamburg Blumensand', 'Heizöl EL schwefelarm']) {
      await userEvent.click(within(dialog).getByRole('checkbox', { name: option }));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Die Preisregel wurde gespeichert.');
    expect(state.sent).toEqual([
      {
        name: 'Fracht Nordheiz',
        kind: 'FREIGHT',
        scope: 'ACCOUNT',
        priceUnit: 'EUR/100L15',
        currency: 'EUR',
        value: '0.8500',
        customerIds: ['acc-nordheiz'],
        terminalIds: ['tm-hamburg'],
        productIds: ['heizoel-el'],
        groupId: null,
      },
    ]);
    expect(await screen.findByRole('row', { name: /Fracht Nordheiz/ })).toBeInTheDocument();
  });

  it('creates a group once and puts a new rule into it', async () => {
    fakeBackend({ type: 'seller' });
    const state = fakeRules([]);
    await openRules();
    for (const attempt of [1, 2]) {
      await userEvent.click(await screen.findByRole('button', { name: 'Neue Gruppe' }));
      const dialog = await screen.findByRole('dialog', { name: 'Neue Gruppe' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Name der Gruppe/ }), 'Region Nord');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
      if (attempt === 1) await screen.findByText('Die Gruppe „Region Nord“ wurde angelegt.');
      else {
        expect(
          await within(dialog).findByText('Eine Gruppe mit diesem Namen gibt es schon.'),
        ).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
      }
    }
    expect(state.groups.map((g) => g.name)).toEqual(['Region Nord']);

    await userEvent.click(screen.getByRole('button', { name: 'Neue Preisregel' }));
    const form = await screen.findByRole('dialog', { name: 'Neue Preisregel' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Fracht Nord');
    await userEvent.type(within(form).getByRole('textbox', { name: /Wert/ }), '1');
    for (const option of ['Nordheiz Handel GmbH', 'Hamburg Blumensand', 'Heizöl EL schwefelarm']) {
      await userEvent.click(within(form).getByRole('checkbox', { name: option }));
    }
    await userEvent.click(within(form).getByRole('button', { name: /Gruppe/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Region Nord' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Die Preisregel wurde gespeichert.');
    expect(state.sent.map((r) => r.groupId)).toEqual(['grp-1']);
    expect(await screen.findByRole('row', { name: /Fracht Nord/ })).toHaveTextContent('Region Nord');
  });

  it('[V11] a discount is negative', async () => {
    fakeBackend({ type: 'seller' });
    const state = fakeRules([]);
    const dialog = await openNewRule();
    await userEvent.click(within(dialog).getByRole('button', { name: /Art/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rabatt' }));
    const value = within(dialog).getByRole('textbox', { name: /Wert/ });
    await userEvent.type(value, '0,30');
    await userEvent.tab();
    await waitFor(() => expect(value).toHaveAccessibleDescription(/Ein Rabatt muss negativ sein\./));
    expect(state.sent).toEqual([]);
  });

  it('[V10] an FX rule needs a rate, a day and a period whose end is after its start', async () => {
    fakeBackend({ type: 'seller' });
    const state = fakeRules([]);
    const dialog = await openNewRule();
    await userEvent.click(within(dialog).getByRole('button', { name: /Art/ }));
    // Exchange rules (an ICE month) only where sellers choose the month.
    expect(screen.queryByRole('option', { name: 'ICE-Kontrakt (Börse)' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Wechselkurs (FX)' }));
    expect(within(dialog).queryByRole('textbox', { name: /^Wert/ })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Tageskurs');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Wechselkurs/ }), '1,25');
    const segments = (name: RegExp) =>
      within(within(dialog).getByRole('group', { name })).getAllByRole('spinbutton');
    await userEvent.click(segments(/^Tag/)[0]!);
    await userEvent.keyboard('26112026');
    await userEvent.click(segments(/Gilt ab/)[0]!);
    await userEvent.keyboard('0900');
    await userEvent.click(segments(/Gilt bis/)[0]!);
    await userEvent.keyboard('0800');
    for (const option of ['Nordheiz Handel GmbH', 'Hamburg Blumensand', 'Heizöl EL schwefelarm']) {
      await userEvent.click(within(dialog).getByRole('checkbox', { name: option }));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Das Ende muss nach dem Beginn liegen.')).toBeInTheDocument();
    expect(state.sent).toEqual([]);

    await userEvent.click(segments(/Gilt bis/)[0]!);
    await userEvent.keyboard('1100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Die Preisregel wurde gespeichert.');
    expect(state.sent).toEqual([
      {
        name: 'Tageskurs',
        kind: 'FX',
        scope: 'ACCOUNT',
        priceUnit: 'EUR/100L15',
        currency: 'EUR',
        value: '0',
        exchangeRate: '1.250000',
        date: '2026-11-26',
        startTime: '09:00',
        endTime: '11:00',
        customerIds: ['acc-nordheiz'],
        terminalIds: ['tm-hamburg'],
        productIds: ['heizoel-el'],
        groupId: null,
      },
    ]);
    const row = await screen.findByRole('row', { name: /Tageskurs/ });
    expect(row).toHaveTextContent('1,2500 USD/EUR, am 26.11.2026 von 09:00 bis 11:00 Uhr');
  });

  it('[B8] offers exchange rules (an ICE month) on the Swiss platform', async () => {
    fakeBackend({ type: 'seller' });
    fakeRules([]);
    renderApp('/meine-angebote', { brand: 'ch' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Preisregeln' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Neue Preisregel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Preisregel' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Art/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'ICE-Kontrakt (Börse)' }));
    // The kind chosen, and the month to choose.
    expect(within(dialog).getAllByRole('button', { name: /ICE-Kontrakt/ })).toHaveLength(2);
    expect(within(dialog).queryByRole('textbox', { name: /Wechselkurs/ })).not.toBeInTheDocument();
  });

  it('[M6] says when the same rule exists already, and keeps the form', async () => {
    fakeBackend({ type: 'seller' });
    fakeRules([freight], {
      status: 409,
      body: { type: 'about:blank', title: 'Regel existiert bereits', status: 409, code: 'DUPLICATE_RULE' },
    });
    const dialog = await openNewRule();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Noch eine Fracht');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Wert/ }), '1');
    for (const option of ['Nordheiz Handel GmbH', 'Hamburg Blumensand', 'Heizöl EL schwefelarm']) {
      await userEvent.click(within(dialog).getByRole('checkbox', { name: option }));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText(
        'Für diese Kunden, Terminals und Produkte existiert bereits eine Regel dieser Art. Bitte ändern Sie die bestehende Regel.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Noch eine Fracht');
  });

  it('[M6] a deletion of a rule changed by another user meanwhile says so and reloads', async () => {
    fakeBackend({ type: 'seller' });
    const state = fakeRules([freight]);
    await openRules();
    await userEvent.click(await screen.findByRole('button', { name: 'Preisregel Fracht Hamburg löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Preisregel löschen?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(
      await screen.findByText(
        'Die Regel wurde inzwischen von einem anderen Benutzer geändert oder gelöscht. Die Liste zeigt jetzt den aktuellen Stand.',
      ),
    ).toBeInTheDocument();
    expect(state.deleted).toEqual(['pr-101']);
  });
});
