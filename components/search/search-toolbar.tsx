import type { RefObject } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
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
export function SearchToolbar({
  totalItems,
  totalIsCapped,
  activeFilterCount,
  hasFacets,
  sort,
  onSortChange,
  onOpenFilters,
  onPrepareFilters,
  filterButtonRef,
}: SearchToolbarProps) {
  const { t } = useTranslation('listing');
  const { t: tSearch } = useTranslation('search');
  const { locale } = useRouter();
  return (
    <div className="sticky top-[7.5rem] z-20 -mx-4 border-b border-line bg-white/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-white/85 md:top-[6.75rem] md:-mx-6 md:px-6 lg:static lg:mx-0 lg:border-b-0 lg:bg-transparent lg:px-0 lg:backdrop-blur-none">
      <div className="flex h-16 items-center gap-3">
        {hasFacets ? (
          <button
            ref={filterButtonRef}
            type="button"
            aria-haspopup="dialog"
            onClick={onOpenFilters}
            onPointerDown={onPrepareFilters}
            onFocus={onPrepareFilters}
            className="inline-flex h-10 items-center gap-2 rounded-full border border-sand-300 bg-white px-4 text-sm font-semibold text-ink hover:border-ink lg:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {activeFilterCount > 0 ? t('filters.openWithCount', { count: activeFilterCount }) : t('filters.open')}
          </button>
        ) : null}
        <p role="status" className="hidden min-h-5 text-sm text-ink-muted sm:block">
          {searchCountText(tSearch, totalItems, totalIsCapped, locale)}
        </p>
        <div className="ms-auto">
          <SearchSortSelect value={sort} onChange={onSortChange} />
        </div>
      </div>
    </div>
  );
}
