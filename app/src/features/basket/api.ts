import type { Schemas } from '@fuelmarket/api-client';
import { client, dataOf } from '../../shell/api';

export type Basket = Schemas['Basket'];
export type BasketItem = Schemas['BasketItem'];

/** `POST /api/basket/items`: reserves the offer's price; 422 with an order error code when refused. */
export async function addBasketItem(body: Schemas['BasketItemInput']): Promise<Basket> {
  return dataOf(await client.POST('/api/basket/items', { body }));
}

export async function updateBasketItem(itemId: string, body: Schemas['BasketItemUpdate']): Promise<Basket> {
  return dataOf(await client.PUT('/api/basket/items/{itemId}', { params: { path: { itemId } }, body }));
}

export async function removeBasketItem(itemId: string): Promise<Basket> {
  return dataOf(await client.DELETE('/api/basket/items/{itemId}', { params: { path: { itemId } } }));
}

/** `POST /api/basket/refresh`: new prices and a new reservation deadline [BK1]. */
export async function refreshBasket(): Promise<Basket> {
  return dataOf(await client.POST('/api/basket/refresh'));
}

/** `POST /api/orders`: places the basket's items; cannot be undone. */
export async function placeOrder(body: Schemas['PlaceOrderRequest']): Promise<Schemas['OrderConfirmation']> {
  return dataOf(await client.POST('/api/orders', { body }));
}
