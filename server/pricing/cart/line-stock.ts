import type { LineAvailabilityStatus } from '@/lib/contracts/pricing/cart-schemas';
import { isProductUnavailable } from '@/lib/catalog/product-availability';
import { MAX_CART_LINE_QUANTITY } from '@/lib/product/cart-line-selection';
import type { ProductDetail, ProductVariantDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { stockStateOf } from '@/lib/product/stock-state';

/*
 * How many units of one variant a cart may hold, by the rule the product page and
 * assertPurchasable follow (server/catalog/product-detail/purchase-refusal.ts): vendor and
 * flash-sale products sell only what is in stock; a house product with stock sells at most that
 * stock; a house product with none is a pre-order, limited only by the line maximum.
 */
export function variantQuantityLimit(product: ProductDetail, variant: ProductVariantDetail): number {
  const stockBound = isProductUnavailable({ ...product, is_in_stock: false });
  if (variant.stock > 0 || stockBound) return Math.min(Math.max(variant.stock, 0), MAX_CART_LINE_QUANTITY);
  return MAX_CART_LINE_QUANTITY;
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
export function lineAvailability(product: ProductDetail, variant: ProductVariantDetail, variantQuantityInCart: number): LineAvailability {
  if (!variant.availability.isPurchasable) return { status: 'unavailable', available_quantity: variant.availability.isUnavailable ? 0 : null };
  const limit = variantQuantityLimit(product, variant);
  if (variantQuantityInCart > limit) return { status: 'exceeds_stock', available_quantity: limit };
  const state = stockStateOf({ stock: variant.stock, isUnavailable: variant.availability.isUnavailable, labels: product.labels });
  if (state === 'pre-order') return { status: 'pre_order', available_quantity: null };
  if (state === 'low-stock') return { status: 'low_stock', available_quantity: variant.stock };
  return { status: 'in_stock', available_quantity: null };
}

/** The sentence a refused change answers with, naming the quantity still available. */
export function stockRefusal(input: { productName: string; limit: number; inOtherLines: number }): string {
  const { productName, limit, inOtherLines } = input;
  const room = Math.max(limit - inOtherLines, 0);
  const held = inOtherLines > 0 ? ` Your cart already holds ${inOtherLines}, so ${room} more can be added.` : '';
  if (limit === MAX_CART_LINE_QUANTITY) return `A cart takes at most ${MAX_CART_LINE_QUANTITY} of ${productName}.${held}`;
  if (limit === 0) return `${productName} is out of stock.`;
  return `Only ${limit} of ${productName} ${limit === 1 ? 'is' : 'are'} available.${held}`;
}
