import { Button } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { basketQuery } from './queries';
import { basketButtonMessages } from './buttonMessages';

export interface BasketButtonProps {
  onPress: () => void;
}

/** The basket with its item count, for the market page header. */
export function BasketButton({ onPress }: BasketButtonProps) {
  const intl = useIntl();
  const basket = useQuery(basketQuery());
  const count = basket.data?.items.length ?? 0;
  return (
    <Button variant="secondary" onPress={onPress}>
      {intl.formatMessage(basketButtonMessages.label, { count })}
    </Button>
  );
}
