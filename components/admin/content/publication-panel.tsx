import { useId, useState } from 'react';
import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { FIELD_INPUT, fieldBorder } from '@/components/account/text-field';
import type { EditorItem, EditorLanguage } from '@/lib/contracts/content/editor-schemas';
import { LANGUAGE_TO_LOCALE } from '@/lib/i18n/locales';
import { formatEditorDate, toLocalInputValue } from './editor-dates';

interface Props {
  item: EditorItem | null;
  language: EditorLanguage;
  dirty: boolean;
  busy: boolean;
  onSave(): void;
  onPublish(at?: string): void;
  onUnpublish(): void;
}

/** State line and actions: save, preview, publish now or at a time, unpublish. */
export function PublicationPanel({ item, language, dirty, busy, onSave, onPublish, onUnpublish }: Props) {
  const { t } = useTranslation('admin-content');
  const { locale } = useRouter();
  const id = useId();
  const [at, setAt] = useState(toLocalInputValue(item?.publishAt ?? null));
  const [atError, setAtError] = useState<string>();
  const schedule = () => {
    const time = at ? new Date(at) : null;
    if (!time || Number.isNaN(time.getTime()) || time.getTime() <= Date.now()) {
      setAtError(t('actions.scheduleMissing'));
      return;
    }
    setAtError(undefined);
    onPublish(time.toISOString());
  };
  const livePath = item?.livePaths[language];
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-sand-200 bg-white p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-sand-900">
        {t('actions.label')}
      </h2>
      {item ? (
        <div className="mt-2 flex flex-col gap-1 text-sm text-sand-800">
          {item.state === 'published' && item.publishedAt ? <p>{t('status.published', { date: formatEditorDate(item.publishedAt, locale) })}</p> : null}
          {item.state === 'draft' ? <p>{t('status.draft')}</p> : null}
          {item.publishAt ? <p className="font-medium text-amber-900">{t('status.scheduled', { date: formatEditorDate(item.publishAt, locale) })}</p> : null}
          {item.hasDraft && item.state === 'published' ? <p>{t('status.hasDraft')}</p> : null}
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-secondary min-h-12 text-sm" onClick={onSave} disabled={busy}>
          {item ? t('actions.save') : t('actions.create')}
        </button>
        {item ? (
          <button type="button" className="btn-primary min-h-12 text-sm" onClick={() => onPublish()} disabled={busy || dirty} aria-describedby={dirty ? `${id}-dirty` : undefined}>
            {t('actions.publishNow')}
          </button>
        ) : null}
      </div>
      {item && dirty ? (
        <p id={`${id}-dirty`} className="mt-2 text-sm text-sand-700">
          {t('actions.saveFirst')}
        </p>
      ) : null}
      {item ? (
        <>
          <div className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <div>
              <label htmlFor={`${id}-at`} className="mb-1.5 block text-sm font-medium text-sand-900">
                {t('actions.scheduleAt')}
              </label>
              <input
                id={`${id}-at`}
                type="datetime-local"
                value={at}
                onChange={(event) => setAt(event.target.value)}
                aria-invalid={atError ? true : undefined}
                aria-describedby={atError ? `${id}-at-error` : undefined}
                className={`${FIELD_INPUT} ${fieldBorder(Boolean(atError))}`}
              />
            </div>
            <button type="button" className="btn-secondary min-h-12 text-sm" onClick={schedule} disabled={busy || dirty}>
              {t('actions.schedule')}
            </button>
          </div>
          {atError ? (
            <p id={`${id}-at-error`} className="mt-1.5 text-sm font-medium text-danger-600">
              {atError}
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3 border-t border-sand-100 pt-4 text-sm">
            <Link href={`/admin/content/${item.kind}/${item.id}/preview?language=${language}`} className="font-medium text-accent-700 underline underline-offset-4">
              {t('editor.openPreview')}
            </Link>
            {livePath ? (
              <Link href={livePath} locale={LANGUAGE_TO_LOCALE[language]} className="font-medium text-accent-700 underline underline-offset-4">
                {t('editor.viewLive')}
              </Link>
            ) : null}
            {item.state !== 'draft' || item.publishAt ? (
              <button
                type="button"
                className="ml-auto min-h-11 rounded-md px-3 font-medium text-danger-600 underline underline-offset-4"
                disabled={busy}
                onClick={() => {
                  if (window.confirm(t('actions.confirmUnpublish'))) onUnpublish();
                }}
              >
                {t('actions.unpublish')}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
