import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { categories, flashSales, priceTiers, productLabels, productVariants, products, variantPrices } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { createTestDatabase } from '../../setup/test-database';

/** The clock every product test reads the catalog at. */
export const NOW = new Date('2026-11-21T12:00:00.000Z');
export const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

export async function productTestDatabase(productCount = 40) {
  const database = await createTestDatabase();
  await seedDatabase(database.db, { productCount, now: NOW });
  return database;
}

export interface FlashSaleSpec {
  version?: 1 | 2;
  percentOff?: number;
  startsAt?: Date;
  endsAt?: Date;
  isActive?: boolean;
}

export interface ProductShape {
  /** Whether a vendor (not the house brand) sells it. */
  isVendorProduct?: boolean;
  /** Stock of each variant in display order; missing entries keep theirs. */
  stock?: number[];
  /** Replaces the product's flash sales. */
  flashSales?: FlashSaleSpec[];
  labels?: number[];
  tiers?: { minQuantity: number; percentOff: number }[];
  /** USD price of every variant (minor units), compare-at cleared. */
  usdAmount?: number;
}

export interface PreparedProduct {
  id: number;
  code: string;
  slug: string;
  categorySlug: string;
  variantIds: number[];
}

/**
 * Turns seeded product `code` into the case a test needs (vendor or not, stock, flash sales,
 * labels, tiers, price), so each test states the facts it depends on instead of hoping the
 * generated catalog has them.
 */
export async function prepareProduct(db: Db, code: string, shape: ProductShape = {}): Promise<PreparedProduct> {
  const [product] = await db.select({ id: products.id, slug: products.slug, categoryId: products.categoryId }).from(products).where(eq(products.code, code));
  if (!product) throw new Error(`No seeded product ${code}`);
  const variants = await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(productVariants.position);
  const variantIds = variants.map((variant) => variant.id);
  if (shape.isVendorProduct !== undefined) await db.update(products).set({ isVendorProduct: shape.isVendorProduct }).where(eq(products.id, product.id));
  for (const [index, stock] of (shape.stock ?? []).entries()) {
    const variantId = variantIds[index];
    if (variantId !== undefined) await db.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));
  }
  if (shape.flashSales) {
    await db.delete(flashSales).where(eq(flashSales.productId, product.id));
    for (const sale of shape.flashSales) {
      await db.insert(flashSales).values({
        productId: product.id,
        version: sale.version ?? 1,
        percentOff: sale.percentOff ?? 20,
        startsAt: sale.startsAt ?? hoursFromNow(-2),
        endsAt: sale.endsAt ?? hoursFromNow(10),
        isActive: sale.isActive ?? true,
      });
    }
  }
  if (shape.labels) {
    await db.delete(productLabels).where(eq(productLabels.productId, product.id));
    if (shape.labels.length > 0) await db.insert(productLabels).values(shape.labels.map((labelId) => ({ productId: product.id, labelId })));
  }
  if (shape.tiers) {
    await db.delete(priceTiers).where(eq(priceTiers.productId, product.id));
    if (shape.tiers.length > 0) await db.insert(priceTiers).values(shape.tiers.map((tier) => ({ productId: product.id, ...tier })));
  }
  if (shape.usdAmount !== undefined && variantIds.length > 0) {
    await db
      .update(variantPrices)
      .set({ amount: shape.usdAmount, compareAtAmount: null })
      .where(and(inArray(variantPrices.variantId, variantIds), eq(variantPrices.currency, 'USD')));
  }
  const { categorySlug } = await categorySlugOf(db, product.categoryId);
  return { id: product.id, code, slug: product.slug, categorySlug, variantIds };
}

async function categorySlugOf(db: Db, categoryId: number): Promise<{ categorySlug: string }> {
  const [row] = await db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw new Error(`No category ${categoryId}`);
  return { categorySlug: row.slug };
}

/** The seeded code of the first product whose category slug is given. */
export async function firstProductIn(db: Db, categorySlug: string): Promise<string> {
  const [row] = await db
    .select({ code: products.code })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(categories.slug, categorySlug))
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error(`No seeded product in ${categorySlug}`);
  return row.code;
}
