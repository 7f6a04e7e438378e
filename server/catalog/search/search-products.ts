import { RATING_THRESHOLDS } from '@/lib/catalog/listing-constants';
import { emptyListingFilters, hasActiveFilters, type ListingFilters } from '@/lib/catalog/listing-query';
import { currencyOfLocale, languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { foldText } from '@/lib/search/fold-text';
import { highlightRanges } from '@/lib/search/highlight';
import {
  DEFAULT_SEARCH_SORT,
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  SEARCH_RESULT_WINDOW,
  type SearchSort,
} from '@/lib/search/search-constants';
import { normalizeSearchQuery, searchWords, textWords } from '@/lib/search/search-words';
import { buildListingFacets, PRICE_BUCKETS } from '@/server/catalog/listing/build-listing-facets';
import { listProducts } from '@/server/catalog/listing/list-products';
import { getDb, type Db } from '@/server/db/client';
import { correctQuery } from './correct-query';
import { chooseGatherStrategy } from './gather-strategy';
import { optionLabelsOf } from './option-label-cache';
import { findSearchPage, findSimilarNames, type SearchPageRows } from './repository-search';
import { listMatchingWords, listProductTexts } from './repository-texts';
import { wordStats, type QueryWordStats } from './repository-words';
import type { SearchItem, SearchResult } from '@/lib/contracts/catalog/search-schemas';
import { searchLanguageOf, type SearchLanguage } from './search-language';

export interface SearchProductsInput {
  q: string;
  /** Language and currency follow the locale (design §4). */
  locale: Locale;
  filters?: ListingFilters;
  sort?: SearchSort;
  page?: number;
  /** Facet counts (the page asks for them; a client paging through results may not). */
  withFacets?: boolean;
  /** The clock flash sales are judged by (tests pin it). */
  now?: Date;
  db?: Db;
}

/** Below this many matches a query may be misspelled: did-you-mean is worked out. */
const FEW_RESULTS = 3;
/** Trigram word similarity a name needs to count as "similar" when nothing else matched. */
const SIMILAR_NAME_THRESHOLD = 0.5;

interface Context {
  db: Db;
  language: SearchLanguage;
  currency: string;
  now: Date;
  locale: Locale;
  filters: ListingFilters;
  sort: SearchSort;
  page: number;
  withFacets: boolean;
}

function emptyResult(query: string, context: Pick<Context, 'page' | 'sort'>): SearchResult {
  return {
    query,
    match: 'none',
    correctedQuery: null,
    didYouMean: null,
    items: [],
    page: context.page,
    pageSize: SEARCH_PAGE_SIZE,
    totalItems: 0,
    totalIsCapped: false,
    totalPages: 0,
    sort: context.sort,
    facets: null,
  };
}

async function textSearch(context: Context, words: readonly string[], stats: QueryWordStats, withFacets: boolean): Promise<SearchPageRows> {
  const counted = stats.words.filter((word) => word.documents >= 0);
  const strategy = chooseGatherStrategy({
    documents: counted.map((word) => word.documents),
    headDocuments: counted.map((word) => word.headDocuments),
    window: SEARCH_RESULT_WINDOW,
    filtered: hasActiveFilters(context.filters),
  });
  const run = (gather: 'walk' | 'bitmap') =>
    findSearchPage(context.db, {
      language: context.language,
      currency: context.currency,
      now: context.now,
      words: words.join(' '),
      filters: context.filters,
      strategy: gather,
      window: SEARCH_RESULT_WINDOW,
      sort: context.sort,
      limit: SEARCH_PAGE_SIZE,
      offset: (context.page - 1) * SEARCH_PAGE_SIZE,
      facets: withFacets,
      priceBuckets: PRICE_BUCKETS,
      ratings: RATING_THRESHOLDS,
    });
  const rows = await run(strategy);
  // The head held fewer matches than the counts promised: gather from the whole index instead.
  return strategy === 'walk' && rows.gathered < SEARCH_RESULT_WINDOW ? run('bitmap') : rows;
}

/** A query matches nothing when one of its words is in no document (AND semantics). */
function cannotMatch(stats: QueryWordStats): boolean {
  return stats.words.some((word) => word.documents === 0) || stats.words.every((word) => word.documents < 0);
}

const NO_ROWS: SearchPageRows = { gathered: 0, total: 0, page: [], facetRows: null };

/** Cards of the page in the order found, as category pages show them, with the matching words marked. */
async function buildItems(context: Context, page: readonly { productId: number; code: string }[], highlightWords: readonly string[]): Promise<SearchItem[]> {
  if (page.length === 0) return [];
  const [listing, texts] = await Promise.all([
    listProducts({
      locale: context.locale,
      scope: { productCodes: page.map((row) => row.code) },
      query: { filters: emptyListingFilters(), sort: 'featured', page: 1 },
      now: context.now,
    }),
    listProductTexts(context.db, context.language, page.map((row) => row.productId)),
  ]);
  const textOf = new Map(texts.map((text) => [text.code, text]));
  const candidates = new Set<string>();
  for (const text of texts) for (const word of textWords(`${text.name} ${text.shortDescription}`)) candidates.add(word);
  const matched = await listMatchingWords(context.db, context.language, highlightWords.join(' '), [...candidates]);
  const itemOf = new Map(listing.items.map((item) => [item.code, item]));
  return page.flatMap(({ code }) => {
    const item = itemOf.get(code);
    if (!item) return [];
    const text = textOf.get(code);
    const name = highlightRanges(item.name, matched);
    const shortDescription = text?.shortDescription ?? '';
    const snippetRanges = name.length === 0 ? highlightRanges(shortDescription, matched) : [];
    return [{ ...item, highlight: { name, snippet: snippetRanges.length > 0 ? { text: shortDescription, ranges: snippetRanges } : null } }];
  });
}

async function toResult(
  context: Context,
  query: string,
  rows: SearchPageRows,
  extra: Pick<SearchResult, 'match' | 'correctedQuery' | 'didYouMean'>,
  highlightWords: readonly string[],
): Promise<SearchResult> {
  const [items, optionLabels] = await Promise.all([
    buildItems(context, rows.page, highlightWords),
    rows.facetRows ? optionLabelsOf(context.db, context.language) : Promise.resolve([]),
  ]);
  const facets = rows.facetRows
    ? buildListingFacets({ rows: rows.facetRows, filters: context.filters, optionLabels, language: context.language, currency: context.currency }).facets
    : null;
  const totalItems = rows.total;
  return {
    query,
    ...extra,
    items,
    page: context.page,
    pageSize: SEARCH_PAGE_SIZE,
    totalItems,
    totalIsCapped: totalItems >= SEARCH_RESULT_WINDOW,
    totalPages: Math.min(SEARCH_MAX_PAGE, Math.ceil(totalItems / SEARCH_PAGE_SIZE)),
    sort: context.sort,
    facets,
  };
}

/**
 * Full-text search over the catalog in the shopper's language: names weigh most, then category
 * and vendor, specifications and options, descriptions. Among the most popular matches (up to
 * SEARCH_RESULT_WINDOW) results are ranked by ts_rank_cd, or sorted and filtered like a category
 * page. A query that matches nothing is corrected word by word against the vocabulary
 * ("stnading desk" → "standing desk"); failing that, products with similar names are shown.
 */
export async function searchProducts(input: SearchProductsInput): Promise<SearchResult> {
  const context: Context = {
    db: input.db ?? getDb(),
    language: searchLanguageOf(languageOfLocale(input.locale)),
    currency: currencyOfLocale(input.locale),
    now: input.now ?? new Date(),
    locale: input.locale,
    filters: input.filters ?? emptyListingFilters(),
    sort: input.sort ?? DEFAULT_SEARCH_SORT,
    page: Math.min(SEARCH_MAX_PAGE, Math.max(1, Math.floor(input.page ?? 1))),
    withFacets: input.withFacets ?? true,
  };
  const query = normalizeSearchQuery(input.q);
  const words = searchWords(query);
  if (words.length === 0) return emptyResult(query, context);

  const stats = await wordStats(context.db, context.language, words);
  const rows = cannotMatch(stats) ? NO_ROWS : await textSearch(context, words, stats, context.withFacets);
  const mayBeMisspelled = rows.total < FEW_RESULTS && !hasActiveFilters(context.filters);
  const correction = mayBeMisspelled ? await correctQuery({ words, language: context.language, stats: stats.words, db: context.db }) : null;

  if (correction !== null) {
    const correctedWords = searchWords(correction);
    const correctedStats = await wordStats(context.db, context.language, correctedWords);
    const correctedRows = cannotMatch(correctedStats) ? NO_ROWS : await textSearch(context, correctedWords, correctedStats, rows.total === 0 && context.withFacets);
    if (rows.total === 0 && correctedRows.total > 0) {
      return toResult(context, query, correctedRows, { match: 'corrected', correctedQuery: correction, didYouMean: null }, correctedWords);
    }
    if (correctedRows.total > rows.total) {
      return toResult(context, query, rows, { match: rows.total > 0 ? 'text' : 'none', correctedQuery: null, didYouMean: correction }, words);
    }
  }
  if (rows.total > 0 || hasActiveFilters(context.filters)) {
    return toResult(context, query, rows, { match: rows.total > 0 ? 'text' : 'none', correctedQuery: null, didYouMean: null }, words);
  }

  const similar = await findSimilarNames(context.db, {
    language: context.language,
    folded: foldText(words.join(' ')),
    threshold: SIMILAR_NAME_THRESHOLD,
    limit: SEARCH_PAGE_SIZE,
  });
  if (similar.length === 0) return emptyResult(query, context);
  const similarRows: SearchPageRows = { gathered: similar.length, total: similar.length, page: context.page === 1 ? similar : [], facetRows: null };
  return toResult(context, query, similarRows, { match: 'similar', correctedQuery: null, didYouMean: null }, words);
}
