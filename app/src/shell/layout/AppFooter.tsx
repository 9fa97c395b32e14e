import { Footer } from '@fuelmarket/ui';
import { legalPaths } from '../navigation/legalPaths';
import { CookieSettingsButton } from '../consent';
import { useAppContext } from '../context';
import { renderRouterLink } from './RouterLink';

/**
 * The complex layout's footer: company, legal links, cookie settings, "Powered by" on non-default brands
 * [L1][B6]. The legal links open the app's own pages of the brand's documents [B4].
 */
export function AppFooter() {
  const { brand } = useAppContext();
  return (
    <Footer
      company={brand.company}
      links={legalPaths}
      renderLink={renderRouterLink}
      poweredBy={brand.poweredBy}
    >
      <CookieSettingsButton />
    </Footer>
  );
}
