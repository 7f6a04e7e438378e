import type { RefObject } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { ResultsToolbar } from '@/components/catalog/results-toolbar';
import type { ListingSort } from '@/lib/catalog/listing-constants';
import { SortSelect } from './sort-select';

interface ListingToolbarProps {
  totalItems: number | null;
  activeFilterCount: number;
  sort: ListingSort;
  onSortChange(sort: ListingSort): void;
  onOpenFilters(): void;
  onPrepareFilters(): void;
  filterButtonRef: RefObject<HTMLButtonElement | null>;
}

/** The category page's toolbar; its count is still read aloud on phones, where it is not shown. */
export function ListingToolbar({ totalItems, activeFilterCount, sort, onSortChange, onOpenFilters, onPrepareFilters, filterButtonRef }: ListingToolbarProps) {
  const { t } = useTranslation('listing');
  return (
    <ResultsToolbar
      count={totalItems === null ? '' : t('toolbar.results', { count: totalItems })}
      countHidden="visually"
      hasFilters
      activeFilterCount={activeFilterCount}
      onOpenFilters={onOpenFilters}
      onPrepareFilters={onPrepareFilters}
      filterButtonRef={filterButtonRef}
      sort={<SortSelect id="listing-sort" value={sort} onChange={onSortChange} />}
    />
  );
}
