import type { SearchItemData } from '@/lib/search/search-types';
import { SearchResultCard, type SearchQuickViewLink } from './search-result-card';

/* The first row is on the first screen at every width: load it at once (LCP). */
const EAGER_CARDS = 3;

export interface SearchResultsGridProps {
  items: readonly SearchItemData[];
  /** Only the first page's first cards are eager. */
  firstPage: boolean;
  quickViewLink(code: string): SearchQuickViewLink;
}

export function SearchResultsGrid({ items, firstPage, quickViewLink }: SearchResultsGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-9 sm:gap-x-5 md:grid-cols-3 md:gap-y-12">
      {items.map((item, index) => (
        <li key={item.code}>
          <SearchResultCard item={item} priority={firstPage && index < EAGER_CARDS} quickView={item.quickViewEnabled ? quickViewLink(item.code) : null} />
        </li>
      ))}
    </ul>
  );
}
