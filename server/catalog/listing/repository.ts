import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { ContentSectionBody, LanguageCode, VariantOptionName } from '@/server/db/schema';
import { CONTENT_SECTION } from '@/lib/constants/content-sections';
import type { ListingSort, ValueFacet } from '@/lib/catalog/listing-constants';
import type { ListingFilters } from '@/lib/catalog/listing-query';

/*
 * The listing module's only door to the database. Filtering, counting, sorting and paging all
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

type Row = Record<string, unknown>;

async function rowsOf<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const num = (value: unknown): number => Number(value ?? 0);
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const list = (values: readonly (string | number)[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);
const textArray = (values: readonly string[]) => sql`array[${list(values)}]::text[]`;

/* The products a listing starts from, with what filters, sorts and cards need. Materialized:
 * it is read several times (items, facets) and narrowed by its own WHERE first. */
interface ScopeColumns {
  /** Stock and option values of each product's variants (facets need them; a page of items does not). */
  variantFacts: boolean;
  /** The next flash-sale start or end of each product (only the pages' revalidation reads it). */
  boundary: boolean;
}

function scopedCte(criteria: ListingCriteria, columns: ScopeColumns): SQL {
  const { language, currency, now } = criteria;
  const where: SQL[] = [sql`p.is_published`];
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
    left join lateral (
      select max(f.percent_off) filter (where f.is_active) as percent_off,
        bool_or(f.version = 1) as v1_running, bool_or(f.version = 1 and f.is_active) as v1_active,
        bool_or(f.version = 2) as v2_running, bool_or(f.version = 2 and f.is_active) as v2_active
      from flash_sales f
      where f.product_id = p.id and f.starts_at <= ${now} and f.ends_at > ${now}
    ) fs on true
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

type FilterKey = ValueFacet | 'price' | 'rating' | 'inStock';

const toMinor = (major: number) => Math.round(major * 100);

const hasVariant = (condition: SQL) => sql`exists (select 1 from product_variants fv where fv.product_id = s.id and ${condition})`;

/**
 * Every filter as SQL over "scoped s", leaving one out for that facet's own counts. With the
 * variant facts in the scope (facets) the variant filters read them; without (a page of items)
 * they look the variants up for the products that are left, through product_variants(product_id).
 */
function filterSql(filters: ListingFilters, options: { except?: FilterKey; variantFacts: boolean }): SQL {
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
  if (except !== 'inStock' && filters.inStock) parts.push(variantFacts ? sql`s.in_stock` : hasVariant(sql`fv.stock > 0`));
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/** The order of a sort over rows named `alias` (the ids make it total, so pages never overlap). */
function sortSql(sort: ListingSort, alias: 's' | 'page'): SQL {
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

function toListingRow(row: Row): ListingRow {
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
    sql`select 'in_stock', null, count(*) filter (where s.in_stock), null from scoped s where ${where('inStock')}`,
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

export interface OptionLabel {
  option: VariantOptionName;
  value: string;
  label: string;
  position: number;
}

export async function listOptionLabels(db: Db, language: LanguageCode): Promise<OptionLabel[]> {
  const rows = await rowsOf(db, sql`select option, value, label, position from variant_option_labels where language = ${language} order by option, position, value`);
  return rows.map((row) => ({ option: String(row.option) as VariantOptionName, value: String(row.value), label: String(row.label), position: num(row.position) }));
}

export interface QuickViewVariantRow {
  productId: number;
  sku: string;
  isDefault: boolean;
  imageKey: string;
  colourHex: string;
  stock: number;
  options: Partial<Record<VariantOptionName, string>>;
  amount: number;
  compareAtAmount: number | null;
}

export interface QuickViewSectionRow {
  productId: number;
  title: string;
  body: ContentSectionBody;
}

/** Variants (in display order, priced in the currency) and quick-view sections of products. */
export async function listQuickViewRows(
  db: Db,
  input: { productIds: readonly number[]; language: LanguageCode; currency: string },
): Promise<{ variants: QuickViewVariantRow[]; sections: QuickViewSectionRow[]; shortDescriptions: Map<number, string> }> {
  if (input.productIds.length === 0) return { variants: [], sections: [], shortDescriptions: new Map() };
  const ids = list(input.productIds);
  const [variantRows, sectionRows, descriptionRows] = await Promise.all([
    rowsOf(
      db,
      sql`select pv.product_id, pv.sku, pv.is_default, pv.image_key, pv.colour_hex, pv.stock, pv.options, vp.amount, vp.compare_at_amount
        from product_variants pv
        join variant_prices vp on vp.variant_id = pv.id and vp.currency = ${input.currency}
        where pv.product_id in (${ids})
        order by pv.product_id, pv.position, pv.id`,
    ),
    rowsOf(
      db,
      sql`select product_id, title, body from product_content_sections
        where product_id in (${ids}) and section_id = ${CONTENT_SECTION.QUICKVIEW_FEATURE} and language = ${input.language}
        order by product_id, position, id`,
    ),
    rowsOf(db, sql`select product_id, short_description from product_translations where product_id in (${ids}) and language = ${input.language}`),
  ]);
  return {
    variants: variantRows.map((row) => ({
      productId: num(row.product_id),
      sku: String(row.sku),
      isDefault: row.is_default === true,
      imageKey: String(row.image_key),
      colourHex: String(row.colour_hex),
      stock: num(row.stock),
      options: (typeof row.options === 'string' ? JSON.parse(row.options) : row.options) as Partial<Record<VariantOptionName, string>>,
      amount: num(row.amount),
      compareAtAmount: numOrNull(row.compare_at_amount),
    })),
    sections: sectionRows.map((row) => ({
      productId: num(row.product_id),
      title: String(row.title),
      body: (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as ContentSectionBody,
    })),
    shortDescriptions: new Map(descriptionRows.map((row) => [num(row.product_id), String(row.short_description)])),
  };
}

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
    (select count(*) from products p where p.category_id = c.id and p.is_published) as product_count
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
        (select count(*) from products p where p.vendor_id = v.id and p.is_published) as product_count
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
