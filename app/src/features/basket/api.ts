import { ApiError, type Schemas } from '@fuelmarket/api-client';
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

/** [H10] The waits before the retries of an order confirmation (503 or no answer): two, short. */
export const PLACE_ORDER_RETRY_DELAYS_MS: readonly number[] = [250, 750];
/** [H10] How long one attempt may go unanswered before it counts as lost. */
export const PLACE_ORDER_TIMEOUT_MS = 15_000;

/** Whether an order attempt failed without an answer on the order: the service unavailable, or no answer. */
export function isOrderOutcomeUnknown(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 503 || error.status === 0);
}

/**
 * [H10] Whether a failed confirmation keeps its idempotency key for the buyer's next try: when it is not
 * known whether the order was placed, or the key already stands for another request (409). After any
 * other answer nothing was placed under the key, and the next try is a new request with a new key.
 */
export function keepsOrderKey(error: unknown): boolean {
  return isOrderOutcomeUnknown(error) || (error instanceof ApiError && error.status === 409);
}

/**
 * `POST /api/orders`: places the basket's items; cannot be undone. [H10] Sent with the confirmation's
 * idempotency key and, when the answer is 503 or lost (network error, time-out), sent again with the
 * same key after a short wait, at most twice: the server answers an order it already placed instead of
 * placing it again. The last failure is thrown.
 */
export async function placeOrder(
  body: Schemas['PlaceOrderRequest'],
  idempotencyKey: string,
  { delaysMs = PLACE_ORDER_RETRY_DELAYS_MS, timeoutMs = PLACE_ORDER_TIMEOUT_MS } = {},
): Promise<Schemas['OrderConfirmation']> {
  for (let attempt = 0; ; attempt++) {
    try {
      return dataOf(
        await client.POST('/api/orders', {
          body,
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          signal: AbortSignal.timeout(timeoutMs),
        }),
      );
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined || !isOrderOutcomeUnknown(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
