import { useTranslation } from '@/components/i18n/use-translation';
import type { ListingFacetsData } from '@/lib/catalog/listing-types';

interface StockFacetProps {
  idPrefix: string;
  inStock: ListingFacetsData['inStock'];
  onChange(inStock: boolean): void;
}

export function StockFacet({ idPrefix, inStock, onChange }: StockFacetProps) {
  const { t } = useTranslation('listing');
  const id = `${idPrefix}-in-stock`;
  return (
    <label className="facet-row">
      <input
        id={id}
        type="checkbox"
        checked={inStock.selected}
        onChange={(event) => onChange(event.target.checked)}
        className="size-[1.125rem] rounded accent-accent-600"
      />
      <span className="flex-1 text-ink">{t('facets.inStock')}</span>
      <span className="facet-count">{inStock.count}</span>
    </label>
  );
}
