import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { gatherSourceSql, type GatherStrategy } from './repository-search-sql';
import type { SearchLanguage } from './search-language';
import { languageSql } from './repository-language-sql';
import { num, numOrNull, rowsOf } from './repository';
import { productInStore } from '@/server/catalog/repository-product-visibility';

/* Suggestions while the shopper types: products and categories. */

// ---------------------------------------------------------------- suggestions

export interface SuggestionRow {
  productId: number;
  code: string;
  slug: string;
  categorySlug: string;
  name: string;
  imageKey: string;
  amount: number;
  compareAtAmount: number | null;
  flashPercent: number | null;
}

/**
 * The most popular products whose name, category or vendor words match a prefix query
 * ('simple' configuration: words as typed, "stan:*" finds "standing").
 */
export async function findSuggestedProducts(
  db: Db,
  input: { language: SearchLanguage; currency: string; now: Date; prefixQuery: string; strategy: GatherStrategy; gather: number; limit: number },
): Promise<SuggestionRow[]> {
  const query = sql`to_tsquery('simple', ${input.prefixQuery})`;
  const match = input.strategy === 'walk' ? sql`coalesce(d.names @@ ${query}, false)` : sql`d.names @@ ${query}`;
  const rows = await rowsOf(
    db,
    sql`with found as materialized (
        select d.product_id, d.popularity
        from ${gatherSourceSql(input.strategy, input.language)}
        where d.language = ${languageSql(input.language)} and ${match}
        limit ${input.gather}
      )
      select p.id, p.code, p.slug, c.slug as category_slug, t.name, dv.image_key, vp.amount, vp.compare_at_amount, fs.percent_off
      from found f
      join products p on p.id = f.product_id and ${productInStore('p')}
      join categories c on c.id = p.category_id
      join product_translations t on t.product_id = p.id and t.language = ${languageSql(input.language)}
      join product_variants dv on dv.product_id = p.id and dv.is_default
      join variant_prices vp on vp.variant_id = dv.id and vp.currency = ${input.currency}
      left join lateral (
        select max(fl.percent_off) filter (where fl.is_active) as percent_off
        from flash_sales fl
        where fl.product_id = p.id and fl.starts_at <= ${input.now} and fl.ends_at > ${input.now}
      ) fs on true
      order by to_tsvector('simple', search_fold(t.name)) @@ ${query} desc, f.popularity desc, f.product_id
      limit ${input.limit}`,
  );
  return rows.map((row) => ({
    productId: num(row.id),
    code: String(row.code),
    slug: String(row.slug),
    categorySlug: String(row.category_slug),
    name: String(row.name),
    imageKey: String(row.image_key),
    amount: num(row.amount),
    compareAtAmount: numOrNull(row.compare_at_amount),
    flashPercent: numOrNull(row.percent_off),
  }));
}

export interface CategorySuggestionRow {
  slug: string;
  name: string;
}

/** Categories whose name matches the prefix query, or (when `slugs` are given) these categories. */
export async function findSuggestedCategories(
  db: Db,
  input: { language: SearchLanguage; prefixQuery: string; alsoSlugs: readonly string[]; limit: number },
): Promise<CategorySuggestionRow[]> {
  const also = input.alsoSlugs.length > 0 ? sql`or c.slug in (${sql.join(input.alsoSlugs.map((slug) => sql`${slug}`), sql`, `)})` : sql``;
  const rows = await rowsOf(
    db,
    sql`select c.slug, ct.name,
        to_tsvector('simple', search_fold(ct.name)) @@ to_tsquery('simple', ${input.prefixQuery}) as by_name
      from categories c
      join category_translations ct on ct.category_id = c.id and ct.language = ${languageSql(input.language)}
      where not c.is_landing
        and (to_tsvector('simple', search_fold(ct.name)) @@ to_tsquery('simple', ${input.prefixQuery}) ${also})
        and exists (select 1 from products p where p.category_id = c.id and ${productInStore('p')})
      order by by_name desc, c.position, c.id
      limit ${input.limit}`,
  );
  return rows.map((row) => ({ slug: String(row.slug), name: String(row.name) }));
}
