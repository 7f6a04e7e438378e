import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { products, productTranslations, productVariants, variantPrices } from '@/server/db/schema/catalog/catalog';

/* The variants of one vendor's products, their stock and prices: what a brand's CSV reads and
 * writes. Every query is scoped by the vendor, so another brand's SKU is simply not found. */

export interface VendorVariantRow {
  variantId: number;
  productId: number;
  sku: string;
  productName: string;
  options: Partial<Record<'colour' | 'size' | 'frame', string>>;
  stock: number;
  prices: Record<string, { amount: number; compareAtAmount: number | null }>;
}

export async function listVendorVariants(db: DbOrTx, vendorId: number): Promise<VendorVariantRow[]> {
  const rows = await db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      sku: productVariants.sku,
      productName: sql<string>`coalesce(${productTranslations.name}, ${products.code})`,
      options: productVariants.options,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, 'en')))
    .where(eq(products.vendorId, vendorId))
    .orderBy(asc(products.id), asc(productVariants.position), asc(productVariants.id));
  const prices = await listPricesOf(db, rows.map((row) => row.variantId));
  return rows.map((row) => ({ ...row, prices: prices.get(row.variantId) ?? {} }));
}

async function listPricesOf(db: DbOrTx, variantIds: readonly number[]): Promise<Map<number, VendorVariantRow['prices']>> {
  const byVariant = new Map<number, VendorVariantRow['prices']>();
  for (let start = 0; start < variantIds.length; start += 5000) {
    const batch = variantIds.slice(start, start + 5000);
    const rows = await db.select().from(variantPrices).where(inArray(variantPrices.variantId, batch));
    for (const row of rows) {
      const prices = byVariant.get(row.variantId) ?? {};
      prices[row.currency] = { amount: row.amount, compareAtAmount: row.compareAtAmount };
      byVariant.set(row.variantId, prices);
    }
  }
  return byVariant;
}

/** Locks the vendor's variants (FOR UPDATE) inside the caller's transaction, read afresh. */
export async function lockVendorVariants(db: DbOrTx, vendorId: number): Promise<VendorVariantRow[]> {
  await db.execute(sql`select v.id from product_variants v join products p on p.id = v.product_id where p.vendor_id = ${vendorId} order by v.id for update of v`);
  return listVendorVariants(db, vendorId);
}

export async function setStock(db: DbOrTx, variantId: number, stock: number): Promise<void> {
  await db.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));
}

export async function putPrice(db: DbOrTx, input: { variantId: number; currency: string; amount: number; compareAtAmount: number | null }): Promise<void> {
  await db
    .insert(variantPrices)
    .values(input)
    .onConflictDoUpdate({ target: [variantPrices.variantId, variantPrices.currency], set: { amount: input.amount, compareAtAmount: input.compareAtAmount } });
}

export async function touchProducts(db: DbOrTx, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.update(products).set({ updatedAt: new Date() }).where(inArray(products.id, [...productIds]));
}
