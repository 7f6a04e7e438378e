import type { VariantOptionName } from '@/server/db/schema';
import { effectivePrice } from '../effective-price';
import { decideAvailability } from '../availability/decide-availability';
import { saleFactsOfRow } from './sale-facts-of-row';
import type { ListingRow } from './repository';
import type { OptionLabel, QuickViewSectionRow, QuickViewVariantRow } from './repository-quick-views';
import type { QuickView } from '@/lib/contracts/catalog/listing-schemas';

/* Options in the order a shopper decides them: the look, then the frame, then the size. */
const OPTION_ORDER: readonly VariantOptionName[] = ['colour', 'frame', 'size'];

/** Quick-view data per product id; products without quick view (pods) get none. */
export function buildQuickViews(input: {
  products: readonly ListingRow[];
  variants: readonly QuickViewVariantRow[];
  sections: readonly QuickViewSectionRow[];
  shortDescriptions: ReadonlyMap<number, string>;
  /** Label ids per product id (a PRE_ORDER label makes a variant a pre-order). */
  productLabels?: ReadonlyMap<number, readonly number[]>;
  optionLabels: readonly OptionLabel[];
  currency: string;
}): Map<number, QuickView> {
  const labels = new Map(input.optionLabels.map((label) => [`${label.option}:${label.value}`, label.label]));
  const result = new Map<number, QuickView>();
  for (const product of input.products) {
    const productLabels = input.productLabels?.get(product.id) ?? [];
    const section = input.sections.find((row) => row.productId === product.id);
    result.set(product.id, {
      shortDescription: input.shortDescriptions.get(product.id) ?? '',
      section: section ? { title: section.title, body: section.body } : null,
      variants: input.variants
        .filter((variant) => variant.productId === product.id)
        .map((variant) => {
          const availability = decideAvailability({ isVendorProduct: product.isVendorProduct, sale: saleFactsOfRow(product), stock: variant.stock, labels: productLabels });
          return {
          sku: variant.sku,
          isDefault: variant.isDefault,
          imageKey: variant.imageKey,
          colourHex: variant.colourHex,
          inStock: variant.stock > 0,
          purchasable: availability.isPurchasable,
          availability: availability.state,
          price: effectivePrice({
            amount: variant.amount,
            compareAtAmount: variant.compareAtAmount,
            currency: input.currency,
            activeFlashSalePercentOff: product.flashPercent,
          }),
          options: OPTION_ORDER.flatMap((name) => {
            const value = variant.options[name];
            return value === undefined ? [] : [{ name, value, label: labels.get(`${name}:${value}`) ?? value }];
          }),
        };
        }),
    });
  }
  return result;
}
