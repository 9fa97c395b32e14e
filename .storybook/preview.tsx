import { brandIds, brands, type BrandId } from '@fuelmarket/brands';
import { UiProvider, uiMessages } from '@fuelmarket/ui';
import { themeClass as atTheme } from '@fuelmarket/ui/themes/at';
import { themeClass as chTheme } from '@fuelmarket/ui/themes/ch';
import { themeClass as defaultTheme } from '@fuelmarket/ui/themes/default';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { brandFromGlobals, initialBrand } from './brand';
import { networkLoader, withNetwork } from './network';

const themeClasses = { default: defaultTheme, ch: chTheme, at: atTheme } satisfies Record<
  (typeof brandIds)[number],
  string
>;

/** Puts the brand's theme on <html> (so portalled overlays get it too) and provides locale and texts. */
function BrandFrame({ brandId, children }: { brandId: BrandId; children: ReactNode }) {
  const brand = brands[brandId];
  const themeClass = themeClasses[brand.id];

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(themeClass);
    root.lang = brand.locale;
    root.dataset.brand = brand.id;
    return () => root.classList.remove(themeClass);
  }, [themeClass, brand]);

  return (
    <IntlProvider
      locale={brand.locale}
      defaultLocale={brand.fallbackLocale}
      messages={uiMessages[brand.locale]}
    >
      <UiProvider locale={brand.locale} currency={brand.currency}>
        {children}
      </UiProvider>
    </IntlProvider>
  );
}

/** The one decorator: the brand chosen in the toolbar (or by a story's `globals`). */
const withBrand: Decorator = (Story, context) => (
  <BrandFrame brandId={brandFromGlobals(context.globals)}>
    <Story />
  </BrandFrame>
);

const preview: Preview = {
  decorators: [withBrand, withNetwork],
  loaders: [networkLoader],
  globalTypes: {
    brand: {
      description: 'Brand (theme, locale, currency)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandIds.map((id) => ({ value: id, title: brands[id].displayName })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: initialBrand },
  parameters: {
    layout: 'padded',
    controls: { matchers: { date: /Date$/i } },
    // Axe violations fail the story's test (in Storybook's test UI and in the test-runner).
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
