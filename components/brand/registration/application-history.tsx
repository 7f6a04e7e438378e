import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

const KNOWN = new Set(['created', 'submitted', 'changes_requested', 'approved', 'rejected', 'suspended', 'reinstated']);

/** What happened to the application, oldest first, with the operator's notes. */
export function ApplicationHistory({ events }: { events: { kind: string; note: string; at: string }[] }) {
  const { t } = useTranslation('brand-registration');
  const { locale = DEFAULT_LOCALE } = useRouter();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="text-xl font-semibold text-sand-900">
        {t('history.title')}
      </h2>
      <ol className="mt-3 space-y-3 border-s border-sand-300 ps-4">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="text-sm">
            <p className="font-medium text-sand-900">{t(`history.${KNOWN.has(event.kind) ? event.kind : 'other'}`)}</p>
            <p className="text-sand-600">
              <time dateTime={event.at}>{format.format(new Date(event.at))}</time>
            </p>
            {event.note && <p className="mt-1 whitespace-pre-line text-sand-800">{event.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
