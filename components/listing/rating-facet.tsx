import { useTranslation } from '@/components/i18n/use-translation';
import type { RatingThreshold } from '@/lib/catalog/listing-constants';
import type { ListingFacetsData } from '@/lib/catalog/listing-types';

interface RatingFacetProps {
  idPrefix: string;
  rating: ListingFacetsData['rating'];
  selected: RatingThreshold | null;
  onChange(rating: RatingThreshold | null): void;
}

/** "4 stars & up", "3 stars & up" or any rating: one choice. */
export function RatingFacet({ idPrefix, rating, selected, onChange }: RatingFacetProps) {
  const { t } = useTranslation('listing');
  const name = `${idPrefix}-rating`;
  return (
    <ul className="facet-list">
      <li>
        <label>
          <input type="radio" name={name} checked={selected === null} onChange={() => onChange(null)} />
          <span className="facet-text">{t('facets.anyRating')}</span>
        </label>
      </li>
      {rating.map((option) => (
        <li key={option.value}>
          <label>
            <input type="radio" name={name} checked={option.selected} onChange={() => onChange(option.value)} />
            <span className="flex flex-1 items-center gap-2 text-ink">
              <span aria-hidden="true" className="tracking-[0.08em] text-star">
                {'★'.repeat(option.value)}
                <span className="text-line-strong">{'★'.repeat(5 - option.value)}</span>
              </span>
              <span>{t('facets.ratingAtLeast', { rating: option.value })}</span>
            </span>
            <span className="facet-count">{option.count}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
