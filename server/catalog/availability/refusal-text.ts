import type { ProductAvailability } from '@/lib/contracts/catalog/product-detail-schemas';
import type { UnavailableItem } from '@/lib/contracts/error-codes';
import { MAX_CART_LINE_QUANTITY } from '@/lib/product/cart-line-selection';

/*
 * The sentences a refused purchase answers with. They name the product by the title the shopper
 * reads (never its internal code) and say why, so a toast or an alert can show them as they are.
 */

/** Why an item cannot be bought, as API clients read it (place-order's unavailable_items). */
export type UnavailableReason = UnavailableItem['reason'];

export function unavailableReasonOf(availability: ProductAvailability, quantity: number): UnavailableReason | null {
  if (availability.reason === 'sold-out') return 'sold_out';
  if (availability.reason !== null) return 'flash_sale_paused';
  if (quantity > availability.maxQuantity) return availability.maxQuantity === 0 ? 'sold_out' : 'not_enough_stock';
  return null;
}

export function unavailableSentence(input: { name: string; reason: UnavailableReason; available: number }): string {
  const { name, reason, available } = input;
  switch (reason) {
    case 'sold_out':
      return `${name} sold out.`;
    case 'flash_sale_paused':
      return `${name} cannot be bought right now: its flash sale is paused.`;
    case 'not_enough_stock':
      return `Only ${available} of ${name} ${available === 1 ? 'is' : 'are'} left in stock.`;
    case 'no_longer_sold':
      return `${name} is no longer sold.`;
  }
}

/** The refusal of `quantity` units, or null when they can go into a cart. */
export function purchaseRefusal(input: { name: string; availability: ProductAvailability; quantity: number }): string | null {
  const { name, availability, quantity } = input;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_CART_LINE_QUANTITY) {
    return `The quantity must be a whole number from 1 to ${MAX_CART_LINE_QUANTITY}.`;
  }
  const reason = unavailableReasonOf(availability, quantity);
  if (reason === null) return null;
  const sentence = unavailableSentence({ name, reason, available: availability.maxQuantity });
  return reason === 'not_enough_stock' ? `${sentence} Ask for ${availability.maxQuantity} or fewer.` : sentence;
}
