import { render, screen } from '@testing-library/react';
import { IntlProvider, useIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor } from './messages';
import de from './de.json';
import deCh from './de-CH.json';

/** A message of the app with a number in it, as the code defines it. */
const sent = {
  id: 'sellerOffers.csv.previewErrors',
  defaultMessage: (de as Record<string, string>)['sellerOffers.csv.previewErrors']!,
};
const swiss = {
  id: 'sellerOffers.csv.tooLarge',
  defaultMessage: (de as Record<string, string>)['sellerOffers.csv.tooLarge']!,
};

function Texts() {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage(sent, { fileName: 'a.csv', count: 1234 })}</p>
      <p>{intl.formatMessage(swiss)}</p>
    </>
  );
}

/** The app's IntlProvider setup (AppProviders) for a locale. */
function renderIn(locale: 'de' | 'de-CH') {
  const onError = vi.fn();
  render(
    <IntlProvider locale={locale} defaultLocale={locale} messages={messagesFor(locale)} onError={onError}>
      <Texts />
    </IntlProvider>,
  );
  return onError;
}

describe('message catalogues', () => {
  it('[B2] ships no German catalogue of the app: its texts are the code’s defaultMessages', () => {
    const catalogue = messagesFor('de');
    expect(Object.keys(de).filter((id) => id in catalogue)).toEqual([]);
    const onError = renderIn('de');
    expect(screen.getByText(/„a\.csv“ enthält 1\.234 Fehler\./)).toBeInTheDocument();
    expect(screen.getByText(/Die Datei ist größer als 2 MB\./)).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('[B2] Swiss German: the overrides, and German texts with Swiss numbers', () => {
    expect(Object.keys(messagesFor('de-CH'))).toEqual(expect.arrayContaining(Object.keys(deCh)));
    const onError = renderIn('de-CH');
    expect(screen.getByText(/„a\.csv“ enthält 1['’]234 Fehler\./)).toBeInTheDocument();
    expect(screen.getByText(/Die Datei ist grösser als 2 MB\./)).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });
});
