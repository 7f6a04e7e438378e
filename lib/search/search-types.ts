/*
 * What the search page and the header box receive (from getServerSideProps and the search API),
 * named as the pages know them and taken from the catalog contract
 * (lib/contracts/catalog/search-schemas.ts), which both sides import.
 */
import type { SearchItem, SearchResult, Suggestions } from '@/lib/contracts/catalog/search-schemas';

export type SearchMatchKind = SearchResult['match'];
export type SearchItemData = SearchItem;
/** The page size is the contract's constant; the page only reads it as a number. */
export type SearchResultData = Omit<SearchResult, 'pageSize'> & { pageSize: number };
export type ProductSuggestionData = Suggestions['products'][number];
export type CategorySuggestionData = Suggestions['categories'][number];
export type SuggestionsData = Suggestions;
