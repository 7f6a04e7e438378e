import type { PgInsertValue } from 'drizzle-orm/pg-core';
import {
  flashSales,
  priceTiers,
  productContentSections,
  productLabels,
  products,
  productTranslations,
  productVariants,
  variantPrices,
} from '@/server/db/schema/catalog/catalog';
import type { SeedProduct } from './catalog-types';
import { flashSaleWindow } from './flash-sale-windows';
import { SEED_LANGUAGES } from './localized';

export interface ProductRows {
  products: PgInsertValue<typeof products>[];
  translations: PgInsertValue<typeof productTranslations>[];
  variants: PgInsertValue<typeof productVariants>[];
  prices: PgInsertValue<typeof variantPrices>[];
  labels: PgInsertValue<typeof productLabels>[];
  sections: PgInsertValue<typeof productContentSections>[];
  flashSales: PgInsertValue<typeof flashSales>[];
  priceTiers: PgInsertValue<typeof priceTiers>[];
}

/** Running ids for child rows, carried from one chunk of products to the next. */
export interface RowIds {
  variant: number;
  section: number;
  flashSale: number;
}

export function emptyProductRows(): ProductRows {
  return { products: [], translations: [], variants: [], prices: [], labels: [], sections: [], flashSales: [], priceTiers: [] };
}

/** Turns generated products into table rows with explicit ids (so reruns give equal rows). */
export function productRows(batch: readonly SeedProduct[], ids: RowIds, clock: Date): ProductRows {
  const rows = emptyProductRows();
  for (const product of batch) {
    rows.products.push({
      id: product.id,
      code: product.code,
      slug: product.slug,
      urlSequenceCode: product.urlSequenceCode,
      categoryId: product.categoryId,
      vendorId: product.vendorId,
      kind: product.kind,
      isVendorProduct: product.isVendorProduct,
      isPublished: true,
      material: product.material,
      shape: product.shape,
      ratingAverage: product.ratingAverage,
      reviewCount: product.reviewCount,
      soldCount: product.soldCount,
      promotionCode: product.promotionCode,
      weightGrams: product.weightGrams,
      createdAt: product.createdAt,
      updatedAt: product.createdAt,
    });
    for (const language of SEED_LANGUAGES) rows.translations.push({ productId: product.id, language, ...product.translations[language] });
    product.variants.forEach((variant, position) => {
      ids.variant += 1;
      const variantId = ids.variant;
      rows.variants.push({
        id: variantId,
        productId: product.id,
        sku: variant.sku,
        options: variant.options,
        colourHex: variant.colourHex,
        imageKey: variant.imageKey,
        stock: variant.stock,
        position,
        isDefault: variant.isDefault,
      });
      for (const price of variant.prices) rows.prices.push({ variantId, ...price });
    });
    for (const labelId of product.labels) rows.labels.push({ productId: product.id, labelId });
    for (const section of product.sections) {
      ids.section += 1;
      rows.sections.push({ id: ids.section, productId: product.id, ...section });
    }
    for (const sale of product.flashSales) {
      ids.flashSale += 1;
      const { startsAt, endsAt } = flashSaleWindow(sale, clock);
      rows.flashSales.push({ id: ids.flashSale, productId: product.id, version: sale.version, percentOff: sale.percentOff, startsAt, endsAt, isActive: sale.isActive });
    }
    for (const tier of product.priceTiers) rows.priceTiers.push({ productId: product.id, ...tier });
  }
  return rows;
}
