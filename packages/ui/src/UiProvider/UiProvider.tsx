import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';

export const uiLocales = ['de', 'de-CH'] as const;
export type UiLocale = (typeof uiLocales)[number];
export const uiCurrencies = ['EUR', 'CHF'] as const;
export type UiCurrency = (typeof uiCurrencies)[number];

export interface UiSettings {
  locale: UiLocale;
  currency: UiCurrency;
}

const UiContext = createContext<UiSettings>({ locale: 'de', currency: 'EUR' });

export interface UiProviderProps {
  /**
   * Locale for number/date formatting and react-aria's built-in texts.
   * @default 'de'
   */
  locale?: UiLocale;
  /**
   * Currency of money values (`CHF` in the Swiss brand).
   * @default 'EUR'
   */
  currency?: UiCurrency;
  children: ReactNode;
}

/**
 * Gives every ui component the brand's locale and currency. Texts are not handled here: wrap the app in
 * react-intl's `IntlProvider` with `uiMessages[locale]` merged into the app's messages.
 */
export function UiProvider({ locale = 'de', currency = 'EUR', children }: UiProviderProps) {
  const value = useMemo(() => ({ locale, currency }), [locale, currency]);
  return (
    <UiContext.Provider value={value}>
      <AriaI18nProvider locale={locale}>{children}</AriaI18nProvider>
    </UiContext.Provider>
  );
}

/** The locale and currency set by the nearest `UiProvider` (`de`/`EUR` without one). */
export function useUiSettings(): UiSettings {
  return useContext(UiContext);
}
