import type { LineAvailabilityStatus } from '@/lib/contracts/pricing/cart-schemas';
import type { ProductVariantDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { MAX_CART_LINE_QUANTITY } from '@/lib/product/cart-line-selection';

/*
 * A cart line's stock, read from the availability the catalog decided for its variant
 * (server/catalog/availability/decide-availability.ts): the cart never judges availability
 * itself, so it cannot disagree with the product page.
 */

/** How many units of one variant a cart may hold (0 when it cannot be bought now). */
export function variantQuantityLimit(variant: ProductVariantDetail): number {
  return variant.availability.maxQuantity;
}

export interface LineAvailability {
  status: LineAvailabilityStatus;
  /** Units in stock when stock limits what the shopper can have, else null. */
  available_quantity: number | null;
}

/**
 * The availability a cart line shows, given how many units of its variant the whole cart holds
 * (two lines may share a variant with different options: stock covers both).
 */
export function lineAvailability(variant: ProductVariantDetail, variantQuantityInCart: number): LineAvailability {
  const { availability } = variant;
  if (!availability.isPurchasable) return { status: 'unavailable', available_quantity: availability.isUnavailable ? 0 : null };
  if (variantQuantityInCart > availability.maxQuantity) return { status: 'exceeds_stock', available_quantity: availability.maxQuantity };
  if (availability.state === 'pre-order') return { status: 'pre_order', available_quantity: null };
  if (availability.state === 'low-stock') return { status: 'low_stock', available_quantity: variant.stock };
  return { status: 'in_stock', available_quantity: null };
}

/** The sentence a refused change answers with, naming the quantity still available. */
export function stockRefusal(input: { productName: string; limit: number; inOtherLines: number }): string {
  const { productName, limit, inOtherLines } = input;
  const room = Math.max(limit - inOtherLines, 0);
  const held = inOtherLines > 0 ? ` Your cart already holds ${inOtherLines}, so ${room} more can be added.` : '';
  if (limit === MAX_CART_LINE_QUANTITY) return `A cart takes at most ${limit} of ${productName}.${held}`;
  if (limit === 0) return `${productName} sold out.`;
  return `Only ${limit} of ${productName} ${limit === 1 ? 'is' : 'are'} available.${held}`;
}
