import dynamic from 'next/dynamic';
import { useTranslation } from '@/components/i18n/use-translation';
import { useAppSelector } from '@/store/hooks';
import { selectToasts } from '@/store/slices/ui-state';

/* A toast only ever follows something the shopper did: its code loads with the first one. */
const ToastItem = dynamic(() => import('./toast-item').then((module) => module.ToastItem), { ssr: false });

/**
 * Top-centre toasts (spec §2 "Shell"). The live region is always in the page, even when empty:
 * screen readers only announce changes to a region that already existed.
 */
export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useAppSelector(selectToasts);
  return (
    <section
      aria-label={t('toast.region')}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
    >
      <ol className="flex w-full flex-col items-center gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
