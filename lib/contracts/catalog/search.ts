import { defineEndpoint } from '@/lib/contracts/endpoint';
import { searchQuerySchema, searchResultSchema, suggestionQuerySchema, suggestionsSchema } from './search-schemas';

/* Search answers carry no personal data and depend only on the URL and the `location` header
 * (the route adds Vary: location): shared caches may keep them briefly. */
export const SEARCH_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/* Typing the same letters again (backspace, retype) is answered by the browser's own cache. */
export const SUGGESTIONS_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

export const searchProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/search/products',
  summary: 'Search products',
  description: [
    "Full-text search over product names, categories, vendors, specifications and descriptions in the language of the `location` header (PostgreSQL text search with that language's dictionary), priced in its currency, 36 products a page.",
    'Ranking weighs the name most, then category and vendor, then specifications and options, then descriptions. A query that matches nothing is corrected against the words of the catalog (`match: corrected`, `correctedQuery`) and, failing that, answered with products of similar names (`match: similar`). `didYouMean` offers a better spelling beside a few results.',
    'Searches rank and facet their 500 most popular matches (pages up to 14); `totalIsCapped` says when more match. Facet filters take the same names as GET /v1/catalog/products. An empty query or one without letters or digits answers no products.',
    'Highlights are ranges into the plain-text name and snippet: escape the text and mark the ranges.',
  ].join('\n\n'),
  tags: ['Search'],
  auth: 'public',
  query: searchQuerySchema,
  response: searchResultSchema,
  cacheControl: SEARCH_CACHE_CONTROL,
});

export const searchSuggestionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/search/suggestions',
  summary: 'Suggest products and categories while typing',
  description:
    'Up to 6 products (most popular first, those whose own name matches ahead) and up to 4 categories whose words start with what was typed; the last word counts as a prefix unless the query ends with a space. Misspelled words are corrected first (`correctedQuery`). Fewer than 2 characters answer nothing.',
  tags: ['Search'],
  auth: 'public',
  query: suggestionQuerySchema,
  response: suggestionsSchema,
  cacheControl: SUGGESTIONS_CACHE_CONTROL,
});
