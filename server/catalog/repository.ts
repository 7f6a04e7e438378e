import { and, desc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  categories,
  categoryTranslations,
  flashSales,
  productLabels,
  productTranslations,
  productVariants,
  products,
  variantPrices,
  vendors,
  type LanguageCode,
} from '../db/schema';
import { effectivePrice } from './effective-price';
import type { CategorySummary, ProductCard } from '@/lib/contracts/catalog/catalog-schemas';
import { productRowInStore } from '@/server/catalog/repository-product-visibility';
import { jsonColumn } from '@/server/db/prepared-statement';
import { saleFactsJsonOf } from './availability/repository-availability';
import { cardAvailability } from './availability/card-availability';
import { NO_SALE, type SaleFacts } from './availability/decide-availability';

/* The only file of the catalog module that touches the database; it returns plain objects. */

export type ProductCardOrder = 'best-selling' | 'on-sale';

interface CardQuery {
  language: LanguageCode;
  currency: string;
  order: ProductCardOrder;
  limit: number;
  now: Date;
}

const activeFlashSale = (now: Date) =>
  and(eq(flashSales.productId, products.id), eq(flashSales.isActive, true), lte(flashSales.startsAt, now), gt(flashSales.endsAt, now));

export async function listProductCards(db: Db, query: CardQuery): Promise<ProductCard[]> {
  const { language, currency, order, limit, now } = query;
  const flashPercent = sql<number | null>`(
    select max(${flashSales.percentOff}) from ${flashSales} where ${activeFlashSale(now)}
  )`;
  const totalStock = sql<number>`(
    select coalesce(sum(${productVariants.stock}), 0)::int from ${productVariants} where ${productVariants.productId} = ${products.id}
  )`;
  const onSale = or(
    and(isNotNull(variantPrices.compareAtAmount), gt(variantPrices.compareAtAmount, variantPrices.amount)),
    sql`exists (select 1 from ${flashSales} where ${activeFlashSale(now)})`,
  );

  const rows = await db
    .select({
      id: products.id,
      code: products.code,
      slug: products.slug,
      categorySlug: categories.slug,
      name: productTranslations.name,
      imageKey: productVariants.imageKey,
      amount: variantPrices.amount,
      compareAtAmount: variantPrices.compareAtAmount,
      ratingAverage: products.ratingAverage,
      reviewCount: products.reviewCount,
      flashPercent,
      totalStock,
      isVendorProduct: products.isVendorProduct,
      sale: saleFactsJsonOf(sql`${products.id}`, now),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language)))
    .innerJoin(productVariants, and(eq(productVariants.productId, products.id), eq(productVariants.isDefault, true)))
    .innerJoin(variantPrices, and(eq(variantPrices.variantId, productVariants.id), eq(variantPrices.currency, currency)))
    .where(order === 'on-sale' ? and(productRowInStore(), onSale) : productRowInStore())
    .orderBy(desc(products.soldCount), products.id)
    .limit(limit);

  const labels = await labelsOf(db, rows.map((r) => r.id));
  return rows.map((row) => {
    const card = cardAvailability({
      isVendorProduct: row.isVendorProduct,
      sale: jsonColumn<SaleFacts | null>(row.sale) ?? NO_SALE,
      inStock: Number(row.totalStock) > 0,
      labels: labels.get(row.id) ?? [],
    });
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
      activeFlashSalePercentOff: row.flashPercent === null ? null : Number(row.flashPercent),
    }),
    ratingAverage: row.ratingAverage / 100,
    reviewCount: row.reviewCount,
    labels: card.labels,
    inStock: Number(row.totalStock) > 0,
    availability: card.state,
  };
  });
}

async function labelsOf(db: Db, productIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({ productId: productLabels.productId, labelId: productLabels.labelId })
    .from(productLabels)
    .where(inArray(productLabels.productId, productIds))
    .orderBy(productLabels.labelId);
  for (const row of rows) result.set(row.productId, [...(result.get(row.productId) ?? []), row.labelId]);
  return result;
}

/** Categories that hold products, in menu order, with their tile picture. */
export async function listCategorySummaries(db: Db, language: LanguageCode): Promise<CategorySummary[]> {
  const productCount = sql<number>`(
    select count(*)::int from ${products} where ${products.categoryId} = ${categories.id} and ${productRowInStore()}
  )`;
  const rows = await db
    .select({
      code: categories.code,
      slug: categories.slug,
      name: categoryTranslations.name,
      description: categoryTranslations.description,
      productCount,
      imageKey: categories.imageKey,
    })
    .from(categories)
    .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.language, language)))
    .where(eq(categories.isLanding, false))
    .orderBy(categories.position, categories.id);
  return rows.map((r) => ({ ...r, productCount: Number(r.productCount) }));
}

export interface SitemapPath {
  path: string;
  updatedAt: Date;
}

export async function listIndexableCategoryPaths(db: Db): Promise<SitemapPath[]> {
  const rows = await db
    .select({ slug: categories.slug, updatedAt: categories.updatedAt })
    .from(categories)
    .where(eq(categories.isIndexable, true))
    .orderBy(categories.position, categories.id);
  return rows.map((r) => ({ path: `/${r.slug}`, updatedAt: r.updatedAt }));
}

export async function listVendorStorePaths(db: Db): Promise<SitemapPath[]> {
  const rows = await db
    .select({ slug: vendors.slug, updatedAt: vendors.createdAt })
    .from(vendors)
    .where(eq(vendors.isActive, true))
    .orderBy(vendors.id);
  return rows.map((r) => ({ path: `/store/${r.slug}`, updatedAt: r.updatedAt }));
}

export async function listIndexableProductPaths(db: Db): Promise<SitemapPath[]> {
  const rows = await db
    .select({ slug: products.slug, categorySlug: categories.slug, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(productRowInStore())
    .orderBy(products.id);
  return rows.map((r) => ({ path: `/${r.categorySlug}/${r.slug}`, updatedAt: r.updatedAt }));
}
