import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, type FakeAccount } from '../../test/backend';
import { renderApp } from '../../test/renderApp';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const operator: FakeAccount = {
  type: 'admin',
  firstName: 'Lukas',
  lastName: 'Fischer',
  platformOperator: true,
};

function start(path = '/betreiber', options?: Parameters<typeof renderApp>[1]) {
  const view = renderApp(path, options);
  stop = () => view.app.timer.stop();
  return view;
}

const accountList = () =>
  screen.findByRole('list', { name: 'Firmenkonten der Plattform' }, { timeout: 5000 });
const itemOf = (list: HTMLElement, name: string) => {
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('button', { name }) !== null);
  if (!item) throw new Error(`no account ${name}`);
  return item;
};
const accountNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button', { expanded: false })
    .map((b) => b.textContent);
/** Admin staff: a user of an admin account who is not the platform operator [P5]. */
const staff: FakeAccount = {
  type: 'admin',
  firstName: 'Mara',
  lastName: 'Keller',
  platformOperator: false,
};

/** The bodies the fake server got for one call. */
const sent = (backend: ReturnType<typeof fakeBackend>, call: string) => backend.bodies.get(call) ?? [];

describe('/betreiber: company accounts', () => {
  it('[P5] lists the company accounts with their type, number of users and blocked state', async () => {
    fakeBackend(operator);
    start();
    const list = await accountList();
    expect(screen.getByRole('heading', { level: 1, name: 'Betreiber-Konsole' })).toBeInTheDocument();
    expect(accountNames(list)).toEqual([
      'Altbrand Heizöl OHG',
      'fuelmarket Plattformbetrieb',
      'Nordheiz Handel GmbH',
      'Südöl Vertrieb GmbH',
    ]);
    const nordheiz = itemOf(list, 'Nordheiz Handel GmbH');
    expect(nordheiz).toHaveTextContent('Käufer');
    expect(nordheiz).toHaveTextContent('3 Benutzer');
    expect(within(nordheiz).getByText('Aktiv')).toBeInTheDocument();
    expect(itemOf(list, 'Südöl Vertrieb GmbH')).toHaveTextContent('Verkäufer');
    expect(itemOf(list, 'fuelmarket Plattformbetrieb')).toHaveTextContent('Admin');
    const altbrand = itemOf(list, 'Altbrand Heizöl OHG');
    expect(within(altbrand).getByText('Gesperrt')).toBeInTheDocument();
    expect(
      within(altbrand).getByRole('button', { name: 'Altbrand Heizöl OHG entsperren' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4 Firmenkonten')).toBeInTheDocument();
  });

  it('[P5] the search waits until typing pauses, then goes to the URL and to the server once', async () => {
    const backend = fakeBackend(operator);
    const view = start();
    await accountList();
    const before = sent(backend, 'GET /api/operator/accounts').length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Firmenkonto suchen' }), 'suedoel.de');
    await waitFor(() => expect(view.history.location.search).toContain('q=suedoel.de'));
    await waitFor(() => expect(screen.getByText('1 Firmenkonto')).toBeInTheDocument());
    // One request for the whole word, not one per letter.
    expect(sent(backend, 'GET /api/operator/accounts').slice(before)).toEqual(['suedoel.de']);
    expect(accountNames(await accountList())).toEqual(['Südöl Vertrieb GmbH']);
  });

  it('[P5] a search in the URL fills the box and filters; no match says so', async () => {
    const backend = fakeBackend(operator);
    start('/betreiber?q=nordheiz');
    expect(accountNames(await accountList())).toEqual(['Nordheiz Handel GmbH']);
    expect(screen.getByRole('searchbox', { name: 'Firmenkonto suchen' })).toHaveValue('nordheiz');
    expect(sent(backend, 'GET /api/operator/accounts')).toEqual(['nordheiz']);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Firmenkonto suchen' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Firmenkonto suchen' }), 'Raffinerie');
    expect(await screen.findByText('Kein Firmenkonto passt zu „Raffinerie“.')).toBeInTheDocument();
  });

  it("[BL1] opening an account shows its users with their blocked state; the account's block covers every user", async () => {
    fakeBackend(operator);
    const view = start();
    const list = await accountList();
    await userEvent.click(within(list).getByRole('button', { name: 'Nordheiz Handel GmbH' }));
    const users = await screen.findByRole('list', { name: 'Benutzer von Nordheiz Handel GmbH' });
    expect(view.history.location.search).toContain('account=acc-nordheiz');
    expect(within(list).getByRole('button', { name: 'Nordheiz Handel GmbH' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const rows = within(users).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Jana Albers.*kaeufer@nordheiz\.de.*Team-Admin.*Aktiv/),
      expect.stringMatching(/^Tobias Brandt.*Aktiv/),
      expect.stringMatching(/^Aylin Yıldız.*Gesperrt/),
    ]);
    expect(within(users).getByRole('button', { name: 'Aylin Yıldız entsperren' })).toBeInTheDocument();

    // A blocked company: its users read as blocked through the account.
    await userEvent.click(within(list).getByRole('button', { name: 'Altbrand Heizöl OHG' }));
    const altbrand = await screen.findByRole('list', { name: 'Benutzer von Altbrand Heizöl OHG' });
    expect(within(altbrand).getByText('Gesperrt (Firmenkonto)')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Benutzer von Nordheiz Handel GmbH' })).toBeNull();
  });
});

describe('/betreiber: blocking', () => {
  it('[BL1][P5] blocking a company says all its users are logged out at once, sends the reason and reports the users it touched', async () => {
    const backend = fakeBackend(operator);
    start();
    const list = await accountList();
    const loads = backend.count('GET /api/operator/accounts');
    await userEvent.click(within(list).getByRole('button', { name: 'Nordheiz Handel GmbH sperren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Firmenkonto sperren' });
    expect(dialog).toHaveTextContent(
      'Nordheiz Handel GmbH wird gesperrt. Alle Benutzer des Unternehmens (3 Benutzer) werden sofort abgemeldet und können sich nicht mehr anmelden.',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Grund (optional)' }),
      '  Zahlungsverzug seit Oktober ',
    );
    expect(sent(backend, 'PUT /api/operator/accounts/acc-nordheiz/block')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));

    expect(
      await screen.findByText('Nordheiz Handel GmbH ist gesperrt. 3 Benutzer wurden sofort abgemeldet.'),
    ).toBeInTheDocument();
    expect(sent(backend, 'PUT /api/operator/accounts/acc-nordheiz/block')).toEqual([
      { blocked: true, reason: 'Zahlungsverzug seit Oktober' },
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The list loads again and shows the block.
    await waitFor(() => expect(backend.count('GET /api/operator/accounts')).toBeGreaterThan(loads));
    await waitFor(() =>
      expect(within(itemOf(list, 'Nordheiz Handel GmbH')).getByText('Gesperrt')).toBeInTheDocument(),
    );
    expect(
      within(itemOf(list, 'Nordheiz Handel GmbH')).getByRole('button', {
        name: 'Nordheiz Handel GmbH entsperren',
      }),
    ).toBeInTheDocument();

    // The log has it on top.
    await userEvent.click(screen.getByRole('tab', { name: 'Protokoll' }));
    const log = await screen.findByRole('list', { name: 'Die neuesten Aktionen, neueste zuerst' });
    const [newest] = within(log).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Firmenkonto gesperrt: Nordheiz Handel GmbH');
    expect(newest).toHaveTextContent('3 Benutzer betroffen');
    expect(newest).toHaveTextContent('Grund: Zahlungsverzug seit Oktober');
  });

  it('[BL1] without a reason the request carries none; Abbrechen sends nothing', async () => {
    const backend = fakeBackend(operator);
    start();
    const list = await accountList();
    await userEvent.click(within(list).getByRole('button', { name: 'Südöl Vertrieb GmbH sperren' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Firmenkonto sperren' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(backend.calls).not.toContain('PUT /api/operator/accounts/acc-suedoel/block');

    await userEvent.click(within(list).getByRole('button', { name: 'Südöl Vertrieb GmbH sperren' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Firmenkonto sperren' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Grund (optional)' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    expect(
      await screen.findByText('Südöl Vertrieb GmbH ist gesperrt. 2 Benutzer wurden sofort abgemeldet.'),
    ).toBeInTheDocument();
    expect(sent(backend, 'PUT /api/operator/accounts/acc-suedoel/block')).toEqual([{ blocked: true }]);
  });

  it('[BL1] a reason longer than 500 characters is refused before anything is sent', async () => {
    const backend = fakeBackend(operator);
    start();
    const list = await accountList();
    await userEvent.click(within(list).getByRole('button', { name: 'Südöl Vertrieb GmbH sperren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Firmenkonto sperren' });
    const reason = within(dialog).getByRole('textbox', { name: 'Grund (optional)' });
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    expect(
      await within(dialog).findByText('Der Grund darf höchstens 500 Zeichen lang sein (501 Zeichen).'),
    ).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    expect(backend.calls).not.toContain('PUT /api/operator/accounts/acc-suedoel/block');
    await userEvent.keyboard('{Backspace}');
    expect(within(dialog).getByText('Steht im Protokoll. 500 von 500 Zeichen.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    await waitFor(() =>
      expect(sent(backend, 'PUT /api/operator/accounts/acc-suedoel/block')).toEqual([
        { blocked: true, reason: 'x'.repeat(500) },
      ]),
    );
  });

  it('[BL1] unblocking a company: the dialog says so, the request unblocks, the users can log in again', async () => {
    const backend = fakeBackend(operator);
    start();
    const list = await accountList();
    await userEvent.click(within(list).getByRole('button', { name: 'Altbrand Heizöl OHG entsperren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Firmenkonto entsperren' });
    expect(dialog).toHaveTextContent('Altbrand Heizöl OHG wird entsperrt.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entsperren' }));
    expect(
      await screen.findByText('Altbrand Heizöl OHG ist entsperrt. 1 Benutzer kann sich wieder anmelden.'),
    ).toBeInTheDocument();
    expect(sent(backend, 'PUT /api/operator/accounts/acc-altbrand/block')).toEqual([{ blocked: false }]);
    await waitFor(() =>
      expect(within(itemOf(list, 'Altbrand Heizöl OHG')).getByText('Aktiv')).toBeInTheDocument(),
    );
  });

  it("[BL1] a single user is blocked and unblocked from the account's user list", async () => {
    const backend = fakeBackend(operator);
    start('/betreiber?account=acc-nordheiz');
    const users = await screen.findByRole(
      'list',
      { name: 'Benutzer von Nordheiz Handel GmbH' },
      { timeout: 5000 },
    );
    await userEvent.click(within(users).getByRole('button', { name: 'Tobias Brandt sperren' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Benutzer sperren' });
    expect(dialog).toHaveTextContent('Tobias Brandt wird gesperrt und sofort abgemeldet.');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Grund (optional)' }),
      'Hat das Unternehmen verlassen',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    expect(
      await screen.findByText('Tobias Brandt ist gesperrt. 1 Benutzer wurde sofort abgemeldet.'),
    ).toBeInTheDocument();
    expect(sent(backend, 'PUT /api/operator/users/u-nordheiz-2/block')).toEqual([
      { blocked: true, reason: 'Hat das Unternehmen verlassen' },
    ]);
    const unblock = await within(users).findByRole('button', { name: 'Tobias Brandt entsperren' });

    await userEvent.click(unblock);
    dialog = await screen.findByRole('alertdialog', { name: 'Benutzer entsperren' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entsperren' }));
    expect(
      await screen.findByText('Tobias Brandt ist entsperrt. 1 Benutzer kann sich wieder anmelden.'),
    ).toBeInTheDocument();
    expect(sent(backend, 'PUT /api/operator/users/u-nordheiz-2/block').at(-1)).toEqual({ blocked: false });
    expect(await within(users).findByRole('button', { name: 'Tobias Brandt sperren' })).toBeInTheDocument();
  });

  it('[BL1] a refused block (403, 404) is said in German and keeps the dialog with the reason for another try', async () => {
    const backend = fakeBackend(operator);
    backend.failNext('PUT /api/operator/accounts/acc-nordheiz/block', 403, 'FORBIDDEN');
    backend.failNext('PUT /api/operator/accounts/acc-nordheiz/block', 404, 'NOT_FOUND');
    start();
    const list = await accountList();
    await userEvent.click(within(list).getByRole('button', { name: 'Nordheiz Handel GmbH sperren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Firmenkonto sperren' });
    const reason = within(dialog).getByRole('textbox', { name: 'Grund (optional)' });
    await userEvent.type(reason, 'Insolvenz');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    expect(
      await within(dialog).findByText(
        'Keine Berechtigung (Status 403): Nur der Plattformbetreiber darf das.',
      ),
    ).toBeInTheDocument();
    expect(reason).toHaveValue('Insolvenz');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    expect(
      await within(dialog).findByText(
        'Nordheiz Handel GmbH gibt es nicht (mehr) auf der Plattform (Status 404). Die Liste zeigt jetzt den aktuellen Stand.',
      ),
    ).toBeInTheDocument();
    expect(reason).toHaveValue('Insolvenz');
    // The list stays as it was (behind the dialog).
    expect(list).toHaveTextContent('Nordheiz Handel GmbH');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    expect(
      await screen.findByText('Nordheiz Handel GmbH ist gesperrt. 3 Benutzer wurden sofort abgemeldet.'),
    ).toBeInTheDocument();
    expect(sent(backend, 'PUT /api/operator/accounts/acc-nordheiz/block')).toEqual([
      { blocked: true, reason: 'Insolvenz' },
      { blocked: true, reason: 'Insolvenz' },
      { blocked: true, reason: 'Insolvenz' },
    ]);
  });

  it('[P5] a refused list (403) is said in German and loads again on request; the search stays', async () => {
    const backend = fakeBackend(operator);
    backend.failNext('GET /api/operator/accounts', 403, 'FORBIDDEN');
    start('/betreiber?q=nord');
    expect(
      await screen.findByText(
        'Keine Berechtigung (Status 403): Nur der Plattformbetreiber darf das.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    // The search stays as entered.
    expect(screen.getByRole('searchbox', { name: 'Firmenkonto suchen' })).toHaveValue('nord');
    await userEvent.click(screen.getByRole('button', { name: 'Erneut laden' }));
    expect(accountNames(await accountList())).toEqual(['Nordheiz Handel GmbH']);
    expect(screen.queryByText(/Status 403/)).toBeNull();
  });

  it('[P5] the users of an account that is gone: 404 in German', async () => {
    const backend = fakeBackend(operator);
    start();
    const list = await accountList();
    backend.failNext('GET /api/operator/accounts/acc-suedoel/users', 404, 'NOT_FOUND');
    await userEvent.click(within(list).getByRole('button', { name: 'Südöl Vertrieb GmbH' }));
    expect(
      await screen.findByText('Dieses Firmenkonto gibt es nicht (mehr) auf der Plattform (Status 404).'),
    ).toBeInTheDocument();
  });
});

describe('/betreiber: Protokoll', () => {
  it("[BL1][P5] lists the latest actions: time in the platform's time zone, action in German, target, actor, reason", async () => {
    const backend = fakeBackend(operator);
    const view = start();
    await accountList();
    await userEvent.click(screen.getByRole('tab', { name: 'Protokoll' }));
    const log = await screen.findByRole('list', { name: 'Die neuesten Aktionen, neueste zuerst' });
    expect(view.history.location.search).toContain('tab=audit');
    expect(sent(backend, 'GET /api/operator/audit')).toEqual([50]);
    const [entry] = within(log).getAllByRole('listitem');
    // 09:15 UTC is 10:15 in Berlin in November.
    expect(within(entry!).getByText('22.11.2026 10:15:00')).toHaveAttribute(
      'dateTime',
      '2026-11-22T09:15:00.000Z',
    );
    expect(entry).toHaveTextContent('Firmenkonto gesperrt: Altbrand Heizöl OHG');
    expect(entry).toHaveTextContent('1 Benutzer betroffen');
    expect(entry).toHaveTextContent('von Lukas Fischer');
    expect(entry).toHaveTextContent('Grund: Zahlungsverzug');
    expect(screen.getByText(/Zeiten in Plattformzeit \(Europe\/Berlin\)/)).toBeInTheDocument();
  });

  it('[P5] the Swiss platform reads the log in Zurich time', async () => {
    fakeBackend({ ...operator, termsAccepted: true });
    start('/betreiber?tab=audit', { brand: 'ch' });
    const log = await screen.findByRole(
      'list',
      { name: 'Die neuesten Aktionen, neueste zuerst' },
      { timeout: 5000 },
    );
    expect(within(log).getByText('22.11.2026 10:15:00')).toBeInTheDocument();
    expect(screen.getByText(/Zeiten in Plattformzeit \(Europe\/Zurich\)/)).toBeInTheDocument();
  });

  it('[P5] a failed log says so in German and loads again on request', async () => {
    const backend = fakeBackend(operator);
    backend.failNext('GET /api/operator/audit', 403, 'FORBIDDEN');
    start('/betreiber?tab=audit');
    expect(
      await screen.findByText(
        'Keine Berechtigung (Status 403): Nur der Plattformbetreiber darf das.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut laden' }));
    expect(
      await screen.findByRole('list', { name: 'Die neuesten Aktionen, neueste zuerst' }),
    ).toBeInTheDocument();
  });
});

describe('/betreiber for admin staff (not the platform operator)', () => {
  /** The operator-only calls: account data and its changes, new users, master data [P5]. */
  const operatorOnly = (calls: string[]) =>
    calls.filter(
      (c) =>
        /^GET \/api\/operator\/accounts\/[^/]+$/.test(c) ||
        /^PUT \/api\/operator\/accounts\/[^/]+(\/shareholder)?$/.test(c) ||
        /^POST \/api\/operator\/accounts\/[^/]+\/users$/.test(c) ||
        /\/api\/operator\/(master-data|products|regions|terminals)/.test(c),
    );

  it("[P5][BL1] admin staff get the accounts and the log, no Stammdaten; an opened account shows its users, not its data or the operator's actions", async () => {
    const backend = fakeBackend(staff);
    start('/betreiber?account=acc-nordheiz');
    const list = await accountList();
    expect(screen.getByRole('heading', { level: 1, name: 'Betreiber-Konsole' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Firmenkonten', 'Protokoll']);
    expect(screen.queryByRole('tab', { name: 'Stammdaten' })).toBeNull();
    const users = await screen.findByRole('list', { name: 'Benutzer von Nordheiz Handel GmbH' });
    expect(within(users).getByRole('button', { name: 'Tobias Brandt sperren' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Firmendaten von Nordheiz Handel GmbH' })).toBeNull();
    expect(screen.queryByRole('button', { name: /bearbeiten$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Gesellschafterrolle/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Benutzer anlegen/ })).toBeNull();
    // Opening another account asks for its users only.
    await userEvent.click(within(list).getByRole('button', { name: 'Südöl Vertrieb GmbH' }));
    await screen.findByRole('list', { name: 'Benutzer von Südöl Vertrieb GmbH' });
    expect(backend.calls).toContain('GET /api/operator/accounts/acc-suedoel/users');
    expect(operatorOnly(backend.calls)).toEqual([]);
  });

  it('[BL1][P5] admin staff block a user and a company; the log has it', async () => {
    const backend = fakeBackend(staff);
    start('/betreiber?account=acc-nordheiz');
    const users = await screen.findByRole(
      'list',
      { name: 'Benutzer von Nordheiz Handel GmbH' },
      { timeout: 5000 },
    );
    await userEvent.click(within(users).getByRole('button', { name: 'Tobias Brandt sperren' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Benutzer sperren' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    expect(
      await screen.findByText('Tobias Brandt ist gesperrt. 1 Benutzer wurde sofort abgemeldet.'),
    ).toBeInTheDocument();
    expect(sent(backend, 'PUT /api/operator/users/u-nordheiz-2/block')).toEqual([{ blocked: true }]);
    expect(
      await within(users).findByRole('button', { name: 'Tobias Brandt entsperren' }),
    ).toBeInTheDocument();

    const list = await accountList();
    await userEvent.click(within(list).getByRole('button', { name: 'Südöl Vertrieb GmbH sperren' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Firmenkonto sperren' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    expect(
      await screen.findByText('Südöl Vertrieb GmbH ist gesperrt. 2 Benutzer wurden sofort abgemeldet.'),
    ).toBeInTheDocument();
    expect(sent(backend, 'PUT /api/operator/accounts/acc-suedoel/block')).toEqual([{ blocked: true }]);

    await userEvent.click(screen.getByRole('tab', { name: 'Protokoll' }));
    const log = await screen.findByRole('list', { name: 'Die neuesten Aktionen, neueste zuerst' });
    expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent(
      'Firmenkonto gesperrt: Südöl Vertrieb GmbH',
    );
    expect(operatorOnly(backend.calls)).toEqual([]);
  });

  it('[P5] ?tab=masterData shows admin staff the accounts; the master data is not asked for', async () => {
    const backend = fakeBackend(staff);
    start('/betreiber?tab=masterData');
    await accountList();
    expect(screen.getByRole('tab', { name: 'Firmenkonten' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Stammdaten' })).toBeNull();
    expect(operatorOnly(backend.calls)).toEqual([]);
  });

  it("[P5] the platform operator still gets Stammdaten and an opened account's data with its actions", async () => {
    const backend = fakeBackend(operator);
    start('/betreiber?account=acc-nordheiz');
    await accountList();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Firmenkonten',
      'Stammdaten',
      'Protokoll',
    ]);
    const details = await screen.findByRole('region', { name: 'Firmendaten von Nordheiz Handel GmbH' });
    for (const name of [
      'Nordheiz Handel GmbH bearbeiten',
      'Gesellschafterrolle von Nordheiz Handel GmbH ändern',
      'Benutzer anlegen für Nordheiz Handel GmbH',
    ])
      expect(await within(details).findByRole('button', { name })).toBeInTheDocument();
    expect(backend.calls).toContain('GET /api/operator/accounts/acc-nordheiz');
  });
});
