import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { products, type LanguageCode } from './catalog';

/** PostgreSQL's text-search document type; drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Languages with a search document of their own, each read with PostgreSQL's snowball
 * dictionary of that language. Listed here (not imported) because every language has its own
 * partial indexes below, and adding one is a migration.
 */
export const SEARCH_LANGUAGES = ['en', 'fr', 'de'] as const satisfies readonly LanguageCode[];

/**
 * One row per product and language: what full-text search, type-ahead and typo tolerance read.
 * Built from the catalog tables by server/catalog/search (rebuildSearchIndex / refreshSearchDocuments);
 * never edited by hand.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    language: varchar('language', { length: 8 }).$type<LanguageCode>().notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    /**
     * Units sold when the document was written: the order in which broad queries gather their
     * candidates (see docs/decisions/0007-search.md). Slightly stale between refreshes, which
     * only nudges the order of equally relevant products.
     */
    popularity: integer('popularity').notNull().default(0),
    /** Name (A), category and vendor (B), specifications and option labels (C), descriptions (D). */
    document: tsvector('document').notNull(),
    /** Name, category and vendor words unstemmed ('simple'), for prefix matching while typing. */
    names: tsvector('names').notNull(),
    /** Folded name, category and vendor, for trigram similarity when words are misspelled. */
    nameText: text('name_text').notNull(),
    /*
     * A snapshot of what facets count, so counting a thousand candidates reads no other table.
     * Results, prices, stock and ratings on screen are read live; filters on price and stock
     * are checked live as well. The snapshot follows every refreshSearchDocuments call.
     */
    vendorId: integer('vendor_id'),
    material: varchar('material', { length: 64 }).notNull().default(''),
    colours: text('colours').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    /** Swatch of each colour value: {"walnut": "#7b5236"}. */
    colourHexes: jsonb('colour_hexes').$type<Record<string, string>>().notNull().default({}),
    inStock: boolean('in_stock').notNull().default(false),
    rating: integer('rating_x100').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** List price of the default variant per currency, minor units: {"USD": 114999, "EUR": 109999}. */
    prices: jsonb('prices').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.productId] }),
    index('search_documents_product_idx').on(t.productId),
    index('search_documents_popularity_idx').on(t.language, t.popularity.desc(), t.productId),
    /* One index per language: a search reads one language, and a shared index would make
     * every query intersect its matches with all rows of that language first. */
    ...SEARCH_LANGUAGES.flatMap((language) => [
      index(`search_documents_document_${language}_idx`).using('gin', t.document).where(sql.raw(`language = '${language}'`)),
      index(`search_documents_names_${language}_idx`).using('gin', t.names).where(sql.raw(`language = '${language}'`)),
      index(`search_documents_name_trgm_${language}_idx`).using('gin', t.nameText.op('gin_trgm_ops')).where(sql.raw(`language = '${language}'`)),
    ]),
  ],
);

/**
 * The words shoppers are corrected towards ("did you mean"): folded words of product names,
 * category names, vendor names and option labels, with how many products use them.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    language: varchar('language', { length: 8 }).$type<LanguageCode>().notNull(),
    term: text('term').notNull(),
    frequency: integer('frequency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.term] })],
);

/**
 * How many documents hold each stemmed word (PostgreSQL's ts_stat), written with the index:
 * in the whole language, and among its most popular documents (the "head" a broad query walks).
 * A query's rarest word bounds its matches, which decides how the query gathers candidates.
 */
export const searchLexemes = pgTable(
  'search_lexemes',
  {
    language: varchar('language', { length: 8 }).$type<LanguageCode>().notNull(),
    lexeme: text('lexeme').notNull(),
    documents: integer('documents').notNull(),
    headDocuments: integer('head_documents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.language, t.lexeme] })],
);

/** Which build of the index the database holds, so a changed document recipe rebuilds it. */
export const searchIndexState = pgTable('search_index_state', {
  name: varchar('name', { length: 32 }).primaryKey(),
  version: varchar('version', { length: 64 }).notNull(),
  documents: integer('documents').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});
