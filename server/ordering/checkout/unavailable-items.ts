import type { UnavailableItem } from '@/lib/contracts/error-codes';
import type { CartLine } from '@/lib/contracts/pricing/cart-schemas';
import type { ProductDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { unavailableReasonOf, unavailableSentence } from '@/server/catalog/availability/refusal-text';
import { AppError } from '@/server/http/app-error';

/*
 * Place-order's refusal when items of the cart cannot be bought any more (the last unit sold
 * while the shopper was at checkout, a flash sale was paused, the product was withdrawn): a 422
 * whose message names each item by its title and says why, with `unavailable_items` for the page
 * to offer removing them.
 */

/** The line's item as a refusal names it, or null when the line can be bought as it is. */
export function unavailableItemOf(line: CartLine, product: ProductDetail | null | undefined, quantityOfVariant = line.quantity): UnavailableItem | null {
  const variant = product?.variants.find((candidate) => candidate.id === line.variant_id);
  const base = { line_id: line.id, product_id: line.product_id, product_code: line.product_code, variant_id: line.variant_id, title: line.product_name };
  if (!product || !variant) return { ...base, reason: 'no_longer_sold', available_quantity: 0 };
  const reason = unavailableReasonOf(variant.availability, quantityOfVariant);
  return reason === null ? null : { ...base, reason, available_quantity: variant.availability.maxQuantity };
}

/** Every line the cart priced as unavailable or over its stock. */
export function unavailableItemsOf(lines: readonly CartLine[], products: ReadonlyMap<string, ProductDetail | null>): UnavailableItem[] {
  const perVariant = new Map<number, number>();
  for (const line of lines) perVariant.set(line.variant_id, (perVariant.get(line.variant_id) ?? 0) + line.quantity);
  return lines.flatMap((line) => {
    if (line.availability.status !== 'unavailable' && line.availability.status !== 'exceeds_stock') return [];
    return unavailableItemOf(line, products.get(line.product_code), perVariant.get(line.variant_id)) ?? [];
  });
}

export function unavailableItemsError(items: readonly UnavailableItem[]): AppError {
  const sentences = items.map((item) => unavailableSentence({ name: item.title, reason: item.reason, available: item.available_quantity }));
  const fix = items.length === 1 ? 'Remove it from your cart or change its quantity to place your order.' : 'Remove them from your cart or change their quantities to place your order.';
  return new AppError('UNPROCESSABLE', `${sentences.join(' ')} ${fix}`, {
    unavailableItems: [...items],
    issues: items.map((item) => ({ path: `cart.lines.${item.line_id}`, message: unavailableSentence({ name: item.title, reason: item.reason, available: item.available_quantity }) })),
  });
}
