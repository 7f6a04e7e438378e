import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { LanguageCode } from '@/server/db/schema';
import type { ListingSort } from '@/lib/catalog/listing-constants';
import type { ListingFilters } from '@/lib/catalog/listing-query';
import { filterSql, inStockSql, list, num, rowsOf, scopedCte, sortSql, toListingRow, toMinor, type FilterKey } from './repository-scope';

/*
 * The listing module's door to the database (with repository-*.ts beside it). Filtering, counting, sorting and paging all
 * happen in SQL over one "scoped" set: the published products of a category, vendor, collection
 * or list of codes, each with the price the shopper pays (default variant, running flash sale
 * applied), its stock and its variant options. Facet counts are disjunctive: each facet is
 * counted with every other facet applied but not itself, so ticking a second colour shows how
 * many products it would add.
 */

export interface ListingCriteria {
  language: LanguageCode;
  currency: string;
  now: Date;
  categorySlugs?: readonly string[];
  vendorSlugs?: readonly string[];
  productCodes?: readonly string[];
  /** Collection rules (landing pages): categories the collection draws from. */
  collectionCategorySlugs?: readonly string[];
  /** Collection rule: a compare-at price above the price, or a running flash sale. */
  onSale?: boolean;
  /** Collection rule: products with buy-more-save-more tiers. */
  hasPriceTiers?: boolean;
}

export interface ListingRow {
  id: number;
  code: string;
  slug: string;
  categorySlug: string;
  kind: number;
  vendorSlug: string | null;
  vendorName: string | null;
  isVendorProduct: boolean;
  name: string;
  imageKey: string;
  amount: number;
  compareAtAmount: number | null;
  flashPercent: number | null;
  ratingAverage: number;
  reviewCount: number;
  inStock: boolean;
  flashV1Running: boolean;
  flashV1Active: boolean;
  flashV2Running: boolean;
  flashV2Active: boolean;
}

export interface FacetRow {
  facet: string;
  value: string | null;
  /** A count, or the number a row carries (a price, epoch seconds); null when there is none. */
  count: number | null;
  extra: string | null;
}

/** One page of the filtered, sorted listing and the number of products in all its pages. */
export async function listListingRows(
  db: Db,
  input: { criteria: ListingCriteria; filters: ListingFilters; sort: ListingSort; limit: number; offset: number },
): Promise<{ rows: ListingRow[]; total: number | null }> {
  // With colours ticked, the card shows a variant in one of them (the price stays the product's).
  const colours = input.filters.colour;
  const picture =
    colours.length > 0
      ? sql`(select pv.image_key from product_variants pv where pv.product_id = page.id and pv.options->>'colour' in (${list(colours)})
          order by pv.is_default desc, pv.position, pv.id limit 1)`
      : sql`null`;
  // Stock and pictures are looked up for the page's rows only, after sorting and paging.
  const rows = await rowsOf(
    db,
    sql`with ${scopedCte(input.criteria, { variantFacts: false, boundary: false })},
      page as (
        select s.*, count(*) over () as total
        from scoped s
        where ${filterSql(input.filters, { variantFacts: false })}
        order by ${sortSql(input.sort, 's')}
        limit ${input.limit} offset ${input.offset}
      )
      select page.*, ${picture} as matching_image_key,
        exists (select 1 from product_variants pv where pv.product_id = page.id and pv.stock > 0) as in_stock
      from page
      order by ${sortSql(input.sort, 'page')}`,
  );
  // A page past the end has no rows to carry the total; the caller counts separately then.
  return { rows: rows.map(toListingRow), total: rows.length > 0 ? num(rows[0]?.total) : null };
}

export async function countListing(db: Db, input: { criteria: ListingCriteria; filters: ListingFilters }): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`with ${scopedCte(input.criteria, { variantFacts: false, boundary: false })} select count(*) as n from scoped s where ${filterSql(input.filters, { variantFacts: false })}`,
  );
  return num(row?.n);
}

