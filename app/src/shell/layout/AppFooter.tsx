import { Footer } from '@fuelmarket/ui';
import { CookieSettingsButton } from '../consent';
import { useAppContext } from '../context';

/** The complex layout's footer: company, legal links, cookie settings, "Powered by" on non-default brands [L1][B6]. */
export function AppFooter() {
  const { brand } = useAppContext();
  return (
    <Footer company={brand.company} links={brand.links} poweredBy={brand.poweredBy}>
      <CookieSettingsButton />
    </Footer>
  );
}
