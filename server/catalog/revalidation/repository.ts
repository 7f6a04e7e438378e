import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/* The revalidation module's door to the database: where catalog rows appear as pages, and the
 * catalog changes that must be followed by a revalidation. */

type Row = Record<string, unknown>;
type Executor = Pick<Db, 'execute'>;

async function rowsOf(db: Executor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const list = (values: readonly number[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

export interface ProductPageRef {
  productSlug: string;
  categorySlug: string;
  /** Set when the product's vendor has an active store. */
  vendorSlug: string | null;
}

export async function findProductPageRefs(db: Db, productIds: readonly number[]): Promise<ProductPageRef[]> {
  if (productIds.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`select p.slug as product_slug, c.slug as category_slug, case when v.is_active then v.slug end as vendor_slug
      from products p
      join categories c on c.id = p.category_id
      left join vendors v on v.id = p.vendor_id
      where p.id in (${list(productIds)})
      order by p.id`,
  );
  return rows.map((row) => ({
    productSlug: String(row.product_slug),
    categorySlug: String(row.category_slug),
    vendorSlug: row.vendor_slug === null ? null : String(row.vendor_slug),
  }));
}

export async function findCategorySlugs(db: Db, categoryIds: readonly number[]): Promise<string[]> {
  if (categoryIds.length === 0) return [];
  const rows = await rowsOf(db, sql`select slug from categories where id in (${list(categoryIds)}) and not is_landing order by id`);
  return rows.map((row) => String(row.slug));
}

/** Vendor slugs, inactive ones included: a store that was just closed must stop showing. */
export async function findVendorSlugs(db: Db, vendorIds: readonly number[]): Promise<string[]> {
  if (vendorIds.length === 0) return [];
  const rows = await rowsOf(db, sql`select slug from vendors where id in (${list(vendorIds)}) order by id`);
  return rows.map((row) => String(row.slug));
}

export interface VariantRef {
  variantId: number;
  productId: number;
}

export async function lockVariantBySku(db: Executor, sku: string): Promise<VariantRef | undefined> {
  const [row] = await rowsOf(db, sql`select id, product_id from product_variants where sku = ${sku} for update`);
  return row ? { variantId: Number(row.id), productId: Number(row.product_id) } : undefined;
}

export async function upsertVariantPrice(
  db: Executor,
  input: { variantId: number; currency: string; amount: number; compareAtAmount: number | null },
): Promise<void> {
  await db.execute(
    sql`insert into variant_prices (variant_id, currency, amount, compare_at_amount)
      values (${input.variantId}, ${input.currency}, ${input.amount}, ${input.compareAtAmount})
      on conflict (variant_id, currency) do update set amount = excluded.amount, compare_at_amount = excluded.compare_at_amount`,
  );
}

export async function setVariantStock(db: Executor, input: { variantId: number; stock: number }): Promise<void> {
  await db.execute(sql`update product_variants set stock = ${input.stock} where id = ${input.variantId}`);
}

/** Marks a product changed (the sitemap's lastmod reads it). */
export async function touchProduct(db: Executor, productId: number): Promise<void> {
  await db.execute(sql`update products set updated_at = now() where id = ${productId}`);
}
