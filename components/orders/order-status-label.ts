import { isOrderStatus } from '@/lib/constants/order-status';

/** The orders.json key of a main order status (spec §4); statuses the shopper need not tell apart share words. */
export function orderStatusKey(status: number): string {
  return isOrderStatus(status) ? `status.${status}` : 'status.unknown';
}
