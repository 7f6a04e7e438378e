/*
 * What the search page and the header box receive (from getServerSideProps and the search API),
 * for the browser side, which may not import the server's zod schemas. The server checks its
 * results against these where it builds page props.
 */
import type { ListingFacetsData, ListingItemData, PriceData } from '@/lib/catalog/listing-types';
import type { HighlightRange } from './highlight';
import type { SearchSort } from './search-constants';

export type SearchMatchKind = 'none' | 'text' | 'corrected' | 'similar';

export interface SearchItemData extends ListingItemData {
  highlight: {
    name: HighlightRange[];
    snippet: { text: string; ranges: HighlightRange[] } | null;
  };
}

export interface SearchResultData {
  query: string;
  match: SearchMatchKind;
  correctedQuery: string | null;
  didYouMean: string | null;
  items: SearchItemData[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalIsCapped: boolean;
  totalPages: number;
  sort: SearchSort;
  facets: ListingFacetsData | null;
}

export interface ProductSuggestionData {
  code: string;
  name: string;
  nameHighlight: HighlightRange[];
  imageKey: string;
  price: PriceData;
  path: string;
}

export interface CategorySuggestionData {
  slug: string;
  name: string;
  path: string;
}

export interface SuggestionsData {
  query: string;
  correctedQuery: string | null;
  products: ProductSuggestionData[];
  categories: CategorySuggestionData[];
}
