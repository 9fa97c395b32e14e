import { Button, deferred, MountWhenFirstNeeded } from '@fuelmarket/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  manage: { id: 'deliveryAddresses.manage', defaultMessage: 'Lieferadressen verwalten' },
});

// The addresses and their form come when the button is first pressed, not with the market.
const dialog = deferred(() =>
  import('./DeliveryAddressesPanel').then((module) => module.DeliveryAddressesDialog),
);

/** "Lieferadressen verwalten": the button and the addresses in a dialog [S8]. */
export function DeliveryAddressesButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {intl.formatMessage(messages.manage)}
      </Button>
      <MountWhenFirstNeeded when={open}>
        <dialog.Component isOpen={open} onOpenChange={setOpen} />
      </MountWhenFirstNeeded>
    </>
  );
}
