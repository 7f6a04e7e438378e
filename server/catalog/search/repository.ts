import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { VariantOptionName } from '@/server/db/schema';
import { SEARCH_LANGUAGES } from '@/server/db/schema/catalog/search';
import { insertDocumentsSql, insertLexemesSql, insertOptionTermsSql, insertTermsSql } from './document-sql';
import { gatherSourceSql, searchPageSql, type GatherStrategy, type PageSqlInput } from './search-sql';
import { configSql, languageSql, type SearchLanguage } from './search-language';

/* The search module's only door to the database. It returns plain objects. */

type Row = Record<string, unknown>;

async function rowsOf<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const num = (value: unknown): number => Number(value ?? 0);
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
/* PGlite hands json columns back parsed, node-postgres too; a string means a driver that did not. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

export const SEARCH_INDEX_STATE_NAME = 'search';

// ---------------------------------------------------------------- index maintenance

export interface IndexState {
  version: string;
  documents: number;
}

export async function readIndexState(db: Db): Promise<IndexState | null> {
  const [row] = await rowsOf(db, sql`select version, documents from search_index_state where name = ${SEARCH_INDEX_STATE_NAME}`);
  return row ? { version: String(row.version), documents: num(row.documents) } : null;
}

export async function countPublishedProducts(db: Db): Promise<number> {
  const [row] = await rowsOf(db, sql`select count(*)::int as n from products where is_published`);
  return num(row?.n);
}

/** What insertDocumentsSql reads (document-sql.ts). */
const DOCUMENT_SOURCE_TABLES = [
  'products',
  'product_translations',
  'product_variants',
  'product_content_sections',
  'variant_prices',
  'variant_option_labels',
  'category_translations',
  'vendors',
];

/**
 * Empties and refills every search table; run inside one transaction by the caller. The
 * document table's secondary indexes are dropped first and created again from their own
 * definitions once the rows are in: building a GIN index in one pass is many times faster than
 * inserting 300,000 documents into nine of them. Searches wait for the rebuild (it locks the
 * table), which runs before the server starts (seed, ensureSearchIndex).
 */
