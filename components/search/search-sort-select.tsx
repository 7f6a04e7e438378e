import { useTranslation } from '@/components/i18n/use-translation';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { SEARCH_SORTS, type SearchSort } from '@/lib/search/search-constants';

interface SearchSortSelectProps {
  value: SearchSort;
  onChange(sort: SearchSort): void;
}

/** The category pages' sort orders, with relevance in place of "featured". */
export function SearchSortSelect({ value, onChange }: SearchSortSelectProps) {
  const { t } = useTranslation('listing');
  const { t: tSearch } = useTranslation('search');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="search-sort" className="hidden text-sm text-ink-muted sm:block">
        {t('toolbar.sortLabel')}
      </label>
      <span className="relative">
        <select
          id="search-sort"
          value={value}
          aria-label={t('toolbar.sortLabel')}
          onChange={(event) => onChange(event.target.value as SearchSort)}
          className="h-10 appearance-none rounded-full border border-sand-300 bg-white ps-4 pe-9 text-sm font-medium text-ink hover:border-ink"
        >
          {SEARCH_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sort === 'relevance' ? tSearch('sort.relevance') : t(`sort.${sort}`)}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" />
      </span>
    </div>
  );
}