/**
 * Facet counts in one statement, as (facet, value, count, extra) rows: extra is the swatch of a
 * colour or the label of a category or vendor. Besides the facets it gives "total" (products
 * with every filter), "price_min"/"price_max" (minor units, every filter but price) and
 * "next_change" (epoch seconds of the next flash-sale start or end in the scope, if any).
 */
export async function listFacetRows(
  db: Db,
  input: {
    criteria: ListingCriteria;
    filters: ListingFilters;
    priceBuckets: readonly { min: number; max: number | null }[];
    ratings: readonly number[];
    /** Whether to give "next_change" (pages re-render by it; the API does not need it). */
    withNextChange: boolean;
  },
): Promise<FacetRow[]> {
  const { filters } = input;
  const where = (except?: FilterKey) => filterSql(filters, { except, variantFacts: true });
  const bucketSelects = input.priceBuckets.map((bucket, index) => {
    const upper = bucket.max === null ? sql`true` : sql`s.price <= ${toMinor(bucket.max)}`;
    return sql`select 'price_bucket', ${String(index)}::text, count(*) filter (where s.price >= ${toMinor(bucket.min)} and ${upper}), null
      from scoped s where ${where('price')}`;
  });
  const ratingSelects = input.ratings.map(
    (rating) => sql`select 'rating', ${String(rating)}::text, count(*) filter (where s.rating >= ${rating * 100}), null
      from scoped s where ${where('rating')}`,
  );
  const selects: SQL[] = [
    sql`select 'total', null::text, count(*), null::text from scoped s where ${where()}`,
    sql`select 'category', s.category_slug, count(*), min(s.category_name) from scoped s where ${where('category')} group by s.category_slug`,
    sql`select 'vendor', s.vendor_slug, count(*), min(s.vendor_name) from scoped s where s.vendor_slug is not null and ${where('vendor')} group by s.vendor_slug`,
    sql`select 'colour', c.value, count(*), min(s.colour_hexes->>c.value)
      from scoped s cross join lateral unnest(s.colours) as c(value) where ${where('colour')} group by c.value`,
    sql`select 'size', z.value, count(*), null
      from scoped s cross join lateral unnest(s.sizes) as z(value) where ${where('size')} group by z.value`,
    sql`select 'material', s.material, count(*), null from scoped s where s.material <> '' and ${where('material')} group by s.material`,
    sql`select 'in_stock', null, count(*) filter (where ${inStockSql(true)}), null from scoped s where ${where('inStock')}`,
    sql`select 'price_min', null, min(s.price), null from scoped s where ${where('price')}`,
    sql`select 'price_max', null, max(s.price), null from scoped s where ${where('price')}`,
    ...(input.withNextChange ? [sql`select 'next_change', null, extract(epoch from min(s.next_boundary))::bigint, null from scoped s`] : []),
    ...ratingSelects,
    ...bucketSelects,
  ];
  const rows = await rowsOf(
    db,
    sql`with ${scopedCte(input.criteria, { variantFacts: true, boundary: input.withNextChange })}
      select facet, value, n, extra from (${sql.join(
        selects.map((select) => sql`(${select})`),
        sql` union all `,
      )}) as facets(facet, value, n, extra)`,
  );
  return rows.map((row) => ({
    facet: String(row.facet),
    value: row.value === null ? null : String(row.value),
    count: row.n === null ? null : num(row.n),
    extra: row.extra === null ? null : String(row.extra),
  }));
}

/** Label ids per product, in id order. */
export async function listLabelIds(db: Db, productIds: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (productIds.length === 0) return result;
  const rows = await rowsOf(db, sql`select product_id, label_id from product_labels where product_id in (${list(productIds)}) order by label_id`);
  for (const row of rows) {
    const id = num(row.product_id);
    result.set(id, [...(result.get(id) ?? []), num(row.label_id)]);
  }
  return result;
}
