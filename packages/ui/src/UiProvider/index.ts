export { UiProvider, useUiSettings, uiCurrencies, uiLocales } from './UiProvider';
export type { UiCurrency, UiLocale, UiProviderProps, UiSettings } from './UiProvider';
