import type { ReactNode } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';

/** A section's data: a skeleton while it loads, an alert with a retry when it failed, else the content. */
export function LoadState<T>({ data, error, retry, children }: { data: T | undefined; error: unknown; retry: () => void; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('credit');
  if (data !== undefined) return <>{children(data)}</>;
  if (error)
    return (
      <div role="alert" className="mt-4 flex flex-col items-start gap-3">
        <p>{t('loadError')}</p>
        <button type="button" className="btn-secondary" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  return <div className="mt-4 h-24 animate-pulse rounded-xl bg-sand-100" aria-hidden="true" />;
}
