import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { SEARCH_LANGUAGES } from '@/server/db/schema/catalog/search';
import { insertDocumentsSql, insertLexemesSql, insertOptionTermsSql, insertTermsSql } from './repository-document-sql';
import { productInStore } from '@/server/catalog/repository-product-visibility';

/* The search module's door to the database (with repository-*.ts beside it): index maintenance here.
 * It returns plain objects. */

type Row = Record<string, unknown>;

export async function rowsOf<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const num = (value: unknown): number => Number(value ?? 0);
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
/* PGlite hands json columns back parsed, node-postgres too; a string means a driver that did not. */
export const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

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
  const [row] = await rowsOf(db, sql`select count(*)::int as n from products p where ${productInStore('p')}`);
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
