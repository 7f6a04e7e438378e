import type { ContentSection, CustomizationOption, OptionGroup, ProductDetail, ProductVariantDetail } from '@/lib/contracts/catalog/product-detail-schemas';
import { VARIANT_OPTION_NAMES } from '@/lib/product/variant-matching';
import type { LanguageCode, CurrencyAmounts } from '@/server/db/schema';
import { effectivePrice } from '../effective-price';
import { decideAvailability } from '../availability/decide-availability';
import { availabilityFields, flashSaleState, saleFactsOf } from './flash-sale-state';
import type { OptionLabelRow, ProductOptionRow, ProductPageRows, VariantRow } from './repository';

export type ProductDetailRows = Pick<ProductPageRows, 'core' | 'variants' | 'optionLabels' | 'sections' | 'options'>;

/**
 * A charge in the shopper's currency. A charge set for other currencies but not this one means
 * the option is not sold here (undefined); no charge anywhere means free.
 */
function chargeIn(deltas: CurrencyAmounts, currency: string): number | undefined {
  const amount = deltas[currency];
  if (amount !== undefined) return amount;
  return Object.values(deltas).some((value) => (value ?? 0) > 0) ? undefined : 0;
}

function customizationsOf(rows: readonly ProductOptionRow[], language: LanguageCode, currency: string): CustomizationOption[] {
  return rows.flatMap((row): CustomizationOption[] => {
    const name = row.name[language];
    const help = row.help?.[language] ?? null;
    if (row.kind === 'text') {
      const priceDelta = chargeIn(row.priceDeltas, currency);
      if (priceDelta === undefined || row.maxLength === null) return [];
      return [{ kind: 'text', code: row.code, name, help, maxLength: row.maxLength, priceDelta }];
    }
    const choices = row.choices.flatMap((choice) => {
      const priceDelta = chargeIn(choice.priceDeltas, currency);
      return priceDelta === undefined ? [] : [{ code: choice.code, label: choice.label[language], priceDelta, isDefault: choice.isDefault }];
    });
    if (choices.length === 0) return [];
    if (!choices.some((choice) => choice.isDefault)) choices[0] = { ...choices[0]!, isDefault: true };
    return [{ kind: 'choice', code: row.code, name, help, choices }];
  });
}

function optionGroupsOf(variants: readonly VariantRow[], labels: readonly OptionLabelRow[]): OptionGroup[] {
  return VARIANT_OPTION_NAMES.flatMap((name): OptionGroup[] => {
    const used = new Set(variants.flatMap((variant) => (variant.options[name] ? [variant.options[name]] : [])));
    if (used.size === 0) return [];
    const labelled = labels.filter((row) => row.option === name && used.has(row.value));
    const known = new Set(labelled.map((row) => row.value));
    // A value without a label row still shows (as its code) rather than vanish from the picker.
    const values = [...labelled.map((row) => ({ value: row.value, label: row.label })), ...[...used].filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }))];
    return [
      {
        name,
        values: values.map((entry) => ({
          ...entry,
          swatchHex: name === 'colour' ? (variants.find((variant) => variant.options.colour === entry.value)?.colourHex ?? null) : null,
        })),
      },
    ];
  });
}

/** The product detail of spec §3 in one language and currency, at one moment. */
export function buildProductDetail(rows: ProductDetailRows, input: { language: LanguageCode; currency: string; now: Date }): ProductDetail {
  const { core } = rows;
  const { language, currency, now } = input;
  const state = flashSaleState(core.flashSales, now);
  const fieldsFor = (isInStock: boolean) => availabilityFields({ isVendorProduct: core.isVendorProduct, productUrlCode: core.code, state, isInStock });
  const sale = saleFactsOf(state);
  const availabilityFor = (stock: number) => decideAvailability({ isVendorProduct: core.isVendorProduct, sale, stock, labels: core.labels });

  const variants: ProductVariantDetail[] = rows.variants.map((variant) => ({
    id: variant.id,
    sku: variant.sku,
    options: variant.options,
    colourHex: variant.colourHex,
    imageKey: variant.imageKey,
    stock: variant.stock,
    isDefault: variant.isDefault,
    price: effectivePrice({ amount: variant.amount, compareAtAmount: variant.compareAtAmount, currency, activeFlashSalePercentOff: state.appliedPercentOff }),
    is_in_stock: variant.stock > 0,
    availability: availabilityFor(variant.stock),
  }));
  const defaultVariant = variants.find((variant) => variant.isDefault) ?? variants[0];
  const quantity = variants.reduce((sum, variant) => sum + variant.stock, 0);
  const fields = fieldsFor(quantity > 0);
  const sections: ContentSection[] = rows.sections.map((section) => ({ sectionId: section.sectionId, title: section.title, body: section.body }));

  return {
    id: core.id,
    product_name: core.name,
    product_url_code: core.code,
    product_url_sequence_code: core.urlSequenceCode,
    product_price: defaultVariant?.price.amount ?? 0,
    quantity,
    category_name: core.categoryName,
    promotion_code: core.promotionCode,
    vendor_code: core.vendor?.code ?? null,
    is_vendor_product: core.isVendorProduct,
    flash_sale: state.flash_sale,
    has_flash_sale_v2: state.has_flash_sale_v2,
    product_urls: fields.product_urls,
    is_in_stock: quantity > 0,

    slug: core.slug,
    categorySlug: core.categorySlug,
    kind: core.kind,
    shortDescription: core.shortDescription,
    vendor: core.vendor,
    ratingAverage: core.ratingAverage,
    reviewCount: core.reviewCount,
    labels: core.labels,
    currency,
    availability: availabilityFor(quantity),
    flashSaleEndsAt: state.appliedEndsAt?.toISOString() ?? null,
    variants,
    optionGroups: optionGroupsOf(rows.variants, rows.optionLabels),
    sections,
    priceTiers: core.priceTiers,
    customizations: customizationsOf(rows.options, language, currency),
  };
}
