import { useTranslation } from '@/components/i18n/use-translation';
import { useAppSelector } from '@/store/hooks';
import { selectLoading } from '@/store/slices/ui-state';

/**
 * The full-screen overlay of spec §2, shown while something blocks the whole page (placing an
 * order, signing in). It sits above everything and absorbs clicks; the message, when given,
 * tells the shopper what is happening.
 */
export function LoadingOverlay() {
  const { t } = useTranslation('common');
  const { visible, message } = useAppSelector(selectLoading);
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      className="fixed inset-0 z-[60] flex animate-fade-in flex-col items-center justify-center gap-4 bg-white/80 px-6 text-center backdrop-blur-sm"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-accent-100 border-t-accent-600"
      />
      <p className="max-w-sm text-base font-medium text-sand-900">{message ?? t('loading.default')}</p>
    </div>
  );
}
