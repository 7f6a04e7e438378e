/**
 * The recipe of the search documents. Bump it whenever document-sql.ts changes what a document
 * holds: ensureSearchIndex then rebuilds the index of an existing database on the next start.
 */
export const SEARCH_INDEX_VERSION = 'search-index-3';
