import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { searchPageSql, type PageSqlInput } from './repository-search-sql';
import type { SearchLanguage } from './search-language';
import { languageSql } from './repository-language-sql';
import { json, num, rowsOf } from './repository';
import { productInStore } from '@/server/catalog/repository-product-visibility';

/* A page of search results, and the names a misspelled query may have meant. */

// ---------------------------------------------------------------- search

/** A (facet, value, count, extra) row, the shape the catalog's listing facets are built from. */
export interface SearchFacetRow {
  facet: string;
  value: string | null;
  count: number;
  extra: string | null;
}

export interface SearchPageRows {
  /** Candidates gathered into the window: fewer than the window means every match was seen. */
  gathered: number;
  /** Results in the window after every filter (capped at the window size). */
  total: number;
  page: { productId: number; code: string }[];
  facetRows: SearchFacetRow[] | null;
}

export async function findSearchPage(db: Db, input: PageSqlInput): Promise<SearchPageRows> {
  const [row] = await rowsOf(db, searchPageSql(input));
  const page = json<[number, string][]>(row?.page ?? '[]');
  const facets = row?.facets === null || row?.facets === undefined ? null : json<[string, string | null, number | string | null, string | null][]>(row.facets);
  return {
    gathered: num(row?.gathered),
    total: num(row?.total),
    page: page.map(([productId, code]) => ({ productId: Number(productId), code: String(code) })),
    facetRows:
      facets?.map(([facet, value, count, extra]) => ({
        facet: String(facet),
        value: value === null ? null : String(value),
        count: count === null ? Number.NaN : Number(count),
        extra: extra === null ? null : String(extra),
      })) ?? null,
  };
}

/* Trigram candidates compared per query, at most. */
const SIMILAR_CANDIDATES = 300;

/**
 * Products whose name, category or vendor is close to the folded query by trigram word
 * similarity: the last resort for words no dictionary or vocabulary knows. The threshold is
 * set for this transaction only.
 */
export async function findSimilarNames(
  db: Db,
  input: { language: SearchLanguage; folded: string; threshold: number; limit: number },
): Promise<{ productId: number; code: string }[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${Number(input.threshold).toFixed(2)}`));
    // The first candidates in physical (popularity) order are ranked by similarity: a common
    // fragment ("monitor") can otherwise bring tens of thousands of rows to compare.
    const rows = await rowsOf(
      tx,
      sql`with candidates as materialized (
          select d.product_id, d.popularity, word_similarity(${input.folded}, d.name_text) as similarity
          from search_documents d
          where d.language = ${languageSql(input.language)} and ${input.folded} <% d.name_text
          limit ${SIMILAR_CANDIDATES}
        )
        select c.product_id, p.code
        from candidates c
        join products p on p.id = c.product_id and ${productInStore('p')}
        order by c.similarity desc, c.popularity desc, c.product_id
        limit ${input.limit}`,
    );
    return rows.map((row) => ({ productId: num(row.product_id), code: String(row.code) }));
  });
}
