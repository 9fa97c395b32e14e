import { Button, deferred, MountWhenFirstNeeded } from '@fuelmarket/ui';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { FavouritesManagerProps } from './FavouritesManager';

const messages = defineMessages({
  manage: { id: 'favourites.manage', defaultMessage: 'Favoriten verwalten' },
});

// The lists and the wizard come when the button is first pressed, not with the market.
const dialog = deferred(() => import('./FavouritesManager').then((module) => module.FavouritesDialog));

/** "Favoriten verwalten": the button and its dialog [S2]. */
export function FavouritesButton(props: FavouritesManagerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {intl.formatMessage(messages.manage)}
      </Button>
      <MountWhenFirstNeeded when={open}>
        <dialog.Component
          isOpen={open}
          onOpenChange={setOpen}
          {...props}
          {...(props.onApply
            ? {
                onApply: (id: string) => {
                  props.onApply?.(id);
                  setOpen(false);
                },
              }
            : {})}
        />
      </MountWhenFirstNeeded>
    </>
  );
}
