import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { XIcon } from '@/components/icons/x-icon';
import { activeFilters, clearFilters, removeFilter, type ActiveFilter, type ListingQuery } from '@/lib/catalog/listing-query';
import type { ListingFacetsData } from '@/lib/catalog/listing-types';
import { priceRangeLabel } from './price-range-label';

interface ActiveFilterChipsProps {
  query: ListingQuery;
  facets: ListingFacetsData | null;
  currency: string;
  onChange(query: ListingQuery): void;
}

/** The filters in force, each removable, and one way to drop them all. */
export function ActiveFilterChips({ query, facets, currency, onChange }: ActiveFilterChipsProps) {
  const { t } = useTranslation('listing');
  const { locale } = useRouter();
  const chips = activeFilters(query.filters);
  if (chips.length === 0) return null;

  const labelOf = (filter: ActiveFilter): string => {
    switch (filter.kind) {
      case 'value':
        return facets?.[filter.facet].find((value) => value.value === filter.value)?.label ?? filter.value;
      case 'price':
        return priceRangeLabel({ min: filter.minPrice, max: filter.maxPrice, currency, locale, t });
      case 'rating':
        return t('facets.ratingAtLeast', { rating: filter.minRating });
      case 'inStock':
        return t('facets.inStock');
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2 py-3" role="group" aria-label={t('filters.active')}>
      {chips.map((chip) => {
        const label = labelOf(chip);
        const key = chip.kind === 'value' ? `${chip.facet}:${chip.value}` : chip.kind;
        return (
          <button
            key={key}
            type="button"
            onClick={() => onChange(removeFilter(query, chip))}
            aria-label={t('filters.remove', { label })}
            className="inline-flex h-9 items-center gap-1.5 rounded-full bg-canvas ps-3.5 pe-2.5 text-sm font-medium text-ink transition-colors hover:bg-sand-200"
          >
            {label}
            <XIcon className="size-3.5" />
          </button>
        );
      })}
      <button
        type="button"
        onClick={() => onChange(clearFilters(query))}
        className="h-9 rounded-full px-3 text-sm font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800"
      >
        {t('filters.clearAll')}
      </button>
    </div>
  );
}
