import { useTranslation } from '@/components/i18n/use-translation';

export function ListingError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('listing');
  return (
    <div role="alert" className="flex flex-col items-center rounded-3xl bg-danger-50 px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-ink">{t('error.title')}</h2>
      <p className="mt-2 text-ink-muted">{t('error.body')}</p>
      <button type="button" onClick={onRetry} className="btn-secondary mt-5">
        {t('error.retry')}
      </button>
    </div>
  );
}
