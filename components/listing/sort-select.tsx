import { useTranslation } from '@/components/i18n/use-translation';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { LISTING_SORTS, type ListingSort } from '@/lib/catalog/listing-constants';

interface SortSelectProps {
  id: string;
  value: ListingSort;
  onChange(sort: ListingSort): void;
}

/** A native select: the platform's own picker on phones, keyboard-friendly everywhere. */
export function SortSelect({ id, value, onChange }: SortSelectProps) {
  const { t } = useTranslation('listing');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="hidden text-sm text-ink-muted sm:block">
        {t('toolbar.sortLabel')}
      </label>
      <span className="relative">
        <select
          id={id}
          value={value}
          aria-label={t('toolbar.sortLabel')}
          onChange={(event) => onChange(event.target.value as ListingSort)}
          className="h-10 appearance-none rounded-full border border-sand-300 bg-white ps-4 pe-9 text-sm font-medium text-ink hover:border-ink"
        >
          {LISTING_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" />
      </span>
    </div>
  );
}
