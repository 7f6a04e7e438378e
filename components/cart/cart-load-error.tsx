import { useTranslation } from '@/components/i18n/use-translation';

export function CartLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('cart');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <p className="text-sm text-ink">{t('errors.loadFailed')}</p>
      <button type="button" onClick={onRetry} className="btn-secondary text-sm">
        {t('errors.retry')}
      </button>
    </div>
  );
}
