import { shippingOptionsFor } from '@/server/ordering/checkout/shipping/shipping-options';
import type { OrderLineRow, OrderRow } from '@/server/ordering/orders/repository';
import { isUnshipped } from './order-action-rules';

/**
 * The ship dates the order's own shipping option offers today, by the checkout's rule (lead
 * time, business days, cut-off): null when the option has no dates (standard, express).
 * Only the lines still to ship count, as they are what the new date moves.
 */
export function offeredShippingDates(order: OrderRow, lines: readonly OrderLineRow[], now: Date): string[] | null {
  const waiting = lines.filter((line) => isUnshipped(line.status));
  if (waiting.length === 0) return null;
  const options = shippingOptionsFor({
    destination: order.shippingAddress,
    currency: order.currency,
    lines: waiting.map((line) => ({ productKind: line.productKind, categorySlug: line.categorySlug, quantity: line.quantity, unitPrice: line.unitPrice })),
    subtotal: Math.max(order.subtotal - order.discount, 0),
    now,
  });
  const option = options.find((candidate) => candidate.code === order.shippingOption);
  if (!option || !option.requires_date) return null;
  return option.available_dates;
}
