import { AdditiveLocations } from './AdditiveLocations';
import { AdditivesMarket } from './AdditivesMarket';
import { EmptyBarrelReturn } from './EmptyBarrelReturn';
import * as styles from './additives.css';

/**
 * The market's "Additive" tab [S7]: the additive offers, the delivery locations they go to and the
 * empty-barrel return. The market shows the tab only when `useAdditivesAvailable()` holds [E3].
 */
export function AdditivesMarketplace() {
  return (
    <div className={styles.section}>
      <AdditivesMarket />
      <AdditiveLocations />
      <EmptyBarrelReturn />
    </div>
  );
}
