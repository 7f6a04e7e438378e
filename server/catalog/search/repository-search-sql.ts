import { sql, type SQL } from 'drizzle-orm';
import type { ListingFilters } from '@/lib/catalog/listing-query';
import type { SearchSort } from '@/lib/search/search-constants';
import { SEARCH_HEAD_DOCUMENTS } from './repository-document-sql';
import type { SearchLanguage } from './search-language';
import { configSql, languageSql } from './repository-language-sql';
import { productInStore } from '@/server/catalog/repository-product-visibility';
import { salesAllowPurchaseOf } from '../availability/repository-availability';

/*
 * SQL of one search: the candidate window(s), the final page and the facet counts. Pure
 * builders; repository.ts runs them. See docs/decisions/0007-search.md.
 *
 * A window is (about) the most popular products that match the query and the filters, at most
 * `window` of them. A full rebuild writes each language's documents in popularity order, and a
 * window is gathered in that order, in one of two ways:
 * - "walk": a word common among the most popular documents ("desk") walks the popularity index
 *   through the head of the language (SEARCH_HEAD_DOCUMENTS rows at most), testing each row,
 *   and stops once the window is full. Every broad query reads the same few, cached, pages.
 * - "bitmap": otherwise the GIN index finds the matches and the heap is read in its physical
 *   (popularity) order until the window is full; the matches past the window are never read.
 * Documents refreshed since the last rebuild sit past the others, as if least popular.
 * The walk's match test is wrapped in coalesce() so the planner cannot pick the GIN index.
 *
 * Gathering reads search_documents alone: filters and facets use its snapshot columns, so a
 * thousand candidates cost no lookups in other tables. Price and stock filters are checked
 * again on live data, and so are prices when sorting by price.
 */

export type GatherStrategy = 'walk' | 'bitmap';

/** The facets a filter belongs to; each facet is counted without its own filter (disjunctive). */
export type FilterKey = 'category' | 'vendor' | 'colour' | 'size' | 'material' | 'price' | 'rating' | 'inStock';
export const FILTER_KEYS: readonly FilterKey[] = ['category', 'vendor', 'colour', 'size', 'material', 'price', 'rating', 'inStock'];

/** Field weights of ts_rank_cd: {D, C, B, A}. */
const RANK_WEIGHTS = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'::real[]`);

export interface SearchSqlInput {
  language: SearchLanguage;
  currency: string;
  now: Date;
  /** Folded words of the query, joined by spaces (plainto_tsquery ANDs them). */
  words: string;
  filters: ListingFilters;
  strategy: GatherStrategy;
  window: number;
}

export interface PageSqlInput extends SearchSqlInput {
  sort: SearchSort;
  limit: number;
  offset: number;
  /** With facets the statement also gathers one window per filtered facet (disjunctive counts). */
  facets: boolean;
  priceBuckets: readonly { min: number; max: number | null }[];
  ratings: readonly number[];
}

