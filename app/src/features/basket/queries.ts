import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../shell/api';
import { addBasketItem, refreshBasket, removeBasketItem, updateBasketItem, type Basket } from './api';

/** `GET /api/basket`: items with reserved prices and the reservation and price-update deadlines. */
export const basketQuery = () => $api.queryOptions('get', '/api/basket', {}, { retry: false });

/** The basket mutations; each answer is the new basket and replaces the cached one. */
export function useBasketMutations() {
  const queryClient = useQueryClient();
  const store = (basket: Basket) => queryClient.setQueryData(basketQuery().queryKey, basket);
  const add = useMutation({ mutationFn: addBasketItem, onSuccess: store });
  const update = useMutation({
    mutationFn: ({
      itemId,
      quantity,
      deliveryAddressId,
    }: {
      itemId: string;
      quantity: number;
      deliveryAddressId?: string | null;
    }) =>
      updateBasketItem(
        itemId,
        deliveryAddressId === undefined ? { quantity } : { quantity, deliveryAddressId },
      ),
    onSuccess: store,
  });
  const remove = useMutation({ mutationFn: removeBasketItem, onSuccess: store });
  const refresh = useMutation({ mutationFn: refreshBasket, onSuccess: store });
  return { add, update, remove, refresh };
}
