import type { BrandId } from '@fuelmarket/brands';
import { helpContactHandlers } from '../../app/src/test/helpContactNetwork';
import { AppScreen } from './AppScreen';

/** The app at `path` as that buyer. */
export function HelpContactScreen({
  brandId,
  path,
  contactFails = false,
}: {
  brandId: BrandId;
  path: string;
  contactFails?: boolean;
}) {
  return <AppScreen brandId={brandId} path={path} handlers={() => helpContactHandlers({ contactFails })} />;
}
