import { createToastQueue, showToast, ToastRegion } from '@fuelmarket/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppContext } from '../../shell/context';
import { contractMessages as m } from './messages';
import { useCreateTrigger } from './saveTrigger';
import { TriggerFormDialog } from './TriggerFormDialog';

/** A buyer's new price trigger on one offer: the dialog with the offer chosen, and the toast once it is set. */
export function OfferTriggerFlow({ offerId, onClose }: { offerId: string | null; onClose: () => void }) {
  const intl = useIntl();
  const { brand } = useAppContext();
  const [toasts] = useState(createToastQueue);
  const create = useCreateTrigger(() => {
    onClose();
    showToast({ title: intl.formatMessage(m.saved), tone: 'positive' }, { queue: toasts });
  });
  return (
    <>
      {offerId !== null ? (
        <TriggerFormDialog
          key={offerId}
          locale={brand.locale}
          currency={brand.currency}
          offerId={offerId}
          onSave={create}
          onClose={onClose}
        />
      ) : null}
      <ToastRegion queue={toasts} />
    </>
  );
}
