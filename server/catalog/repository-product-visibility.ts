import { sql, type SQL } from 'drizzle-orm';
import { products } from '@/server/db/schema/catalog/catalog';

/*
 * Whether a product is in the store: published, and its vendor (when it has one) switched on.
 * A suspended brand's vendor is switched off (decision 0030, set-vendor-active.ts): its products
 * leave listings, search, product pages, carts and checkout at once, and come back on
 * reinstatement with each product's own publication untouched. Every storefront query filters
 * through these two fragments, never `is_published` alone.
 */

/** The condition as SQL text, for the few queries kept as plain strings with $n parameters. */
export function productInStoreText(alias: string): string {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return `(${alias}.is_published and not exists (select 1 from vendors off_v where off_v.id = ${alias}.vendor_id and not off_v.is_active))`;
}

/** For raw SQL where the products table is aliased (`products p` → `productInStore('p')`). */
export function productInStore(alias: string): SQL {
  return sql.raw(productInStoreText(alias));
}

/** For the query builder over the `products` table itself. */
export function productRowInStore(): SQL {
  return sql`(${products.isPublished} and not exists (select 1 from vendors off_v where off_v.id = ${products.vendorId} and not off_v.is_active))`;
}
