import type { BrandId } from '@fuelmarket/brands';
import type { paths } from '@fuelmarket/api-client';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOpenApiHttp } from 'openapi-msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, network, type FakeAccount, type FakeBackend } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import { shareholderAccount } from '../../test/subAccountFixtures';

// Whole-app renders on 2 shared cores: the first render of a file compiles a lot.
configure({ asyncUtilTimeout: 5000 });

const http = createOpenApiHttp<paths>();

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

function open(path = '/aviaten', { brand, account }: { brand?: BrandId; account?: FakeAccount } = {}) {
  const backend = fakeBackend(account ?? shareholderAccount());
  const view = renderApp(path, brand ? { brand } : {});
  stop = () => view.app.timer.stop();
  return { backend, view, user: userEvent.setup() };
}

/** The bodies of the updates sent for an Aviat, in order. */
const updates = (backend: FakeBackend, id = 'acc-aviat-nord') =>
  (backend.bodies.get(`PUT /api/sub-accounts/${id}`) ?? []) as Record<string, unknown>[];

const settingsOf = (name = 'Aviat Nord GmbH') =>
  screen.findByRole('form', { name: `Einstellungen von ${name}` }, { timeout: 10_000 });

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));

async function chooseTab(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
}

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
  await user.tab();
}

describe('/aviaten: the group’s Aviaten', () => {
  it('[S6][R4] with ChildAccounts_View: the Aviaten, the first one chosen, with its five tabs', async () => {
    const { backend } = open();
    const form = await settingsOf();
    const list = screen.getByRole('heading', { name: 'Aviaten der Gruppe' }).parentElement!;
    const nord = within(list).getByRole('button', { name: /Aviat Nord GmbH/ });
    expect(nord).toHaveAttribute('aria-current', 'true');
    expect(nord).toHaveTextContent('30 Tage Zahlungsziel · Tageslimit 60.000 l');
    expect(within(list).getByRole('button', { name: /Aviat Süd GmbH/ })).toHaveTextContent(
      '14 Tage Zahlungsziel · kein Tageslimit',
    );
    expect(
      within(form)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Zahlungsziel', 'Tageslimit', 'Abholzeitraum verkürzen', 'Preisanpassung', 'Terminals']);
    expect(backend.calls).toContain('GET /api/sub-accounts/acc-aviat-nord');
  });

  it('[R4] without ChildAccounts_View /aviaten goes to the dashboard and loads no Aviaten', async () => {
    const { backend, view } = open('/aviaten', { account: shareholderAccount({ roles: [] }) });
    await waitFor(() => expect(view.history.location.pathname).toBe('/'), { timeout: 10_000 });
    expect(backend.calls).not.toContain('GET /api/sub-accounts');
  });

  it('an empty group says so', async () => {
    open('/aviaten', { account: shareholderAccount({ subAccounts: [] }) });
    expect(
      await screen.findByText('Ihre Gruppe hat noch keine Aviaten.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('a failed list says so with its status, and loads again on request', async () => {
    const { backend, user } = open();
    // The first call and its one retry fail.
    backend.failNext('GET /api/sub-accounts', 503);
    backend.failNext('GET /api/sub-accounts', 503);
    expect(
      await screen.findByText(
        'Die Aviaten konnten nicht geladen werden (Status 503).',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut laden' }));
    expect(await settingsOf()).toBeInTheDocument();
  });

  it('without unsaved changes another Aviat opens at once, on the same tab', async () => {
    const { user, view } = open('/aviaten?tab=limit');
    await settingsOf();
    await user.click(screen.getByRole('button', { name: /Aviat Süd GmbH/ }));
    const form = await settingsOf('Aviat Süd GmbH');
    expect(within(form).getByRole('tab', { name: 'Tageslimit' })).toHaveAttribute('aria-selected', 'true');
    expect(within(form).getByText('Heute gekauft: 12.000 l (kein Tageslimit)')).toBeInTheDocument();
    expect(view.history.location.search).toContain('aviat=acc-aviat-sued');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('[V12] unsaved changes: choosing another Aviat asks first; keep editing stays, discard switches', async () => {
    const { user } = open('/aviaten?tab=collection');
    await settingsOf();
    const days = screen.getByRole('textbox', { name: /Abholzeitraum verkürzen um/ });
    await retype(user, days, '5');
    await user.click(screen.getByRole('button', { name: /Aviat Süd GmbH/ }));
    const ask = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    expect(ask).toHaveTextContent('Die Änderungen an Aviat Nord GmbH sind noch nicht gespeichert');
    await user.click(within(ask).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await settingsOf()).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Abholzeitraum verkürzen um/ })).toHaveValue('5');

    await user.click(screen.getByRole('button', { name: /Aviat Süd GmbH/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verwerfen' }),
    );
    expect(await settingsOf('Aviat Süd GmbH')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Abholzeitraum verkürzen um/ })).toHaveValue('');
  });
});

describe('[S6] Zahlungsziel', () => {
  it('[S6][K1] offers 7, 14, 21, 30 and 45 days; the chosen term is saved with the version read', async () => {
    const { backend, user } = open();
    const form = await settingsOf();
    const term = within(form).getByRole('button', { name: /Zahlungsziel/ });
    expect(term).toHaveTextContent('30 Tage');
    await user.click(term);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['7 Tage', '14 Tage', '21 Tage', '30 Tage', '45 Tage']);
    await user.click(screen.getByRole('option', { name: '45 Tage' }));
    await save(user);
    expect(
      await screen.findByText('Die Einstellungen von Aviat Nord GmbH sind gespeichert.'),
    ).toBeInTheDocument();
    expect(updates(backend)).toEqual([
      {
        version: 3,
        paymentTermDays: 45,
        dailyPurchaseLimit: 60_000,
        collectionShorteningDays: 2,
        priceAdjustment: '-0.2500',
        terminalIds: ['tm-bremen', 'tm-hamburg'],
      },
    ]);
    // The list shows the saved term.
    expect(await screen.findByText('45 Tage Zahlungsziel · Tageslimit 60.000 l')).toBeInTheDocument();
  });
});

describe('[S6][K2] Tageslimit', () => {
  it('[S6][K2] shows today’s litres against the limit and the recent days as a chart with a table', async () => {
    const { user } = open('/aviaten?tab=limit');
    const form = await settingsOf();
    expect(within(form).getByRole('textbox', { name: 'Tageslimit' })).toHaveValue('60.000');
    expect(within(form).getByRole('progressbar', { name: 'Heute gekauft' })).toHaveAttribute(
      'aria-valuetext',
      '48.000 l von 60.000 l',
    );
    const chart = within(form).getByRole('figure', { name: 'Gekaufte Liter der letzten Tage' });
    expect(chart).toHaveTextContent('die Linie zeigt das gespeicherte Tageslimit von 60.000 l');
    await user.click(within(chart).getByRole('button', { name: 'Als Tabelle anzeigen' }));
    const table = within(chart).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Tag', 'Gekauft (l)', 'Tageslimit (l)']);
    const last = within(table).getAllByRole('row').at(-1)!;
    expect(
      within(last)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['48.000', '60.000']);
    expect(within(last).getByRole('rowheader')).toHaveTextContent('22.11.2026');
  });

  it('an empty limit is saved as no limit (null)', async () => {
    const { backend, user } = open('/aviaten?tab=limit');
    await settingsOf();
    await retype(user, screen.getByRole('textbox', { name: 'Tageslimit' }), '');
    await save(user);
    await screen.findByText('Die Einstellungen von Aviat Nord GmbH sind gespeichert.');
    expect(updates(backend)[0]).toMatchObject({ dailyPurchaseLimit: null, version: 3 });
  });

  it('[K2] the limit is whole litres above 0: 0 is refused in German and nothing is sent', async () => {
    const { backend, user } = open('/aviaten?tab=limit');
    await settingsOf();
    const limit = screen.getByRole('textbox', { name: 'Tageslimit' });
    await retype(user, limit, '0');
    expect(
      await screen.findByText(
        'Bitte geben Sie das Tageslimit als ganze Zahl von Litern größer als 0 ein oder lassen Sie das Feld leer (kein Limit).',
      ),
    ).toBeInTheDocument();
    await save(user);
    expect(
      await screen.findByText('Bitte prüfen Sie die markierten Eingaben. Es wurde nichts gespeichert.'),
    ).toBeInTheDocument();
    expect(updates(backend)).toEqual([]);
    // Litres are whole: a decimal mark is kept as typed and refused, never dropped (1234,5 is not 12.345).
    await retype(user, limit, '1234,5');
    expect(limit).toHaveValue('1234,5');
    expect(limit).toHaveAccessibleDescription(expect.stringContaining('Bitte ganze Liter eingeben.'));
    await save(user);
    expect(updates(backend)).toEqual([]);
  });

  it('[K2] given the Swiss brand, litres show with apostrophe thousands', async () => {
    open('/aviaten?tab=limit', { brand: 'ch' });
    const form = await settingsOf();
    // The locale's apostrophe (typographic or plain, as the formatter of each writes it).
    expect((within(form).getByRole('textbox', { name: 'Tageslimit' }) as HTMLInputElement).value).toMatch(
      /^60[’']000$/,
    );
    expect(
      within(form).getByRole('progressbar', { name: 'Heute gekauft' }).getAttribute('aria-valuetext'),
    ).toMatch(/^48[’']000 l von 60[’']000 l$/);
    expect(within(form).getByRole('figure')).toHaveTextContent(/Tageslimit von 60[’']000 l/);
  });
});

describe('[V11][K5] Abholzeitraum verkürzen', () => {
  it('[V11][K5] 0 days is refused with a German message and nothing is sent', async () => {
    const { backend, user } = open('/aviaten?tab=collection');
    await settingsOf();
    const days = screen.getByRole('textbox', { name: /Abholzeitraum verkürzen um/ });
    expect(days).toHaveValue('2');
    await retype(user, days, '0');
    expect(days).toHaveAccessibleDescription(
      expect.stringContaining(
        'Bitte geben Sie eine positive ganze Zahl von Kalendertagen ein (z. B. 2) oder lassen Sie das Feld leer.',
      ),
    );
    await save(user);
    await screen.findByText('Bitte prüfen Sie die markierten Eingaben. Es wurde nichts gespeichert.');
    expect(updates(backend)).toEqual([]);
  });

  it('[V11][K5] the shortening is a positive whole number of calendar days: no sign, no decimals', async () => {
    const { backend, user } = open('/aviaten?tab=collection');
    await settingsOf();
    const days = screen.getByRole('textbox', { name: /Abholzeitraum verkürzen um/ });
    expect(screen.getByText('Kalendertage')).toBeInTheDocument();
    // The minus sign cannot be typed; the decimal mark is kept and refused, never dropped.
    await retype(user, days, '-3,5');
    expect(days).toHaveValue('3,5');
    expect(days).toHaveAccessibleDescription(expect.stringContaining('Bitte eine ganze Zahl eingeben.'));
    await retype(user, days, '3');
    await save(user);
    await screen.findByText('Die Einstellungen von Aviat Nord GmbH sind gespeichert.');
    expect(updates(backend)[0]).toMatchObject({ collectionShorteningDays: 3 });
  });

  it('an empty shortening is saved as none (null)', async () => {
    const { backend, user } = open('/aviaten?tab=collection');
    await settingsOf();
    await retype(user, screen.getByRole('textbox', { name: /Abholzeitraum verkürzen um/ }), '');
    await save(user);
    await screen.findByText('Die Einstellungen von Aviat Nord GmbH sind gespeichert.');
    expect(updates(backend)[0]).toMatchObject({ collectionShorteningDays: null });
  });
});

describe('[V11] Preisanpassung', () => {
  it('[V11] a positive adjustment is refused with a German message; a discount is saved', async () => {
    const { backend, user } = open('/aviaten?tab=price');
    await settingsOf();
    const price = screen.getByRole('textbox', { name: 'Preisanpassung' });
    expect(price).toHaveValue('-0,2500');
    await retype(user, price, '0,5');
    const refused =
      'Die Preisanpassung ist ein Abschlag: Bitte geben Sie einen negativen Wert ein oder lassen Sie das Feld leer.';
    expect(price).toHaveAccessibleDescription(expect.stringContaining(refused));
    await save(user);
    await screen.findByText('Bitte prüfen Sie die markierten Eingaben. Es wurde nichts gespeichert.');
    expect(updates(backend)).toEqual([]);

    await retype(user, price, '-0,1');
    await save(user);
    await screen.findByText('Die Einstellungen von Aviat Nord GmbH sind gespeichert.');
    expect(updates(backend)).toHaveLength(1);
    expect(updates(backend)[0]).toMatchObject({ priceAdjustment: '-0.1000', version: 3 });
  });

  it('the tab explains that a negative final price is refused when the Aviat orders (checked there)', async () => {
    open('/aviaten?tab=price');
    const form = await settingsOf();
    expect(
      within(form).getByText(
        'Ergibt der Abschlag bei einem Angebot einen negativen Endpreis, wird die Bestellung des Aviats abgelehnt.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('EUR/l')).toBeInTheDocument();
  });

  it('no adjustment (empty) is saved as 0.0000', async () => {
    const { backend, user } = open('/aviaten?tab=price');
    await settingsOf();
    await retype(user, screen.getByRole('textbox', { name: 'Preisanpassung' }), '');
    await save(user);
    await screen.findByText('Die Einstellungen von Aviat Nord GmbH sind gespeichert.');
    expect(updates(backend)[0]).toMatchObject({ priceAdjustment: '0.0000' });
  });

  it('the server’s refusal of an adjustment shows on its field in German and keeps the entry', async () => {
    const { user } = open('/aviaten?tab=price');
    network.use(
      http.put('/api/sub-accounts/{id}', ({ response }) =>
        response.untyped(
          Response.json(
            {
              type: 'about:blank',
              title: 'Ungültige Eingabe',
              status: 400,
              code: 'VALIDATION_FAILED',
              errors: [
                {
                  path: '/priceAdjustment',
                  code: 'negative_or_zero_required',
                  message: 'negative_or_zero_required',
                },
              ],
            },
            { status: 400 },
          ),
        ),
      ),
    );
    await settingsOf();
    const price = screen.getByRole('textbox', { name: 'Preisanpassung' });
    await retype(user, price, '-0,3');
    await save(user);
    expect(await screen.findByText(/Der Server hat Eingaben abgelehnt/)).toBeInTheDocument();
    expect(price).toHaveValue('-0,3000');
    expect(price).toHaveAccessibleDescription(expect.stringContaining('Die Preisanpassung ist ein Abschlag'));
  });
});

describe('[S6] Terminals', () => {
  it('[S6] offers the master data’s terminals; none chosen means all, and is saved so', async () => {
    const { backend, user } = open('/aviaten?tab=terminals');
    const form = await settingsOf();
    const group = within(form).getByRole('group', { name: 'Terminals, an denen der Aviat kaufen darf' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      'Hamburg Blumensand (Region Nord)',
      'Bremen Neustädter Hafen (Region Nord)',
      'Karlsruhe Rheinhafen (Region Süd)',
    ]);
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true, false]);
    expect(within(form).getByText('Derzeit: 2 Terminals')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Alle Terminals erlauben' }));
    expect(await within(form).findByText('Derzeit: alle Terminals')).toBeInTheDocument();
    await user.click(within(group).getByRole('checkbox', { name: /Karlsruhe/ }));
    await save(user);
    await screen.findByText('Die Einstellungen von Aviat Nord GmbH sind gespeichert.');
    expect(updates(backend)[0]).toMatchObject({ terminalIds: ['tm-karlsruhe'] });
  });

  it('[B11] where the brand hides regions (Austria) the terminals are listed flat by name, without regions', async () => {
    open('/aviaten?tab=terminals', { brand: 'at' });
    const form = await settingsOf();
    const group = within(form).getByRole('group', { name: 'Terminals, an denen der Aviat kaufen darf' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((b) => b.closest('label')?.textContent),
    ).toEqual(['Bremen Neustädter Hafen', 'Hamburg Blumensand', 'Karlsruhe Rheinhafen']);
    expect(form).not.toHaveTextContent(/Region/);
  });
});

describe('saving all tabs at once', () => {
  it('sends the entries of every tab in one update with the version read', async () => {
    const { backend, user } = open();
    const form = await settingsOf();
    await user.click(within(form).getByRole('button', { name: /Zahlungsziel/ }));
    await user.click(await screen.findByRole('option', { name: '14 Tage' }));
    await chooseTab(user, /Tageslimit/);
    await retype(user, screen.getByRole('textbox', { name: 'Tageslimit' }), '75000');
    await chooseTab(user, /Preisanpassung/);
    await retype(user, screen.getByRole('textbox', { name: 'Preisanpassung' }), '-0,05');
    // The entries of a tab stay while another one shows.
    await chooseTab(user, /Tageslimit/);
    expect(screen.getByRole('textbox', { name: 'Tageslimit' })).toHaveValue('75.000');
    expect(screen.getByText('Es gibt nicht gespeicherte Änderungen.')).toBeInTheDocument();
    await save(user);
    await screen.findByText('Die Einstellungen von Aviat Nord GmbH sind gespeichert.');
    expect(updates(backend)).toEqual([
      {
        version: 3,
        paymentTermDays: 14,
        dailyPurchaseLimit: 75_000,
        collectionShorteningDays: 2,
        priceAdjustment: '-0.0500',
        terminalIds: ['tm-bremen', 'tm-hamburg'],
      },
    ]);
    // Saved: the next save goes over the new version, and nothing is unsaved any more.
    expect(screen.queryByText('Es gibt nicht gespeicherte Änderungen.')).not.toBeInTheDocument();
    await save(user);
    await waitFor(() => expect(updates(backend)).toHaveLength(2));
    expect(updates(backend)[1]).toMatchObject({ version: 4 });
  });

  it('[V11] a problem on another tab: saving marks and opens that tab, focuses the field, sends nothing', async () => {
    const { backend, user, view } = open('/aviaten?tab=price');
    await settingsOf();
    await retype(user, screen.getByRole('textbox', { name: 'Preisanpassung' }), '1');
    await chooseTab(user, /Zahlungsziel/);
    expect(screen.getByRole('tab', { name: 'Preisanpassung Eingabe prüfen' })).toBeInTheDocument();
    await save(user);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Preisanpassung/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Preisanpassung' })).toHaveFocus());
    expect(view.history.location.search).toContain('tab=price');
    expect(updates(backend)).toEqual([]);
  });

  it('a failed save (503) keeps the entries and says so; the next save goes through', async () => {
    const { backend, user } = open('/aviaten?tab=limit');
    await settingsOf();
    backend.failNext('PUT /api/sub-accounts/acc-aviat-nord', 503);
    const limit = screen.getByRole('textbox', { name: 'Tageslimit' });
    await retype(user, limit, '50000');
    await save(user);
    expect(
      await screen.findByText(
        'Die Einstellungen konnten nicht gespeichert werden (Status 503). Ihre Eingaben bleiben erhalten.',
      ),
    ).toBeInTheDocument();
    expect(limit).toHaveValue('50.000');
    await save(user);
    await screen.findByText('Die Einstellungen von Aviat Nord GmbH sind gespeichert.');
    expect(updates(backend).map((u) => u.dailyPurchaseLimit)).toEqual([50_000, 50_000]);
  });
});

describe('[V12] a conflicting save by another user', () => {
  /** Another user of the group saves Aviat Nord meanwhile: 7 days, version 4. */
  function otherUserSaves(backend: FakeBackend) {
    const list = backend.server.account!.subAccounts!;
    list[0] = { ...list[0]!, paymentTermDays: 7, version: 4 };
  }

  async function conflict(user: ReturnType<typeof userEvent.setup>, backend: FakeBackend) {
    const form = await settingsOf();
    otherUserSaves(backend);
    await user.click(within(form).getByRole('button', { name: /Zahlungsziel/ }));
    await user.click(await screen.findByRole('option', { name: '45 Tage' }));
    await save(user);
    return screen.findByText(
      'Die Einstellungen von Aviat Nord GmbH wurden inzwischen von einem anderen Benutzer geändert.',
    );
  }

  it('[V12] 409 keeps the entries and offers the current state; loading it shows the other user’s', async () => {
    const { backend, user } = open();
    await conflict(user, backend);
    expect(updates(backend)).toEqual([expect.objectContaining({ version: 3, paymentTermDays: 45 })]);
    const form = await settingsOf();
    expect(within(form).getByRole('button', { name: /Zahlungsziel/ })).toHaveTextContent('45 Tage');
    await user.click(screen.getByRole('button', { name: 'Aktuellen Stand laden' }));
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: /Zahlungsziel/ })).toHaveTextContent('7 Tage'),
    );
    expect(screen.queryByText(/von einem anderen Benutzer geändert/)).not.toBeInTheDocument();
    expect(updates(backend)).toHaveLength(1);
  });

  it('[V12] saving the entries over the new state sends them with the current version', async () => {
    const { backend, user } = open();
    await conflict(user, backend);
    await user.click(screen.getByRole('button', { name: 'Mit meinen Eingaben überschreiben' }));
    await screen.findByText('Die Einstellungen von Aviat Nord GmbH sind gespeichert.');
    expect(updates(backend).map((u) => [u.version, u.paymentTermDays])).toEqual([
      [3, 45],
      [4, 45],
    ]);
    expect(backend.server.account!.subAccounts![0]).toMatchObject({ paymentTermDays: 45, version: 5 });
  });
});
