import { brands, type BrandId } from '@fuelmarket/brands';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../test/backend';
import { relationshipMasterData } from '../../test/relationshipFixtures';
import { renderApp } from '../../test/renderApp';
import { CONSENT_COOKIE } from '../../shell/consent';
import { saveConsent } from '../../shell/consent';
import { resetConsentStore } from '../../shell/consent/store';
import { HELP_WIDGET_GLOBAL, HELP_WIDGET_URL } from '../../shell/thirdParty';
import { resetScriptCache } from '../../shell/thirdParty/loadScript';

configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  resetConsentStore();
  resetScriptCache();
  for (const s of document.head.querySelectorAll('script')) s.remove();
});
afterEach(() => {
  stop?.();
  stop = undefined;
  delete (globalThis as Record<string, unknown>)[HELP_WIDGET_GLOBAL];
});

function open(path: string, brand: BrandId = 'default') {
  const backend = fakeBackend({ type: 'buyer', termsAccepted: true, ...relationshipMasterData });
  const view = renderApp(path, { brand });
  stop = () => view.app.timer.stop();
  return { backend, view, user: userEvent.setup() };
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const widgetScripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src === HELP_WIDGET_URL);

describe('/hilfe-center: the help centre', () => {
  it('[S5] has the panels FAQ, glossary, documents, user guide and search', async () => {
    const { user } = open('/hilfe-center');
    await h1('Hilfe-Center');
    const nav = screen.getByRole('navigation', { name: 'Bereiche des Hilfe-Centers' });
    const names = within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names).toEqual(['Häufige Fragen', 'Glossar', 'Dokumente', 'Benutzerhandbuch', 'Suche']);

    await user.click(within(nav).getByRole('link', { name: 'Häufige Fragen' }));
    await h1('Häufige Fragen');
    // Each question is a button in a heading that opens its answer.
    const question = screen.getByRole('button', { name: 'Kann ich eine Bestellung stornieren?' });
    expect(question.closest('h2')).not.toBeNull();
    expect(screen.queryByText(/kann nicht widerrufen werden/)).toBeNull();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Kann ich eine Bestellung stornieren?' })).toHaveTextContent(
      /kann nicht widerrufen werden/,
    );

    await user.click(within(nav).getByRole('link', { name: 'Glossar' }));
    await h1('Glossar');
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toContain('Marktfenster');
    expect(terms).toContain('Zahlungsziel');

    await user.click(within(nav).getByRole('link', { name: 'Dokumente' }));
    await h1('Dokumente');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    expect(main.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
    expect(main.getByRole('link', { name: /Impressum auf der Website von fuelmarket GmbH/ })).toHaveAttribute(
      'href',
      brands.default.links.legalNotice,
    );
    expect(main.getByRole('link', { name: 'Benutzerhandbuch öffnen (PDF)' })).toHaveAttribute(
      'href',
      brands.default.links.userGuide,
    );

    await user.click(within(nav).getByRole('link', { name: 'Benutzerhandbuch' }));
    await h1('Benutzerhandbuch');
    expect(screen.getByRole('link', { name: 'Benutzerhandbuch öffnen (PDF)' })).toHaveAttribute(
      'href',
      brands.default.links.userGuide,
    );
  });

  it('[S5] the search finds a terminal, a product and an additive of the master data', async () => {
    const { user } = open('/hilfe-center/suche');
    await h1('Suche');
    const field = screen.getByRole('searchbox', { name: 'Terminals, Produkte und Additive suchen' });

    await user.type(field, 'hamburg');
    const terminals = await screen.findByRole('region', { name: 'Terminals' });
    expect(within(terminals).getByText('Hamburg Blumensand')).toBeVisible();
    expect(within(terminals).queryByText('Karlsruhe Rheinhafen')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('1 Treffer für „hamburg“');

    await user.clear(field);
    await user.type(field, 'heizol');
    const products = await screen.findByRole('region', { name: 'Produkte' });
    expect(within(products).getByText('Heizöl EL schwefelarm')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Terminals' })).toBeNull();

    await user.clear(field);
    await user.type(field, 'fliess');
    const additives = await screen.findByRole('region', { name: 'Additive' });
    expect(within(additives).getByText('Fliessverbesserer')).toBeVisible();

    await user.clear(field);
    await user.type(field, 'Süd');
    // A region's name finds its terminals.
    expect(await screen.findByText('Karlsruhe Rheinhafen')).toBeVisible();

    await user.clear(field);
    await user.type(field, 'xyz');
    expect(await screen.findByText('Nichts gefunden')).toBeVisible();
  });

  it('[B11] on the Austrian platform the search neither shows nor finds regions', async () => {
    const { user } = open('/hilfe-center/suche', 'at');
    await h1('Suche');
    const field = screen.getByRole('searchbox', { name: 'Terminals, Produkte und Additive suchen' });
    await user.type(field, 'Hamburg');
    const terminals = await screen.findByRole('region', { name: 'Terminals' });
    expect(terminals).not.toHaveTextContent('Nord');
    await user.clear(field);
    await user.type(field, 'Süd');
    expect(await screen.findByText('Nichts gefunden')).toBeVisible();
  });

  it('[B5] loads the help widget only after consent, then opens it', async () => {
    open('/hilfe-center/faq');
    await h1('Häufige Fragen');
    expect(
      screen.getByText(/wird erst geladen, wenn Sie in den Cookie-Einstellungen zustimmen/),
    ).toBeVisible();
    expect(widgetScripts()).toHaveLength(0);
    act(() => saveConsent('necessary'));
    expect(widgetScripts()).toHaveLength(0);

    act(() => saveConsent('analytical'));
    await waitFor(() => expect(widgetScripts()).toHaveLength(1));
    const widget = { open: vi.fn() };
    (globalThis as Record<string, unknown>)[HELP_WIDGET_GLOBAL] = widget;
    act(() => {
      widgetScripts()[0]!.dispatchEvent(new Event('load'));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hilfe-Chat öffnen' }));
    expect(widget.open).toHaveBeenCalledTimes(1);
  });

  it('[B5] an unreachable widget leaves the help centre working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    saveConsent('analytical');
    open('/hilfe-center/suche');
    await h1('Suche');
    await waitFor(() => expect(widgetScripts()).toHaveLength(1));
    act(() => {
      widgetScripts()[0]!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('Der Hilfe-Chat ist gerade nicht erreichbar.')).toBeVisible();
    expect(screen.getByRole('searchbox')).toBeEnabled();
    warn.mockRestore();
  });
});
