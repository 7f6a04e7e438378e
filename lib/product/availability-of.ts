import { isProductPurchasable, isProductUnavailable, type ProductAvailabilityFields } from '@/lib/catalog/product-availability';
import type { ProductAvailability, PurchaseBlockReason } from '../contracts/catalog/product-detail-schemas';

/*
 * The spec §4 flags of lib/catalog/product-availability.ts, with the reason the page shows and
 * the API reports when a product cannot be bought. The flags come from that file alone; the
 * reason only names which of its rules refused.
 */

function blockReason(fields: ProductAvailabilityFields): PurchaseBlockReason {
  if (isProductUnavailable(fields)) return 'sold-out';
  const inFlashSale = fields.flash_sale !== undefined && fields.flash_sale !== null;
  if (inFlashSale && !isProductPurchasable({ ...fields, has_flash_sale_v2: false })) return 'flash-sale-paused';
  return 'flash-sale-v2-paused';
}

export function availabilityOf(fields: ProductAvailabilityFields): Pick<ProductAvailability, 'isUnavailable' | 'isPurchasable' | 'reason'> {
  const isUnavailable = isProductUnavailable(fields);
  const isPurchasable = isProductPurchasable(fields);
  return { isUnavailable, isPurchasable, reason: isPurchasable ? null : blockReason(fields) };
}
