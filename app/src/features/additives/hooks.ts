import { useQuery } from '@tanstack/react-query';
import { useSessionState } from '../../shell/session';
import { relationshipsQuery } from '../relationships';
import { additivesAvailable } from './queries';

/**
 * Whether the logged-in buyer may see the additives market: the productAdditives feature and an
 * additives-enabled relationship [E3]. The relationships are the ones the login sequence loaded.
 */
export function useAdditivesAvailable(): boolean {
  const { user, metadata } = useSessionState();
  const accountType = user?.account.type;
  const side = accountType === 'buyer' || accountType === 'seller' ? accountType : null;
  const relationships = useQuery({
    ...relationshipsQuery(side ?? 'buyer'),
    enabled: side !== null,
  });
  if (!metadata || !relationships.data) return false;
  return additivesAvailable(metadata.features, relationships.data);
}
