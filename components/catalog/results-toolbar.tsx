import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { SlidersHorizontalIcon } from '@/components/icons/sliders-horizontal-icon';

interface ResultsToolbarProps {
  /** The result count; `countHidden` says how it hides on phones (read aloud or not at all). */
  count: ReactNode;
  countHidden: 'visually' | 'fully';
  /** Whether there are filters to open (a search without facets has none). */
  hasFilters: boolean;
  activeFilterCount: number;
  onOpenFilters(): void;
  onPrepareFilters(): void;
  filterButtonRef: RefObject<HTMLButtonElement | null>;
  sort: ReactNode;
}

/**
 * Result count, sort and (below desktop width) the filters button of category and search pages.
 * On phones and tablets it sticks under the header, so filters and sort stay one tap away while
 * scrolling.
 */
export function ResultsToolbar({ count, countHidden, hasFilters, activeFilterCount, onOpenFilters, onPrepareFilters, filterButtonRef, sort }: ResultsToolbarProps) {
  const { t } = useTranslation('listing');
  return (
    <div className="sticky top-[7.5rem] z-20 -mx-4 border-b border-line bg-white/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-white/85 md:top-[6.75rem] md:-mx-6 md:px-6 lg:static lg:mx-0 lg:border-b-0 lg:bg-transparent lg:px-0 lg:backdrop-blur-none">
      <div className="flex h-16 items-center gap-3">
        {hasFilters ? (
          <button
            ref={filterButtonRef}
            type="button"
            aria-haspopup="dialog"
            onClick={onOpenFilters}
            onPointerDown={onPrepareFilters}
            onFocus={onPrepareFilters}
            className="inline-flex h-10 items-center gap-2 rounded-full border border-sand-300 bg-white px-4 text-sm font-semibold text-ink hover:border-ink lg:hidden"
          >
            <SlidersHorizontalIcon className="size-4" />
            {activeFilterCount > 0 ? t('filters.openWithCount', { count: activeFilterCount }) : t('filters.open')}
          </button>
        ) : null}
        <p role="status" className={countHidden === 'visually' ? 'sr-only min-h-5 text-sm text-ink-muted sm:not-sr-only' : 'hidden min-h-5 text-sm text-ink-muted sm:block'}>
          {count}
        </p>
        <div className="ms-auto">{sort}</div>
      </div>
    </div>
  );
}
