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
    <label htmlFor={id} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm hover:bg-canvas">
      <input
        id={id}
        type="checkbox"
        checked={inStock.selected}
        onChange={(event) => onChange(event.target.checked)}
        className="size-[1.125rem] rounded accent-accent-600"
      />
      <span className="flex-1 text-ink">{t('facets.inStock')}</span>
      <span className="text-xs text-ink-muted tabular-nums">{inStock.count}</span>
    </label>
  );
}
