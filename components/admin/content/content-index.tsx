import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { FIELD_INPUT, fieldBorder } from '@/components/account/text-field';
import { CONTENT_STATES, EDITOR_KINDS, EDITOR_LANGUAGES, type ContentListQuery, type ContentState, type EditorKind, type EditorLanguage } from '@/lib/contracts/content/editor-schemas';
import { useContentItems } from '@/services/admin-content-hooks';
import { formatEditorDate } from './editor-dates';

const SELECT = `${FIELD_INPUT} ${fieldBorder(false)}`;

function Filters({ query, onChange }: { query: ContentListQuery; onChange(next: ContentListQuery): void }) {
  const { t } = useTranslation('admin-content');
  const id = useId();
  const [text, setText] = useState(query.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...query, q: text.trim() || undefined });
  };
  return (
    <form role="search" aria-label={t('filters.label')} onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_10rem_12rem_auto] lg:items-end">
      <div>
        <label htmlFor={`${id}-q`} className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('filters.searchLabel')}
        </label>
        <input id={`${id}-q`} type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} placeholder={t('filters.searchPlaceholder')} className={SELECT} />
      </div>
      <div>
        <label htmlFor={`${id}-kind`} className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('filters.kind')}
        </label>
        <select id={`${id}-kind`} value={query.kind ?? ''} onChange={(event) => onChange({ ...query, kind: (event.target.value || undefined) as EditorKind | undefined })} className={SELECT}>
          <option value="">{t('filters.kindAll')}</option>
          {EDITOR_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-state`} className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('filters.state')}
        </label>
        <select id={`${id}-state`} value={query.state ?? ''} onChange={(event) => onChange({ ...query, state: (event.target.value || undefined) as ContentState | undefined })} className={SELECT}>
          <option value="">{t('filters.stateAll')}</option>
          {CONTENT_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-language`} className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('filters.language')}
        </label>
        <select id={`${id}-language`} value={query.language ?? ''} onChange={(event) => onChange({ ...query, language: (event.target.value || undefined) as EditorLanguage | undefined })} className={SELECT}>
          <option value="">{t('filters.languageAll')}</option>
          {EDITOR_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary min-h-12 text-sm">
        {t('filters.apply')}
      </button>
    </form>
  );
}

const STATE_STYLE: Record<ContentState, string> = {
  draft: 'bg-sand-100 text-sand-800',
  scheduled: 'bg-amber-50 text-amber-900',
  published: 'bg-emerald-50 text-emerald-900',
};

/** /admin/content: every post and help article with its state; the editors and the landing pages from here. */
export function ContentIndex() {
  const { t } = useTranslation('admin-content');
  const { locale } = useRouter();
  const [query, setQuery] = useState<ContentListQuery>({});
  const { data, error } = useContentItems(query);
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose text-sand-700">{t('index.lead')}</p>
      <div className="flex flex-wrap gap-3">
        <Link href="/admin/content/posts/new" className="btn-primary min-h-12 text-sm">
          {t('index.newPost')}
        </Link>
        <Link href="/admin/content/articles/new" className="btn-secondary min-h-12 text-sm">
          {t('index.newArticle')}
        </Link>
        <Link href="/admin/content/landings" className="inline-flex min-h-12 items-center px-2 text-sm font-medium text-accent-700 underline underline-offset-4">
          {t('index.landings')}
        </Link>
      </div>
      <Filters query={query} onChange={setQuery} />
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-danger-600">
          {t('list.failed')}
        </p>
      ) : !data ? (
        <p className="text-sm text-sand-600" aria-busy="true">
          …
        </p>
      ) : data.items.length === 0 ? (
        <p className="text-sand-700">{t('list.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-sand-200 bg-white">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{t('list.caption')}</caption>
            <thead className="border-b border-sand-200 bg-sand-50 text-sand-800">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('list.title')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('list.type')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('list.state')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('list.updated')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={`${item.kind}-${item.id}`} className="border-b border-sand-100 last:border-0">
                  <td className="px-4 py-3">
                    <Link href={`/admin/content/${item.kind}/${item.id}`} className="font-medium text-accent-700 underline-offset-4 hover:underline">
                      {item.title || t('list.untitled')}
                    </Link>
                    {item.hasDraft && item.state !== 'draft' ? <span className="ml-2 text-xs text-sand-700">· {t('list.hasDraft')}</span> : null}
                  </td>
                  <td className="px-4 py-3 text-sand-800">{t(`kinds.${item.kind}`)}</td>
                  <td className="px-4 py-3">
                    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_STYLE[item.state]}`}>{t(`states.${item.state}`)}</span>
                    {item.publishAt ? <span className="mt-1 block text-xs text-sand-700">{t('list.scheduledFor', { date: formatEditorDate(item.publishAt, locale) })}</span> : null}
                  </td>
                  <td className="px-4 py-3 text-sand-800">{formatEditorDate(item.updatedAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data ? <p className="text-sm text-sand-700">{t('list.count', { count: data.items.length })}</p> : null}
    </div>
  );
}
