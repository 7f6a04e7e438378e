import { useTranslation } from '@/components/i18n/use-translation';

/** Previous / next buttons of a history list, with the page number read out. */
export function Pager({ page, total, limit, onPage, label }: { page: number; total: number; limit: number; onPage: (page: number) => void; label: string }) {
  const { t } = useTranslation('credit');
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 text-sm">
      <button type="button" className="btn-secondary min-h-11" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <span aria-live="polite">{t('pageOf', { page, pages })}</span>
      <button type="button" className="btn-secondary min-h-11" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}
