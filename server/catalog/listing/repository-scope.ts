import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { ListingSort, ValueFacet } from '@/lib/catalog/listing-constants';
import type { ListingFilters } from '@/lib/catalog/listing-query';
import type { ListingCriteria, ListingRow } from './repository';
import { productInStore } from '@/server/catalog/repository-product-visibility';
import { saleFactsLateral, salesAllowPurchase } from '../availability/repository-availability';

/* The SQL every listing query is built from: the scoped set of products, filters, sorts, rows. */

export type Row = Record<string, unknown>;

export async function rowsOf<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const num = (value: unknown): number => Number(value ?? 0);
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
export const list = (values: readonly (string | number)[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);
const textArray = (values: readonly string[]) => sql`array[${list(values)}]::text[]`;

/* The products a listing starts from, with what filters, sorts and cards need. Materialized:
 * it is read several times (items, facets) and narrowed by its own WHERE first. */
interface ScopeColumns {
  /** Stock and option values of each product's variants (facets need them; a page of items does not). */
  variantFacts: boolean;
  /** The next flash-sale start or end of each product (only the pages' revalidation reads it). */
  boundary: boolean;
}

export function scopedCte(criteria: ListingCriteria, columns: ScopeColumns): SQL {
  const { language, currency, now } = criteria;
  const where: SQL[] = [productInStore('p')];
  if (criteria.categorySlugs && criteria.categorySlugs.length > 0) where.push(sql`c.slug in (${list(criteria.categorySlugs)})`);
  if (criteria.collectionCategorySlugs) {
    where.push(criteria.collectionCategorySlugs.length > 0 ? sql`c.slug in (${list(criteria.collectionCategorySlugs)})` : sql`false`);
  }
  if (criteria.vendorSlugs && criteria.vendorSlugs.length > 0) where.push(sql`v.slug in (${list(criteria.vendorSlugs)})`);
  if (criteria.productCodes && criteria.productCodes.length > 0) where.push(sql`p.code in (${list(criteria.productCodes)})`);
  if (criteria.onSale) where.push(sql`(vp.compare_at_amount > vp.amount or fs.percent_off > 0)`);
  if (criteria.hasPriceTiers) where.push(sql`exists (select 1 from price_tiers pt where pt.product_id = p.id)`);
  return sql`scoped as materialized (
    select p.id, p.code, p.slug, p.kind, p.material, p.is_vendor_product, p.sold_count, p.created_at,
      p.rating_average_x100 as rating, p.review_count,
      c.slug as category_slug, c.position as category_position, ct.name as category_name,
      v.slug as vendor_slug, v.name as vendor_name,
      t.name, dv.image_key, vp.amount, vp.compare_at_amount,
      fs.percent_off as flash_percent,
      coalesce(fs.v1_running, false) as v1_running, coalesce(fs.v1_active, false) as v1_active,
      coalesce(fs.v2_running, false) as v2_running, coalesce(fs.v2_active, false) as v2_active,
      ${salesAllowPurchase('fs')} is not false as sales_allow_purchase,
      case when fs.percent_off > 0 then round(vp.amount * (100 - fs.percent_off) / 100.0)::int else vp.amount end as price
      ${columns.variantFacts ? sql`, coalesce(st.in_stock, false) as in_stock, coalesce(st.colours, array[]::text[]) as colours, coalesce(st.sizes, array[]::text[]) as sizes, st.colour_hexes` : sql``}
      ${columns.boundary ? sql`, nb.next_boundary` : sql``}
    from products p
    join categories c on c.id = p.category_id
    join category_translations ct on ct.category_id = c.id and ct.language = ${language}
    left join vendors v on v.id = p.vendor_id
    join product_translations t on t.product_id = p.id and t.language = ${language}
    join product_variants dv on dv.product_id = p.id and dv.is_default
    join variant_prices vp on vp.variant_id = dv.id and vp.currency = ${currency}
    ${saleFactsLateral(sql`p.id`, now)}
    ${
      columns.boundary
        ? sql`left join lateral (
      select min(case when f.starts_at > ${now} then f.starts_at else f.ends_at end) as next_boundary
      from flash_sales f
      where f.product_id = p.id and f.ends_at > ${now}
    ) nb on true`
        : sql``
    }
    ${
      columns.variantFacts
        ? sql`left join lateral (
      select bool_or(pv.stock > 0) as in_stock,
        array_agg(distinct pv.options->>'colour') filter (where pv.options->>'colour' is not null) as colours,
        array_agg(distinct pv.options->>'size') filter (where pv.options->>'size' is not null) as sizes,
        jsonb_object_agg(pv.options->>'colour', pv.colour_hex) filter (where pv.options->>'colour' is not null) as colour_hexes
      from product_variants pv
      where pv.product_id = p.id
    ) st on true`
        : sql``
    }
    where ${sql.join(where, sql` and `)}
  )`;
}

export type FilterKey = ValueFacet | 'price' | 'rating' | 'inStock';

export const toMinor = (major: number) => Math.round(major * 100);

const hasVariant = (condition: SQL) => sql`exists (select 1 from product_variants fv where fv.product_id = s.id and ${condition})`;

/**
 * "In stock" as a card says it (decide-availability.ts): some variant has units and the product
 * can be bought now (no running flash sale of it is switched off).
 */
export function inStockSql(variantFacts: boolean): SQL {
  return sql`(s.sales_allow_purchase and ${variantFacts ? sql`s.in_stock` : hasVariant(sql`fv.stock > 0`)})`;
}

/**
 * Every filter as SQL over "scoped s", leaving one out for that facet's own counts. With the
 * variant facts in the scope (facets) the variant filters read them; without (a page of items)
 * they look the variants up for the products that are left, through product_variants(product_id).
 */
export function filterSql(filters: ListingFilters, options: { except?: FilterKey; variantFacts: boolean }): SQL {
  const { except, variantFacts } = options;
  const parts: SQL[] = [];
  const valueFilter = (facet: ValueFacet, expression: () => SQL) => {
    if (except !== facet && filters[facet].length > 0) parts.push(expression());
  };
  valueFilter('category', () => sql`s.category_slug in (${list(filters.category)})`);
  valueFilter('vendor', () => sql`s.vendor_slug in (${list(filters.vendor)})`);
  valueFilter('colour', () => (variantFacts ? sql`s.colours && ${textArray(filters.colour)}` : hasVariant(sql`fv.options->>'colour' in (${list(filters.colour)})`)));
  valueFilter('size', () => (variantFacts ? sql`s.sizes && ${textArray(filters.size)}` : hasVariant(sql`fv.options->>'size' in (${list(filters.size)})`)));
  valueFilter('material', () => sql`s.material in (${list(filters.material)})`);
  if (except !== 'price') {
    if (filters.minPrice !== null) parts.push(sql`s.price >= ${toMinor(filters.minPrice)}`);
    if (filters.maxPrice !== null) parts.push(sql`s.price <= ${toMinor(filters.maxPrice)}`);
  }
  if (except !== 'rating' && filters.minRating !== null) parts.push(sql`s.rating >= ${filters.minRating * 100}`);
  if (except !== 'inStock' && filters.inStock) parts.push(inStockSql(variantFacts));
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/** The order of a sort over rows named `alias` (the ids make it total, so pages never overlap). */
export function sortSql(sort: ListingSort, alias: 's' | 'page'): SQL {
  const a = sql.raw(alias);
  switch (sort) {
    case 'featured':
      return sql`${a}.sold_count desc, ${a}.id asc`;
    case 'price_asc':
      return sql`${a}.price asc, ${a}.id asc`;
    case 'price_desc':
      return sql`${a}.price desc, ${a}.id asc`;
    case 'newest':
      return sql`${a}.created_at desc, ${a}.id desc`;
    case 'best_rated':
      return sql`${a}.rating desc, ${a}.review_count desc, ${a}.id asc`;
  }
}

export function toListingRow(row: Row): ListingRow {
  return {
    id: num(row.id),
    code: String(row.code),
    slug: String(row.slug),
    categorySlug: String(row.category_slug),
    kind: num(row.kind),
    vendorSlug: row.vendor_slug === null ? null : String(row.vendor_slug),
    vendorName: row.vendor_name === null ? null : String(row.vendor_name),
    isVendorProduct: row.is_vendor_product === true,
    name: String(row.name),
    imageKey: String(row.matching_image_key ?? row.image_key),
    amount: num(row.amount),
    compareAtAmount: numOrNull(row.compare_at_amount),
    flashPercent: numOrNull(row.flash_percent),
    ratingAverage: num(row.rating),
    reviewCount: num(row.review_count),
    inStock: row.in_stock === true,
    flashV1Running: row.v1_running === true,
    flashV1Active: row.v1_active === true,
    flashV2Running: row.v2_running === true,
    flashV2Active: row.v2_active === true,
  };
}
