import type { Schemas } from '@fuelmarket/api-client';
import { buyerStatusMessages, sellerStatusMessages } from './messages';

/** The status label as the viewing side reads it [OS1]. */
export function statusMessage(status: Schemas['OrderStatus'], side: 'buyer' | 'seller') {
  return (side === 'seller' ? sellerStatusMessages : buyerStatusMessages)[status];
}
