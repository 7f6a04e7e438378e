import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { categories, products } from '@/server/db/schema';
import { productRowInStore } from '@/server/catalog/repository-product-visibility';

/* Where product pages are: wrong-category redirects and the pages pre-rendered at build time. */

/** Categories in which a published product has this slug (for a product reached under the wrong category). */
export async function listCategorySlugsOfProductSlug(db: Db, slug: string): Promise<string[]> {
  const rows = await db
    .select({ categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.slug, slug), productRowInStore()));
  return rows.map((row) => row.categorySlug);
}

export async function categoryExists(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1);
  return row !== undefined;
}

export interface ProductPathRow {
  categorySlug: string;
  slug: string;
}

/** The best-selling published products, for pre-rendering at build time. */
export async function listBestSellerPaths(db: Db, limit: number): Promise<ProductPathRow[]> {
  return db
    .select({ categorySlug: categories.slug, slug: products.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(productRowInStore())
    .orderBy(desc(products.soldCount), asc(products.id))
    .limit(limit);
}