const list = (values: readonly (string | number)[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);
const textArray = (values: readonly string[]) => sql`array[${list(values)}]::text[]`;
const toMinor = (major: number) => Math.round(major * 100);

export function hasFilter(filters: ListingFilters, key: FilterKey): boolean {
  switch (key) {
    case 'price':
      return filters.minPrice !== null || filters.maxPrice !== null;
    case 'rating':
      return filters.minRating !== null;
    case 'inStock':
      return filters.inStock;
    default:
      return filters[key].length > 0;
  }
}

/** Every active filter but `except`, on the snapshot columns of search_documents d. */
function snapshotFilters(input: SearchSqlInput, except?: FilterKey): SQL[] {
  const { filters } = input;
  const parts: SQL[] = [];
  const active = (key: FilterKey) => key !== except && hasFilter(filters, key);
  if (active('category')) parts.push(sql`d.category_id in (select id from categories where slug in (${list(filters.category)}))`);
  if (active('vendor')) parts.push(sql`d.vendor_id in (select id from vendors where slug in (${list(filters.vendor)}))`);
  if (active('colour')) parts.push(sql`d.colours && ${textArray(filters.colour)}`);
  if (active('size')) parts.push(sql`d.sizes && ${textArray(filters.size)}`);
  if (active('material')) parts.push(sql`d.material in (${list(filters.material)})`);
  if (active('price')) {
    const price = sql`(d.prices ->> ${input.currency})::int`;
    if (filters.minPrice !== null) parts.push(sql`${price} >= ${toMinor(filters.minPrice)}`);
    if (filters.maxPrice !== null) parts.push(sql`${price} <= ${toMinor(filters.maxPrice)}`);
  }
  if (active('rating') && filters.minRating !== null) parts.push(sql`d.rating_x100 >= ${filters.minRating * 100}`);
  if (active('inStock')) parts.push(inStockSql(input.now));
  return parts;
}

const QUERY = sql`(select query from q)`;

/**
 * "In stock" as the cards say it (server/catalog/availability): the snapshot's flag narrows
 * first, then the stock and the flash sales are read live, since a sale since the snapshot may
 * have taken the last unit and a flash sale may have been switched off.
 */
function inStockSql(now: Date): SQL {
  return sql`(d.in_stock and exists (select 1 from product_variants sv where sv.product_id = d.product_id and sv.stock > 0)
    and ${salesAllowPurchaseOf(sql`d.product_id`, now)})`;
}

/** The documents a window reads, in popularity order: the head of the language, or all of it. */
export function gatherSourceSql(strategy: GatherStrategy, language: SearchLanguage): SQL {
  return strategy === 'walk'
    ? sql`(select * from search_documents h where h.language = ${languageSql(language)} order by h.popularity desc nulls last, h.product_id limit ${SEARCH_HEAD_DOCUMENTS}) d`
    : sql`search_documents d`;
}

/** A window of the most popular matches with their snapshot columns. */
function windowCte(name: string, input: SearchSqlInput, except?: FilterKey): SQL {
  const match = input.strategy === 'walk' ? sql`coalesce(d.document @@ ${QUERY}, false)` : sql`d.document @@ ${QUERY}`;
  const where = [sql`d.language = ${languageSql(input.language)}`, match, ...snapshotFilters(input, except)];
  const rank = except === undefined ? sql`ts_rank_cd(${RANK_WEIGHTS}, d.document, ${QUERY})` : sql`0::real`;
  return sql`${sql.raw(name)} as materialized (
      select d.product_id, d.popularity, ${rank} as rank, d.category_id, d.vendor_id, d.material, d.colours, d.sizes, d.colour_hexes,
        ${inStockSql(input.now)} as in_stock, d.rating_x100 as rating, d.review_count, d.created_at, (d.prices ->> ${input.currency})::int as price
      from ${gatherSourceSql(input.strategy, input.language)}
      where ${sql.join(where, sql` and `)}
      limit ${input.window}
    )`;
}

/** The price the shopper pays now for product `productId`: its default variant, a running flash sale applied. */
function livePriceSql(input: SearchSqlInput, productId: SQL): SQL {
  return sql`(
    select case when fs.percent_off > 0 then round(vp.amount::numeric * (100 - fs.percent_off) / 100)::int else vp.amount end
    from product_variants dv
    join variant_prices vp on vp.variant_id = dv.id and vp.currency = ${input.currency}
    left join lateral (
      select max(f.percent_off) filter (where f.is_active) as percent_off
      from flash_sales f
      where f.product_id = dv.product_id and f.starts_at <= ${input.now} and f.ends_at > ${input.now}
    ) fs on true
    where dv.product_id = ${productId} and dv.is_default
    limit 1
  )`;
}

/** Live data is read only when the shopper's choice depends on it (price sort, price or stock filter). */
function needsLiveData(input: PageSqlInput): boolean {
  return input.sort === 'price_asc' || input.sort === 'price_desc' || hasFilter(input.filters, 'price') || input.filters.inStock;
}

/** The main window, its price and stock read live, and the live price and stock filters applied. */
function liveCte(input: PageSqlInput): SQL {
  const conditions: SQL[] = [];
  if (input.filters.minPrice !== null) conditions.push(sql`l.price >= ${toMinor(input.filters.minPrice)}`);
  if (input.filters.maxPrice !== null) conditions.push(sql`l.price <= ${toMinor(input.filters.maxPrice)}`);
  if (input.filters.inStock) conditions.push(sql`l.in_stock`);
  return sql`results as materialized (
      select * from (
        select w.product_id, w.popularity, w.rank, w.rating, w.review_count, w.created_at,
          ${livePriceSql(input, sql`w.product_id`)} as price,
          (exists (select 1 from product_variants sv where sv.product_id = w.product_id and sv.stock > 0)
            and ${salesAllowPurchaseOf(sql`w.product_id`, input.now)}) as in_stock
        from win w
      ) l
      where ${conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`}
    )`;
}

const SORT_SQL: Record<SearchSort, SQL> = {
  relevance: sql`r.rank desc, r.popularity desc, r.product_id`,
  price_asc: sql`r.price asc nulls last, r.popularity desc, r.product_id`,
  price_desc: sql`r.price desc nulls last, r.popularity desc, r.product_id`,
  newest: sql`r.created_at desc, r.product_id desc`,
  best_rated: sql`r.rating desc, r.review_count desc, r.product_id`,
};

/*
 * Facet rows in the shape of the catalog's listing facets: (facet, value, n, extra). Counts
 * that are plain numbers (price buckets and range, ratings, stock) come from one aggregate pass
 * per window, unpivoted into rows, rather than one pass per number.
 */
function facetSelects(source: (key: FilterKey) => SQL, sourceName: (key: FilterKey) => string, input: PageSqlInput): SQL[] {
  const language = languageSql(input.language);
  const scalars = new Map<string, { source: SQL; columns: SQL[]; rows: SQL[] }>();
  const scalar = (key: FilterKey, facet: string, value: string | null, aggregate: SQL) => {
    const name = sourceName(key);
    const entry = scalars.get(name) ?? { source: source(key), columns: [], rows: [] };
    const column = sql.raw(`n${entry.columns.length}`);
    entry.columns.push(sql`${aggregate} as ${column}`);
    entry.rows.push(sql`(${facet}, ${value}::text, s.${column}::bigint)`);
    scalars.set(name, entry);
  };
  input.priceBuckets.forEach((bucket, index) => {
    const upper = bucket.max === null ? sql`true` : sql`w.price <= ${toMinor(bucket.max)}`;
    scalar('price', 'price_bucket', String(index), sql`count(*) filter (where w.price >= ${toMinor(bucket.min)} and ${upper})`);
  });
  scalar('price', 'price_min', null, sql`min(w.price)`);
  scalar('price', 'price_max', null, sql`max(w.price)`);
  for (const rating of input.ratings) scalar('rating', 'rating', String(rating), sql`count(*) filter (where w.rating >= ${rating * 100})`);
  scalar('inStock', 'in_stock', null, sql`count(*) filter (where w.in_stock)`);
  const scalarSelects = [...scalars.values()].map(
    (entry) => sql`select u.facet, u.value, u.n, null::text
      from (select ${sql.join(entry.columns, sql`, `)} from ${entry.source} w) s
      cross join lateral (values ${sql.join(entry.rows, sql`, `)}) as u(facet, value, n)`,
  );
  return [
    sql`select 'category', c.slug, f.n, ct.name
      from (select w.category_id, count(*) as n from ${source('category')} w group by w.category_id) f
      join categories c on c.id = f.category_id
      left join category_translations ct on ct.category_id = c.id and ct.language = ${language}`,
    sql`select 'vendor', v.slug, f.n, v.name
      from (select w.vendor_id, count(*) as n from ${source('vendor')} w where w.vendor_id is not null group by w.vendor_id) f
      join vendors v on v.id = f.vendor_id`,
    sql`select 'colour', c.value, count(*), min(w.colour_hexes ->> c.value) from ${source('colour')} w cross join lateral unnest(w.colours) as c(value) group by c.value`,
    sql`select 'size', z.value, count(*), null from ${source('size')} w cross join lateral unnest(w.sizes) as z(value) group by z.value`,
    sql`select 'material', w.material, count(*), null from ${source('material')} w where w.material <> '' group by w.material`,
    ...scalarSelects,
  ];
}

/**
 * One statement: the page's product ids and codes in order, the number of results (within the
 * window) and, when asked, the facet rows. Products without a price in the currency are left
 * out, as on category pages.
 */
export function searchPageSql(input: PageSqlInput): SQL {
  const ctes: SQL[] = [
    sql`q as materialized (select plainto_tsquery(${configSql(input.language)}, ${input.words}) as query)`,
    windowCte('win', input),
  ];
  const live = needsLiveData(input);
  if (live) ctes.push(liveCte(input));
  const windowOf = new Map<FilterKey, string>();
  if (input.facets) {
    for (const key of FILTER_KEYS) {
      if (!hasFilter(input.filters, key)) continue;
      const name = `win_${key.toLowerCase()}`;
      ctes.push(windowCte(name, input, key));
      windowOf.set(key, name);
    }
  }
  const priced = (name: string) => sql.raw(`(select * from ${name} where price is not null)`);
  const main = priced('win');
  const results = live ? priced('results') : main;
  const sourceName = (key: FilterKey) => windowOf.get(key) ?? 'win';
  const source = (key: FilterKey) => priced(sourceName(key));
  const facets = input.facets
    ? sql`(select coalesce(json_agg(json_build_array(f.facet, f.value, f.n, f.extra)), '[]'::json) from (${sql.join(
        facetSelects(source, sourceName, input).map((select) => sql`(${select})`),
        sql` union all `,
      )}) as f(facet, value, n, extra))`
    : sql`null::json`;
  return sql`with ${sql.join(ctes, sql`, `)}
    select
      (select count(*) from win)::int as gathered,
      (select count(*) from ${results} r)::int as total,
      (select coalesce(json_agg(json_build_array(x.product_id, p.code) order by x.ord), '[]'::json)
        from (
          select r.product_id, row_number() over (order by ${SORT_SQL[input.sort]}) as ord
          from ${results} r
          order by ${SORT_SQL[input.sort]}
          limit ${input.limit} offset ${input.offset}
        ) x
        join products p on p.id = x.product_id and ${productInStore('p')}) as page,
      ${facets} as facets`;
}
