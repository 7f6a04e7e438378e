import type { RefObject } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { ResultsToolbar } from '@/components/catalog/results-toolbar';
import type { SearchSort } from '@/lib/search/search-constants';
import { searchCountText } from './search-count';
import { SearchSortSelect } from './search-sort-select';

interface SearchToolbarProps {
  totalItems: number;
  totalIsCapped: boolean;
  activeFilterCount: number;
  hasFacets: boolean;
  sort: SearchSort;
  onSortChange(sort: SearchSort): void;
  onOpenFilters(): void;
  onPrepareFilters(): void;
  filterButtonRef: RefObject<HTMLButtonElement | null>;
}

/** Count, sort and (below desktop) the filters button, as on category pages. */
export function SearchToolbar({ totalItems, totalIsCapped, hasFacets, sort, onSortChange, ...filters }: SearchToolbarProps) {
  const { t } = useTranslation('search');
  const { locale } = useRouter();
  return (
    <ResultsToolbar
      count={searchCountText(t, totalItems, totalIsCapped, locale)}
      countHidden="fully"
      hasFilters={hasFacets}
      {...filters}
      sort={<SearchSortSelect value={sort} onChange={onSortChange} />}
    />
  );
}
