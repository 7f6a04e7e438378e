import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import type { EditorItem } from '@/lib/contracts/content/editor-schemas';
import { formatEditorDate } from './editor-dates';

/** Who changed what and when (content_edits), newest first. */
export function EditorHistory({ history }: { history: EditorItem['history'] }) {
  const { t } = useTranslation('admin-content');
  const { locale } = useRouter();
  return (
    <section aria-labelledby="content-history" className="rounded-xl border border-sand-200 bg-white p-5">
      <h2 id="content-history" className="text-lg font-semibold text-sand-900">
        {t('history.title')}
      </h2>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-sand-700">{t('history.empty')}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {history.map((edit, index) => (
            <li key={`${edit.at}-${index}`} className="border-l-2 border-sand-200 pl-3 text-sm">
              <p className="font-medium text-sand-900">
                {t(`history.actions.${edit.action}`, { by: edit.by ?? t('history.scheduler'), defaultValue: edit.action })}
                {edit.scheduledFor ? ` ${t('history.for', { date: formatEditorDate(edit.scheduledFor, locale) })}` : ''}
              </p>
              <p className="text-sand-700">
                <time dateTime={edit.at}>{formatEditorDate(edit.at, locale)}</time>
              </p>
              {edit.changed.length > 0 ? <p className="break-words text-sand-700">{t('history.changed', { fields: edit.changed.join(', ') })}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
