import { useTranslation } from '@/components/i18n/use-translation';
import { SortPicker } from '@/components/catalog/sort-picker';
import { LISTING_SORTS, type ListingSort } from '@/lib/catalog/listing-constants';

interface SortSelectProps {
  id: string;
  value: ListingSort;
  onChange(sort: ListingSort): void;
}

/** The category pages' sort orders. */
export function SortSelect({ id, value, onChange }: SortSelectProps) {
  const { t } = useTranslation('listing');
  const options = LISTING_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }));
  return <SortPicker id={id} value={value} options={options} onChange={onChange} />;
}