export async function writeWholeIndex(db: Db, version: string): Promise<number> {
  const indexes = await rowsOf<{ indexname: string; indexdef: string }>(
    db,
    sql`select i.indexname, i.indexdef
      from pg_indexes i
      join pg_class c on c.relname = i.indexname
      join pg_index x on x.indexrelid = c.oid
      where i.schemaname = current_schema() and i.tablename = 'search_documents' and not x.indisprimary`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname.replace(/"/g, '""')}"`));
  await db.execute(sql`truncate search_documents, search_terms, search_lexemes`);
  // The seed writes the catalog in this same transaction, where no statistics exist yet: the
  // planner would take 100,000 products for a handful and join the document sources by scanning.
  await db.execute(sql.raw(`analyze ${DOCUMENT_SOURCE_TABLES.join(', ')}`));
  await db.execute(insertDocumentsSql());
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  await db.execute(insertTermsSql());
  await db.execute(insertOptionTermsSql());
  for (const language of SEARCH_LANGUAGES) await db.execute(insertLexemesSql(language));
  const [row] = await rowsOf(db, sql`select count(*)::int as n from search_documents`);
  const documents = num(row?.n);
  await db.execute(sql`
    insert into search_index_state (name, version, documents, built_at) values (${SEARCH_INDEX_STATE_NAME}, ${version}, ${documents}, now())
    on conflict (name) do update set version = excluded.version, documents = excluded.documents, built_at = excluded.built_at`);
  return documents;
}

/*
 * Planner statistics for the index and the catalog tables a search reads: with none (PGlite
 * never runs autovacuum; a freshly seeded PostgreSQL has not yet), the planner misjudges a
 * 100,000-product catalog as a small one and joins it by scanning. The catalog tables the
 * documents are made from were analysed by writeWholeIndex in its transaction already; these
 * are the rest.
 */
const ANALYZED_TABLES = ['search_documents', 'search_terms', 'search_lexemes', 'flash_sales', 'product_labels', 'categories'];

export async function analyzeIndex(db: Db): Promise<void> {
  await db.execute(sql.raw(`analyze ${ANALYZED_TABLES.join(', ')}`));
}

/**
 * Rewrites the documents of some products (gone or unpublished ones are only removed) and adds
 * their words to the vocabulary and the word counts. Counts only grow here; the next full
 * rebuild makes them exact again.
 */
export async function writeDocumentsOf(db: Db, productIds: readonly number[]): Promise<number> {
  const ids = sql.join(productIds.map((id) => sql`${id}`), sql`, `);
  await db.execute(sql`delete from search_documents where product_id in (${ids})`);
  await db.execute(insertDocumentsSql(productIds));
  await db.execute(insertTermsSql(productIds));
  for (const language of SEARCH_LANGUAGES) await db.execute(insertLexemesSql(language, productIds));
  const [row] = await rowsOf(db, sql`select count(*)::int as n from search_documents where product_id in (${ids})`);
  return num(row?.n);
}

// ---------------------------------------------------------------- query words

export interface WordStat {
  word: string;
  /** Documents holding the rarest stem of the word; -1 when the word has no stem (a stop word). */
  documents: number;
  /** The same among the most popular documents (SEARCH_HEAD_DOCUMENTS); -1 for a stop word. */
  headDocuments: number;
}

export interface QueryWordStats {
  words: WordStat[];
  /** Documents of the whole index (every language), as of its last build. */
  indexDocuments: number;
}

/** How many documents hold each word of a query (by its stems), in the query's order. */
export async function wordStats(db: Db, language: SearchLanguage, words: readonly string[]): Promise<QueryWordStats> {
  if (words.length === 0) return { words: [], indexDocuments: 0 };
  const rows = await rowsOf(
    db,
    sql`select w.word, coalesce(s.documents, -1) as documents, coalesce(s.head_documents, -1) as head_documents,
      (select documents from search_index_state where name = ${SEARCH_INDEX_STATE_NAME}) as index_documents
      from json_array_elements_text(${JSON.stringify(words)}::json) with ordinality as w(word, position)
      left join lateral (
        select min(coalesce(l.documents, 0)) as documents, min(coalesce(l.head_documents, 0)) as head_documents
        from unnest(tsvector_to_array(to_tsvector(${configSql(language)}, w.word))) as x(lexeme)
        left join search_lexemes l on l.language = ${languageSql(language)} and l.lexeme = x.lexeme
      ) s on true
      order by w.position`,
  );
  return {
    words: rows.map((row) => ({ word: String(row.word), documents: num(row.documents), headDocuments: num(row.head_documents) })),
    indexDocuments: num(rows[0]?.index_documents),
  };
}

export interface VocabularyTerm {
  term: string;
  frequency: number;
}

export async function listVocabulary(db: Db, language: SearchLanguage): Promise<VocabularyTerm[]> {
  const rows = await rowsOf(db, sql`select term, frequency from search_terms where language = ${languageSql(language)}`);
  return rows.map((row) => ({ term: String(row.term), frequency: num(row.frequency) }));
}

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
        join products p on p.id = c.product_id and p.is_published
        order by c.similarity desc, c.popularity desc, c.product_id
        limit ${input.limit}`,
    );
    return rows.map((row) => ({ productId: num(row.product_id), code: String(row.code) }));
  });
}

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
      join products p on p.id = f.product_id and p.is_published
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
        and exists (select 1 from products p where p.category_id = c.id and p.is_published)
      order by by_name desc, c.position, c.id
      limit ${input.limit}`,
  );
  return rows.map((row) => ({ slug: String(row.slug), name: String(row.name) }));
}

// ---------------------------------------------------------------- texts on screen

export interface ProductTexts {
  productId: number;
  code: string;
  name: string;
  shortDescription: string;
}

export async function listProductTexts(db: Db, language: SearchLanguage, productIds: readonly number[]): Promise<ProductTexts[]> {
  if (productIds.length === 0) return [];
  const rows = await rowsOf(
    db,
    sql`select p.id, p.code, t.name, t.short_description
      from products p join product_translations t on t.product_id = p.id and t.language = ${languageSql(language)}
      where p.id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`,
  );
  return rows.map((row) => ({ productId: num(row.id), code: String(row.code), name: String(row.name), shortDescription: String(row.short_description) }));
}

/**
 * Which of `candidates` (distinct folded words of the names and descriptions on screen) share a
 * stem with the query: the words to highlight. One stemming per distinct word.
 */
export async function listMatchingWords(db: Db, language: SearchLanguage, query: string, candidates: readonly string[]): Promise<Set<string>> {
  if (candidates.length === 0 || query.length === 0) return new Set();
  const config = configSql(language);
  const rows = await rowsOf(
    db,
    sql`with q as materialized (select tsvector_to_array(to_tsvector(${config}, ${query})) as lexemes)
      select c.word from json_array_elements_text(${JSON.stringify(candidates)}::json) as c(word)
      where tsvector_to_array(to_tsvector(${config}, c.word)) && (select lexemes from q)`,
  );
  return new Set(rows.map((row) => String(row.word)));
}

export interface OptionLabelRow {
  option: VariantOptionName;
  value: string;
  label: string;
  position: number;
}

export async function listOptionLabels(db: Db, language: SearchLanguage): Promise<OptionLabelRow[]> {
  const rows = await rowsOf(db, sql`select option, value, label, position from variant_option_labels where language = ${language} order by option, position, value`);
  return rows.map((row) => ({ option: String(row.option) as VariantOptionName, value: String(row.value), label: String(row.label), position: num(row.position) }));
}
