import { screen, waitFor, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, type FakeAccount } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import { describeChange, type ChangeContext } from './auditChanges';

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

const changesOf = (entry: HTMLElement) =>
  within(within(entry).getByRole('list', { name: 'Änderungen' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('/betreiber: Protokoll of changes', { timeout: 30_000 }, () => {
  it('[P5] each action reads in German with what it changed, field by field ("Name: Alt → Neu"), a parent account by its name', async () => {
    const backend = fakeBackend(operator);
    const view = renderApp('/betreiber?tab=audit');
    stop = () => view.app.timer.stop();
    const log = await screen.findByRole(
      'list',
      { name: 'Die neuesten Aktionen, neueste zuerst' },
      { timeout: 5000 },
    );
    const [blocked, updated, shareholder, product] = [...log.querySelectorAll<HTMLElement>(':scope > li')];
    // A block: users touched and its reason, nothing changed field by field.
    expect(blocked).toHaveTextContent('Firmenkonto gesperrt: Altbrand Heizöl OHG');
    expect(within(blocked!).queryByRole('list', { name: 'Änderungen' })).toBeNull();

    expect(updated).toHaveTextContent('Firmenkonto geändert: Nordheiz Handel GmbH');
    expect(updated).toHaveTextContent('von Lukas Fischer');
    expect(updated).not.toHaveTextContent('Benutzer betroffen');
    expect(updated).not.toHaveTextContent('ohne Grund');
    expect(changesOf(updated!)).toEqual([
      'Name: Nordheiz Handel KG → Nordheiz Handel GmbH',
      'IWO-Mitglied: nein → ja',
      'Funktionen: keine → Gemeinsame Kreditlimits',
    ]);

    expect(shareholder).toHaveTextContent('Gesellschafter geändert: Altbrand Heizöl OHG');
    await waitFor(() =>
      expect(changesOf(shareholder!)).toEqual([
        'Gesellschafterrolle: Kein Gesellschafter → Aviat (Tochter)',
        'Gesellschafterkonto: (leer) → Nordheiz Handel GmbH',
      ]),
    );
    // The parent's name comes from the account list, read only because a change names an account.
    expect(backend.calls).toContain('GET /api/operator/accounts');
    expect(backend.calls).not.toContain('GET /api/operator/master-data');

    expect(product).toHaveTextContent('Produkt geändert: HVO 100');
    expect(changesOf(product!)).toEqual(['Dichte: 0,7790 → 0,7800']);
  });
});

describe('describeChange', () => {
  const intl = createIntl({ locale: 'de', defaultLocale: 'de' });
  const context: ChangeContext = { intl, locale: 'de', names: new Map([['reg-nord', 'Nord']]) };
  const say = (
    action: Parameters<typeof describeChange>[0],
    field: string,
    from: string | null,
    to: string | null,
  ) => describeChange(action, { field, from, to }, context);

  it('[P5] says codes, yes/no, densities and referenced ids in German; unknown fields by their API name', () => {
    expect(say('ACCOUNT_UPDATED', 'country', 'DE', 'AT')).toBe('Land: Deutschland → Österreich');
    expect(say('ACCOUNT_UPDATED', 'onlineTradingEnabled', 'true', 'false')).toBe('Onlinehandel: ja → nein');
    expect(say('ACCOUNT_UPDATED', 'contactEmail', 'info@nordheiz.de', null)).toBe(
      'Kontakt-E-Mail: info@nordheiz.de → (leer)',
    );
    expect(say('ACCOUNT_UPDATED', 'features', 'newsBox, triggers', '')).toBe(
      'Funktionen: Newsbox, Preisalarme → keine',
    );
    expect(say('SHAREHOLDER_CHANGED', 'role', 'child', 'none')).toBe(
      'Gesellschafterrolle: Aviat (Tochter) → Kein Gesellschafter',
    );
    expect(say('TERMINAL_UPDATED', 'regionId', 'reg-nord', 'reg-unbekannt')).toBe(
      'Region: Nord → reg-unbekannt',
    );
    expect(say('USER_CREATED', 'salutation', null, 'Ms')).toBe('Anrede: Frau');
    expect(say('PRODUCT_CREATED', 'type', null, 'additive')).toBe('Art: Additiv');
    expect(say('PRODUCT_UPDATED', 'density', '0.845', '0.84505')).toBe('Dichte: 0,8450 → 0,84505');
    expect(say('REGION_UPDATED', 'sort', '0', '4')).toBe('Reihenfolge: 0 → 4');
    expect(say('ACCOUNT_UPDATED', 'somethingNew', 'a', 'b')).toBe('somethingNew: a → b');
  });
});
