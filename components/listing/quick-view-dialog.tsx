import { useTranslation } from '@/components/i18n/use-translation';
import { ModalFrame } from '@/components/common/modal-frame';
import type { ListingItemData } from '@/lib/catalog/listing-types';
import { useQuickViewListing } from '@/services/listing-hooks';
import { QuickViewContent } from './quick-view-content';
import { LIST_PRODUCTS_PATH } from './use-listing-results';

interface QuickViewDialogProps {
  code: string;
  /** The card's data when the product is on screen: the popup opens with it at once. */
  item: ListingItemData | undefined;
  onClose(): void;
}

/**
 * The quick-view popup: a focus-trapped dialog (Escape and the backdrop close it) with the
 * product's quick-view feature section, price, variant choice and add to cart. Its data comes
 * from the list API (include=quick_view), which gives none for pods: then nothing opens.
 */
export function QuickViewDialog({ code, item, onClose }: QuickViewDialogProps) {
  const { t } = useTranslation('listing');
  const { data, error, mutate } = useQuickViewListing([LIST_PRODUCTS_PATH, { product_codes: [code], include: ['quick_view'] }]);
  const loaded = data?.items.find((candidate) => candidate.code === code);
  if (data && (!loaded || !loaded.quickViewEnabled || !loaded.quickView)) return null;
  if (!data && !error && !item) return null;

  return (
    <ModalFrame
      open
      onClose={onClose}
      variant="sheet"
      closeLabel={t('quickView.close')}
      busy={!loaded}
      panelLabel={loaded?.quickView ? undefined : (item?.name ?? t('quickView.loading'))}
    >
      {loaded?.quickView ? (
        <QuickViewContent item={loaded} quickView={loaded.quickView} />
      ) : error ? (
        <div role="alert" className="flex flex-col items-center gap-4 px-6 py-16 text-center">
          <p className="text-ink">{t('quickView.error')}</p>
          <button type="button" onClick={() => void mutate()} className="btn-secondary">
            {t('quickView.retry')}
          </button>
        </div>
      ) : (
        <QuickViewSkeleton label={t('quickView.loading')} />
      )}
    </ModalFrame>
  );
}

function QuickViewSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-6 p-5 md:grid-cols-2 md:p-8">
      <p className="sr-only" role="status">
        {label}
      </p>
      <div aria-hidden="true" className="aspect-square animate-pulse rounded-2xl bg-canvas" />
      <div aria-hidden="true" className="flex flex-col gap-3 pt-2">
        <div className="h-7 w-4/5 animate-pulse rounded bg-canvas" />
        <div className="h-5 w-1/3 animate-pulse rounded bg-canvas" />
        <div className="h-8 w-1/4 animate-pulse rounded bg-canvas" />
        <div className="mt-4 h-24 animate-pulse rounded-xl bg-canvas" />
        <div className="mt-4 h-12 animate-pulse rounded-full bg-canvas" />
      </div>
    </div>
  );
}
