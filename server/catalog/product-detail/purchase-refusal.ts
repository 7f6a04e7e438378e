import { isProductUnavailable, type ProductAvailabilityFields } from '@/lib/catalog/product-availability';
import { availabilityOf } from '@/lib/product/availability-of';
import { MAX_CART_LINE_QUANTITY } from '@/lib/product/cart-line-selection';

/*
 * Whether one variant can be put in a cart in a given quantity (spec §4 plus stock), as a
 * sentence for the API client, or null when it can. Pure, so the rule is tested branch by branch
 * and shared by assertPurchasable and quoteCartLine.
 */
export function purchaseRefusal(input: {
  productCode: string;
  /** The spec §3 fields, with is_in_stock answered for this variant. */
  fields: ProductAvailabilityFields;
  stock: number;
  quantity: number;
}): string | null {
  const { productCode, fields, stock, quantity } = input;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_CART_LINE_QUANTITY) {
    return `The quantity must be a whole number from 1 to ${MAX_CART_LINE_QUANTITY}.`;
  }
  const availability = availabilityOf(fields);
  if (availability.reason === 'sold-out') return `Product ${productCode} is sold out and cannot be added to a cart.`;
  if (availability.reason === 'flash-sale-paused' || availability.reason === 'flash-sale-v2-paused') {
    return `Product ${productCode} cannot be bought right now: its flash sale is paused.`;
  }
  // Vendor and flash-sale products sell only what is in stock; house products out of stock are
  // pre-orders that ship with the next batch, but a line never takes more than what is left
  // once there is stock to take from.
  const stockBound = isProductUnavailable({ ...fields, is_in_stock: false });
  if ((stock > 0 || stockBound) && quantity > stock) {
    return `Only ${stock} of product ${productCode} ${stock === 1 ? 'is' : 'are'} in stock; ask for ${stock} or fewer.`;
  }
  return null;
}
