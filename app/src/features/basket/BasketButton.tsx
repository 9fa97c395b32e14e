import { Button } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { basketQuery } from './queries';
import { basketButtonMessages } from './buttonMessages';

export interface BasketButtonProps {
  onPress: () => void;
  /** DOM id, e.g. to move the focus here once an offer was put into the basket. */
  id?: string;
}

/** The basket with its item count, for the market page header. */
export function BasketButton({ onPress, id }: BasketButtonProps) {
  const intl = useIntl();
  const basket = useQuery(basketQuery());
  const count = basket.data?.items.length ?? 0;
  return (
    <Button id={id} variant="secondary" onPress={onPress}>
      {intl.formatMessage(basketButtonMessages.label, { count })}
    </Button>
  );
}
