import { brandIds, brands } from '@fuelmarket/brands';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import { decideAccess } from '../../shell/session';
import { legalDocuments, legalPaths } from '../../shell/navigation/legalPaths';

configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

function open(path: string, brand: (typeof brandIds)[number] = 'default') {
  // Nobody is signed in: the legal pages are public.
  const backend = fakeBackend(null);
  const view = renderApp(path, { brand });
  stop = () => view.app.timer.stop();
  return { backend, view, user: userEvent.setup() };
}

const titles = {
  legalNotice: 'Impressum',
  privacy: 'Datenschutzerklärung',
  terms: 'Nutzungsbedingungen (AGB)',
} as const;

describe('legal pages', () => {
  const cases = brandIds.flatMap((id) => legalDocuments.map((doc) => [id, doc] as const));
  it.each(cases)('[B4] brand %s: %s is public and carries the brand’s company data', async (id, doc) => {
    const { view } = open(legalPaths[doc], id);
    const brand = brands[id];
    expect(
      await screen.findByRole('heading', { level: 1, name: titles[doc] }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(view.history.location.pathname).toBe(legalPaths[doc]);
    const main = within(screen.getByRole('main'));
    expect(
      main.getAllByText(new RegExp(brand.company.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).length,
    ).toBeGreaterThan(0);
    expect(main.getByRole('link', { name: brand.links[doc].replace(/^https:\/\//, '') })).toHaveAttribute(
      'href',
      brand.links[doc],
    );
    if (doc === 'legalNotice') {
      const block = main.getByRole('region', { name: 'So erreichen Sie uns' });
      expect(block).toHaveTextContent(`${brand.company.address.zipCode} ${brand.company.address.city}`);
      expect(within(block).getByRole('link', { name: brand.company.supportContact.email })).toBeVisible();
    }
    if (doc === 'privacy') expect(main.getByText(new RegExp(brand.company.address.street))).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${titles[doc]} – ${brand.displayName}`));
  });

  it('[B4] the footer’s legal links open the app’s own pages', async () => {
    const { view, user } = open('/impressum');
    await screen.findByRole('heading', { level: 1, name: 'Impressum' }, { timeout: 10_000 });
    const footer = within(screen.getByRole('navigation', { name: 'Rechtliches' }));
    expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    await user.click(footer.getByRole('link', { name: 'Datenschutz' }));
    await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' });
    await user.click(footer.getByRole('link', { name: 'AGB' }));
    await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen (AGB)' });
    expect(view.history.location.pathname).toBe('/nutzungsbedingungen');
  });

  it('[R1] the guard lets anybody open the legal pages', () => {
    const flags = brands.at.flags;
    for (const path of Object.values(legalPaths)) {
      expect(decideAccess({ pathname: path, user: null, termsAccepted: false, flags }).type).toBe('allow');
      // Not even a buyer who has not accepted the terms is sent away from them.
      const buyer = { accountType: 'buyer' as const, roles: [], features: [] };
      expect(decideAccess({ pathname: path, user: buyer, termsAccepted: false, flags }).type).toBe('allow');
    }
  });
});
