import { z } from 'zod';
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH, SEARCH_SORTS } from '@/lib/search/search-constants';
import { listingFacetsSchema, listingFilterQueryShape, listingItemSchema } from '@/lib/contracts/catalog/listing-schemas';
import { priceSchema } from '@/lib/contracts/catalog/catalog-schemas';
import { queryArray, queryEnum, queryInt } from '@/lib/contracts/query-schemas';

/* Schemas of the search endpoints and use cases; the page and the API share them. */

export const highlightRangeSchema = z.object({
  start: z.number().int().min(0).describe('First highlighted UTF-16 code unit'),
  end: z.number().int().min(0).describe('One past the last highlighted code unit'),
});

export const searchItemSchema = listingItemSchema.extend({
  highlight: z
    .object({
      name: z.array(highlightRangeSchema).describe('Words of the name that match the query'),
      snippet: z
        .object({ text: z.string(), ranges: z.array(highlightRangeSchema) })
        .nullable()
        .describe('The short description with its matching words, when the name holds none of them'),
    })
    .describe('Matches as ranges of plain text: clients escape the text and mark the ranges themselves'),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const SEARCH_MATCH_KINDS = ['none', 'text', 'corrected', 'similar'] as const;

export const searchResultSchema = z.object({
  query: z.string().describe('The query as searched: trimmed, spaces collapsed'),
  match: z
    .enum(SEARCH_MATCH_KINDS)
    .describe('text: full-text matches of the query; corrected: matches of correctedQuery, as the query matched nothing; similar: products with similar names; none: nothing found'),
  correctedQuery: z.string().nullable().describe('The spelling whose results are shown when match is corrected'),
  didYouMean: z.string().nullable().describe('A spelling that finds more, offered as a link'),
  items: z.array(searchItemSchema),
  page: z.number().int(),
  pageSize: z.literal(SEARCH_PAGE_SIZE),
  totalItems: z.number().int(),
  totalIsCapped: z.boolean().describe('True when more products match than a search ranks (the page shows "500+")'),
  totalPages: z.number().int(),
  sort: z.enum(SEARCH_SORTS),
  facets: listingFacetsSchema.nullable().describe('Facets of the matches (null without text matches)'),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

const PRICE_RANGE_ISSUE = { error: 'min_price must not exceed max_price.', path: ['min_price'] };

export const searchQuerySchema = z
  .object({
    q: z.string().max(SEARCH_QUERY_MAX_LENGTH, { error: `A search is at most ${SEARCH_QUERY_MAX_LENGTH} characters.` }).describe('What the shopper typed'),
    ...listingFilterQueryShape,
    sort: queryArray(queryEnum(SEARCH_SORTS), { maxItems: 1 }).optional().describe('Sort order (default relevance)'),
    page: queryInt({ min: 1, max: SEARCH_MAX_PAGE }).optional().describe(`Page number, ${SEARCH_PAGE_SIZE} products a page`),
  })
  .refine((query) => query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price, PRICE_RANGE_ISSUE);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const suggestionQuerySchema = z.object({
  q: z.string().max(SEARCH_QUERY_MAX_LENGTH, { error: `A search is at most ${SEARCH_QUERY_MAX_LENGTH} characters.` }).describe('What the shopper has typed so far'),
});

export const productSuggestionSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameHighlight: z.array(highlightRangeSchema),
  imageKey: z.string().describe('Picture key for the product image loader'),
  price: priceSchema,
  path: z.string().describe('Product page path without locale prefix: /{categorySlug}/{productSlug}'),
});

export const categorySuggestionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  path: z.string().describe('Category page path without locale prefix'),
});

export const suggestionsSchema = z.object({
  query: z.string(),
  correctedQuery: z.string().nullable().describe('Set when the words typed matched nothing and a corrected spelling gave these suggestions'),
  products: z.array(productSuggestionSchema).max(6),
  categories: z.array(categorySuggestionSchema).max(4),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
