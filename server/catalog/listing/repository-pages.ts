import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { LanguageCode } from '@/server/db/schema';
import { num, rowsOf, type Row } from './repository-scope';
import { productInStore } from '@/server/catalog/repository-product-visibility';

/* Categories and vendors that have listing pages. */

export interface CategoryRow {
  id: number;
  code: string;
  slug: string;
  name: string;
  description: string;
  imageKey: string | null;
  isIndexable: boolean;
  productCount: number;
}

const categorySelect = (language: LanguageCode) => sql`
  select c.id, c.code, c.slug, c.image_key, c.is_indexable, ct.name, ct.description,
    (select count(*) from products p where p.category_id = c.id and ${productInStore('p')}) as product_count
  from categories c
  join category_translations ct on ct.category_id = c.id and ct.language = ${language}`;

function toCategoryRow(row: Row): CategoryRow {
  return {
    id: num(row.id),
    code: String(row.code),
    slug: String(row.slug),
    name: String(row.name),
    description: String(row.description),
    imageKey: row.image_key === null ? null : String(row.image_key),
    isIndexable: row.is_indexable === true,
    productCount: num(row.product_count),
  };
}

/** A product category (landing rows are computed views, not categories a page lists). */
export async function findCategory(db: Db, slug: string, language: LanguageCode): Promise<CategoryRow | undefined> {
  const [row] = await rowsOf(db, sql`${categorySelect(language)} where c.slug = ${slug} and not c.is_landing`);
  return row ? toCategoryRow(row) : undefined;
}

export async function listCategories(db: Db, language: LanguageCode): Promise<CategoryRow[]> {
  const rows = await rowsOf(db, sql`${categorySelect(language)} where not c.is_landing order by c.position, c.id`);
  return rows.map(toCategoryRow);
}

export interface VendorRow {
  id: number;
  code: string;
  slug: string;
  name: string;
  description: string;
  countryCode: string;
  productCount: number;
}

/** An active vendor, with its description in the language (the English default otherwise). */
export async function findActiveVendor(db: Db, slug: string, language: LanguageCode): Promise<VendorRow | undefined> {
  const [row] = await rowsOf(
    db,
    sql`select v.id, v.code, v.slug, v.name, v.country_code,
        coalesce(nullif(vt.description, ''), v.description) as description,
        (select count(*) from products p where p.vendor_id = v.id and ${productInStore('p')}) as product_count
      from vendors v
      left join vendor_translations vt on vt.vendor_id = v.id and vt.language = ${language}
      where v.slug = ${slug} and v.is_active`,
  );
  if (!row) return undefined;
  return {
    id: num(row.id),
    code: String(row.code),
    slug: String(row.slug),
    name: String(row.name),
    description: String(row.description),
    countryCode: String(row.country_code),
    productCount: num(row.product_count),
  };
}

/** Slugs of the categories and active vendors that have pages, for pre-rendering. */
export async function listPageSlugs(db: Db): Promise<{ categories: string[]; vendors: string[] }> {
  const [categoryRows, vendorRows] = await Promise.all([
    rowsOf(db, sql`select slug from categories where not is_landing order by position, id`),
    rowsOf(db, sql`select slug from vendors where is_active order by id`),
  ]);
  return { categories: categoryRows.map((row) => String(row.slug)), vendors: vendorRows.map((row) => String(row.slug)) };
}
