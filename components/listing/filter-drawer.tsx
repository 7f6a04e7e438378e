import { useTranslation } from '@/components/i18n/use-translation';
import { ModalFrame } from '@/components/common/modal-frame';
import { clearFilters, hasActiveFilters, type ListingQuery } from '@/lib/catalog/listing-query';
import type { ListingFacetsData } from '@/lib/catalog/listing-types';
import { FacetPanel } from './facet-panel';

interface FilterDrawerProps {
  open: boolean;
  onClose(): void;
  facets: ListingFacetsData;
  query: ListingQuery;
  totalItems: number | null;
  onChange(query: ListingQuery): void;
}

/**
 * The facets below desktop width, in a sheet from the side, loaded on first use. Each change
 * applies at once (the results behind update), and the footer says how many products the
 * choice gives before the shopper closes it.
 */
export function FilterDrawer({ open, onClose, facets, query, totalItems, onChange }: FilterDrawerProps) {
  const { t } = useTranslation('listing');
  return (
    <ModalFrame open={open} onClose={onClose} variant="drawer-end" title={t('filters.title')} closeLabel={t('filters.close')}>
      <div className="flex-1 overflow-y-auto overscroll-contain px-4">
        <FacetPanel facets={facets} query={query} onChange={onChange} idPrefix="drawer" />
      </div>
      <div className="flex shrink-0 items-center gap-3 border-t border-line px-4 py-3">
        {hasActiveFilters(query.filters) ? (
          <button type="button" onClick={() => onChange(clearFilters(query))} className="btn-secondary min-h-11 px-4 text-sm">
            {t('filters.clearAll')}
          </button>
        ) : null}
        <button type="button" onClick={onClose} className="btn-primary min-h-11 flex-1 text-sm">
          {totalItems === null ? t('filters.title') : t('filters.showResults', { count: totalItems })}
        </button>
      </div>
    </ModalFrame>
  );
}
