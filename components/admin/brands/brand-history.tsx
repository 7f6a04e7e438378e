import { useTranslation } from '@/components/i18n/use-translation';
import type { AdminBrandDetail } from '@/services/admin-brands-service';
import { useAdminFormatters } from './use-admin-formatters';

/** What happened to the brand, newest first; operators' decisions marked as such. */
export function BrandHistory({ history }: { history: AdminBrandDetail['history'] }) {
  const { t } = useTranslation('admin-brands');
  const { moment } = useAdminFormatters();
  return (
    <section aria-labelledby="brand-history-title" className="rounded-xl border border-sand-200 bg-white p-5">
      <h2 id="brand-history-title" className="text-lg font-semibold text-sand-900">
        {t('history.title')}
      </h2>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-sand-700">{t('history.empty')}</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {history.map((event, index) => (
            <li key={`${event.at}-${index}`} className="border-l-2 border-sand-200 pl-3">
              <p className="font-medium text-sand-900">
                {t(`history.kinds.${event.kind}`, { defaultValue: event.kind })}
                {event.by_operator && <span className="ml-2 text-xs font-semibold tracking-wide text-sand-600 uppercase">{t('history.byOperator')}</span>}
              </p>
              <p className="text-sm text-sand-600">
                <time dateTime={event.at}>{moment(event.at)}</time>
              </p>
              {event.note && <p className="mt-1 text-sm whitespace-pre-line text-sand-800">{event.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
