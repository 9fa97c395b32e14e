import type { Brand } from '@fuelmarket/brands';
import { UiProvider } from '@fuelmarket/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MarketTimerProvider, type MarketTimer } from './market-window';
import { messagesFor } from './i18n/messages';

export interface AppProvidersProps {
  brand: Brand;
  queryClient: QueryClient;
  timer: MarketTimer;
  children: ReactNode;
}

/**
 * react-intl, ui settings, the query cache and the market timer. Texts fall back to German
 * (`brand.fallbackLocale`): the code's defaultMessages are the German texts. They are formatted in the
 * brand's locale, which is therefore react-intl's default locale as well (a Swiss number in a German
 * text is still Swiss: 1'234).
 */
export function AppProviders({ brand, queryClient, timer, children }: AppProvidersProps) {
  return (
    <IntlProvider locale={brand.locale} defaultLocale={brand.locale} messages={messagesFor(brand.locale)}>
      <UiProvider locale={brand.locale} currency={brand.currency}>
        <QueryClientProvider client={queryClient}>
          <MarketTimerProvider timer={timer}>{children}</MarketTimerProvider>
        </QueryClientProvider>
      </UiProvider>
    </IntlProvider>
  );
}
