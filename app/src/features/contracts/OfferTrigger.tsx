import { deferred, MountWhenFirstNeeded } from '@fuelmarket/ui';
import { useMayOpen } from '../../shell/session';

// The trigger form comes when a buyer first sets a trigger from an offer, not with the market.
const flow = deferred(() => import('./OfferTriggerFlow').then((module) => module.OfferTriggerFlow));

/**
 * Whether the user may set price triggers: as the contract management's guard decides (the brand's flag
 * TRIGGERS [B9][R5]). Whether the offer's seller has the account feature triggers only the server knows:
 * it refuses the save then, and the dialog says so.
 */
export function useMayTrigger(): boolean {
  return useMayOpen('/verträge-management');
}

export interface OfferTriggerDialogProps {
  /** The offer to set a trigger on; null: the dialog is closed. */
  offerId: string | null;
  onClose: () => void;
}

/** The price trigger dialog with an offer chosen (from the market's offer rows), loaded on first use. */
export function OfferTriggerDialog({ offerId, onClose }: OfferTriggerDialogProps) {
  return (
    <MountWhenFirstNeeded when={offerId !== null}>
      <flow.Component offerId={offerId} onClose={onClose} />
    </MountWhenFirstNeeded>
  );
}
