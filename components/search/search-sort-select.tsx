import { useTranslation } from '@/components/i18n/use-translation';
import { SortPicker } from '@/components/catalog/sort-picker';
import { SEARCH_SORTS, type SearchSort } from '@/lib/search/search-constants';

interface SearchSortSelectProps {
  value: SearchSort;
  onChange(sort: SearchSort): void;
}

/** The category pages' sort orders, with relevance in place of "featured". */
export function SearchSortSelect({ value, onChange }: SearchSortSelectProps) {
  const { t } = useTranslation('listing');
  const { t: tSearch } = useTranslation('search');
  const options = SEARCH_SORTS.map((sort) => ({ value: sort, label: sort === 'relevance' ? tSearch('sort.relevance') : t(`sort.${sort}`) }));
  return <SortPicker id="search-sort" value={value} options={options} onChange={onChange} />;
}
