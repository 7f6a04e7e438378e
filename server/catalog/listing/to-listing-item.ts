import { isQuickViewDisabled } from '@/lib/constants/pod-products';
import { isProductKind, PRODUCT_KIND } from '@/lib/constants/product-kinds';
import { effectivePrice } from '../effective-price';
import { cardAvailability } from '../availability/card-availability';
import { saleFactsOfRow } from './sale-facts-of-row';
import type { ListingRow } from './repository';
import type { ListingItem } from '@/lib/contracts/catalog/listing-schemas';

/** A listing row as the shopper's card shows it. */
export function toListingItem(row: ListingRow, currency: string, labels: number[]): ListingItem {
  const kind = isProductKind(row.kind) ? row.kind : PRODUCT_KIND.PRODUCT;
  const card = cardAvailability({ isVendorProduct: row.isVendorProduct, sale: saleFactsOfRow(row), inStock: row.inStock, labels });
  return {
    code: row.code,
    slug: row.slug,
    categorySlug: row.categorySlug,
    name: row.name,
    imageKey: row.imageKey,
    price: effectivePrice({
      amount: row.amount,
      compareAtAmount: row.compareAtAmount,
      currency,
      activeFlashSalePercentOff: row.flashPercent,
    }),
    ratingAverage: row.ratingAverage / 100,
    reviewCount: row.reviewCount,
    labels: card.labels,
    inStock: row.inStock,
    availability: card.state,
    kind,
    vendorSlug: row.vendorSlug,
    vendorName: row.vendorName,
    purchasable: card.availability.isPurchasable,
    quickViewEnabled: !isQuickViewDisabled(row.slug, kind),
  };
}
