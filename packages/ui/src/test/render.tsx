import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { uiMessages } from '../messages';
import { UiProvider, type UiCurrency, type UiLocale } from '../UiProvider';

export interface UiRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** @default 'de' */
  locale?: UiLocale;
  /** @default 'EUR' (CHF for de-CH) */
  currency?: UiCurrency;
}

/** Wraps children like the app does: UiProvider + IntlProvider with the ui messages of the locale. */
export function UiTestProviders({
  locale = 'de',
  currency,
  children,
}: {
  locale?: UiLocale;
  currency?: UiCurrency;
  children: ReactNode;
}) {
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="de"
      messages={uiMessages[locale]}
      onError={failOnMissingMessage}
    >
      <UiProvider locale={locale} currency={currency ?? (locale === 'de-CH' ? 'CHF' : 'EUR')}>
        {children}
      </UiProvider>
    </IntlProvider>
  );
}

function failOnMissingMessage(error: { code: string; message: string }): void {
  // A missing translation is a bug in the catalogue: make the test fail loudly.
  throw new Error(`react-intl: ${error.code}: ${error.message}`);
}

/** `render` inside the ui providers, plus a user-event instance. */
export function renderWithUi(ui: ReactElement, { locale, currency, ...options }: UiRenderOptions = {}) {
  const user = userEvent.setup();
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <UiTestProviders locale={locale ?? 'de'} currency={currency}>
        {children}
      </UiTestProviders>
    ),
  });
  return { user, ...result };
}
