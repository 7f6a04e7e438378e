import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from '@/components/i18n/use-translation';
import X from 'lucide-react/icons/x';
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
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-sand-900/30" />
      <DialogPanel className="fixed inset-y-0 end-0 flex w-[min(24rem,92vw)] animate-fade-in flex-col bg-white shadow-raised">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4">
          <DialogTitle className="text-lg font-semibold text-ink">{t('filters.title')}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('filters.close')}
            className="flex size-10 items-center justify-center rounded-full text-sand-700 hover:bg-sand-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
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
      </DialogPanel>
    </Dialog>
  );
}
