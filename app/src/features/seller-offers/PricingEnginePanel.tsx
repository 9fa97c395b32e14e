import { useIntl } from 'react-intl';
import { pricingEngineMessages as m } from './messages';
import { DensitiesSection } from './pricingEngine/DensitiesSection';
import { ExpiryRulesSection } from './pricingEngine/ExpiryRulesSection';
import { MinPricesSection } from './pricingEngine/MinPricesSection';
import type { EngineBrand } from './pricingEngine/types';
import * as styles from './sellerOffers.css';

export interface PricingEnginePanelProps {
  brand: EngineBrand;
}

/**
 * The pricing engine tab of `/meine-angebote` [S4]: minimum prices per product and terminal (price
 * optimisation), expiry rules that roll the ICE contract month of the live offers, and the product
 * densities with, on the platform that has them (PRICING_CONVERSION_FACTORS_TAB), the conversion factors
 * [B8]. Each change applies at once; one another user of the account made meanwhile is not overwritten
 * [M6], and a minimum price the server could not save now says to retry later [M5].
 */
export function PricingEnginePanel({ brand }: PricingEnginePanelProps) {
  const intl = useIntl();
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
      <MinPricesSection brand={brand} />
      <ExpiryRulesSection brand={brand} />
      <DensitiesSection brand={brand} />
    </div>
  );
}
