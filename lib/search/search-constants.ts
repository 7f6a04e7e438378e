/* Constants of search, shared by the page, the header box and the API (docs/decisions/0007-search.md). */

/** Results per page: the same as category pages, so the grid looks and pages alike. */
export const SEARCH_PAGE_SIZE = 36;

/** Sort orders of search results: relevance first, then the orders category pages offer. */
export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'best_rated'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'relevance';

/** The longest query accepted; longer input is a paste accident or a probe, not a shopper. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** Words beyond this are ignored: no real product search needs more. */
export const SEARCH_MAX_WORDS = 8;

/**
 * A search ranks and facets its most popular matches up to this many. Counting and ranking
 * every match of a broad word ("desk" matches more than half of a 100,000-product catalog) costs far more
 * than the latency budget; past this, the page says "500+ products".
 */
export const SEARCH_RESULT_WINDOW = 500;

/** The last page a search can show (the window divided into pages). */
export const SEARCH_MAX_PAGE = Math.ceil(SEARCH_RESULT_WINDOW / SEARCH_PAGE_SIZE);

/** Suggestions start once this many characters are typed. */
export const SUGGEST_MIN_LENGTH = 2;

/**
 * Pause in typing before suggestions are fetched. Spec §9's default debounce is 1000 ms, which
 * suits saving a form; a type-ahead that waits a second after each pause feels broken, so the
 * header box waits 250 ms (about the gap between keystrokes of a steady typist).
 */
export const SUGGEST_DEBOUNCE_MS = 250;

export const SUGGEST_PRODUCT_LIMIT = 6;
export const SUGGEST_CATEGORY_LIMIT = 4;
