import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { brands, brandIds } from '@fuelmarket/brands';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';
import { footerMessages } from './messages';

function renderDe(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="de" messages={footerMessages.de}>
      {ui}
    </IntlProvider>,
  );
}

describe('Footer', () => {
  it.each(brandIds)('[B6] shows the Powered by logo exactly when brand %s asks for it', (id) => {
    const brand = brands[id];
    renderDe(<Footer company={brand.company} links={brand.links} poweredBy={brand.poweredBy} />);
    const logo = screen.queryByRole('img', { name: 'Powered by fuelmarket' });
    if (brand.poweredBy) expect(logo).toBeInTheDocument();
    else expect(logo).toBeNull();
  });

  it('[B6] hides the Powered by logo on the default brand and shows it on ch and at', () => {
    expect(brandIds.filter((id) => brands[id].poweredBy)).toEqual(['ch', 'at']);
  });

  it('links to terms, privacy and legal notice of the brand', () => {
    const brand = brands.at;
    renderDe(<Footer company={brand.company} links={brand.links} />);
    const nav = screen.getByRole('navigation', { name: 'Rechtliches' });
    expect(within(nav).getByRole('link', { name: 'AGB' })).toHaveAttribute('href', brand.links.terms);
    expect(within(nav).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      brand.links.privacy,
    );
    expect(within(nav).getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      brand.links.legalNotice,
    );
  });

  it('shows the company name, address and info contact', () => {
    const brand = brands.ch;
    renderDe(<Footer company={brand.company} links={brand.links} />);
    expect(screen.getByText(brand.company.name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: brand.company.infoContact.email })).toHaveAttribute(
      'href',
      `mailto:${brand.company.infoContact.email}`,
    );
    expect(screen.getByText(new RegExp(brand.company.address.city))).toBeInTheDocument();
  });
});
