import { DEFAULT_SEARCH_SORT } from '@/lib/search/search-constants';
import { filtersFromApiQuery } from '@/server/catalog/listing/api-listing-input';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchProductsInput } from './search-products';
import type { SearchQuery } from '@/lib/contracts/catalog/search-schemas';

/** GET /v1/search/products: the use case's input out of its validated query. */
export function searchInputFromApiQuery(query: SearchQuery, locale: Locale): SearchProductsInput {
  return {
    q: query.q,
    locale,
    filters: filtersFromApiQuery(query),
    sort: query.sort?.[0] ?? DEFAULT_SEARCH_SORT,
    page: query.page ?? 1,
  };
}
