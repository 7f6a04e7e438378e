import { useState } from 'react';
import { useRouter } from 'next/router';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { EDITOR_LANGUAGES, type ArticleDraft, type EditorItem, type EditorKind, type EditorLanguage, type EditorOptions, type PostDraft } from '@/lib/contracts/content/editor-schemas';
import { useEditorItem, useEditorOptions } from '@/services/admin-content-hooks';
import { ArticleLanguageFields, ArticleSharedFields } from './article-fields';
import { EditorHistory } from './editor-history';
import { PostLanguageFields, PostSharedFields } from './post-fields';
import { PublicationPanel } from './publication-panel';

type Draft = PostDraft | ArticleDraft;

function emptyDraft(kind: EditorKind, options: EditorOptions): Draft {
  if (kind === 'posts') {
    const text = { slug: '', title: '', description: '', coverAlt: '', markdown: '' };
    return { authorSlug: options.authors[0]?.slug ?? '', categorySlug: options.categories[0]?.slug ?? '', tagSlugs: [], productCodes: [], coverKey: null, featured: false, translations: { en: text, fr: text, de: text } };
  }
  const text = { title: '', summary: '', markdown: '' };
  return { sectionSlug: options.sections[0]?.slug ?? '', slug: '', position: 100, isFaq: false, related: [], translations: { en: text, fr: text, de: text } };
}

type Notice = { tone: 'ok' | 'error'; text: string } | null;

/**
 * The editor of one post or help article (or a new one): shared settings, the text per language
 * with its live preview, and the publication panel. The draft is kept here until saved.
 */
export function ContentEditor({ kind, id }: { kind: EditorKind; id: number | null }) {
  const { t } = useTranslation('admin-content');
  const router = useRouter();
  const { data: options } = useEditorOptions('en');
  const { data: loaded, error, mutate } = useEditorItem(kind, id);
  const [edited, setDraft] = useState<Draft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [language, setLanguage] = useState<EditorLanguage>('en');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  // Until the operator types, the form shows the loaded draft (or an empty one for a new item).
  const draft: Draft | null = edited ?? (id === null ? (options ? emptyDraft(kind, options) : null) : loaded ? (loaded.post ?? loaded.article) : null);

  if (error) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-danger-600">
        {t('editor.loadFailed')}
      </p>
    );
  }
  if (!draft || !options) return <p aria-busy="true">…</p>;

  const change = (next: Draft) => {
    setDraft(next);
    setDirty(true);
  };

  const run = async (action: () => Promise<EditorItem | null>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      const item = await action();
      if (item) {
        await mutate(item, { revalidate: false });
        setDraft(item.post ?? item.article);
      }
      setDirty(false);
      setNotice({ tone: 'ok', text: done });
    } catch (failure) {
      setNotice({ tone: 'error', text: failure instanceof Error ? failure.message : t('actions.failed') });
    } finally {
      setBusy(false);
    }
  };

  const api = () => import('@/services/admin-content-service');
  const save = () =>
    run(async () => {
      const service = await api();
      if (id === null) {
        const created = await service.createContentItem(kind, draft);
        await router.replace(`/admin/content/${kind}/${created.id}`);
        return null;
      }
      return service.saveContentDraft(kind, id, draft);
    }, id === null ? t('actions.created') : t('actions.saved'));
  const publish = (at?: string) => run(async () => (await api()).publishContentItem(kind, id!, at), at ? t('actions.scheduled') : t('actions.published'));
  const unpublish = () => run(async () => (await api()).unpublishContentItem(kind, id!), t('actions.unpublished'));

  const languageName = t(`languages.${language}`);
  return (
    <div className="flex flex-col gap-6">
      <Link href="/admin/content" className="self-start text-sm font-medium text-accent-700 underline underline-offset-4">
        ← {t('editor.back')}
      </Link>
      {notice ? (
        <p role={notice.tone === 'error' ? 'alert' : 'status'} className={`rounded-md p-3 text-sm font-medium ${notice.tone === 'error' ? 'bg-red-50 text-danger-600' : 'bg-emerald-50 text-emerald-900'}`}>
          {notice.text}
        </p>
      ) : null}
      <PublicationPanel key={loaded?.publishAt ?? 'none'} item={loaded ?? null} language={language} dirty={dirty} busy={busy} onSave={save} onPublish={publish} onUnpublish={unpublish} />
      <section aria-labelledby="content-shared" className="rounded-xl border border-sand-200 bg-white p-5">
        <h2 id="content-shared" className="mb-4 text-lg font-semibold text-sand-900">
          {t('editor.common')}
        </h2>
        {kind === 'posts' ? (
          <PostSharedFields draft={draft as PostDraft} language={language} options={options} onChange={change} />
        ) : (
          <ArticleSharedFields draft={draft as ArticleDraft} options={options} onChange={change} />
        )}
      </section>
      <section aria-labelledby="content-text" className="rounded-xl border border-sand-200 bg-white p-5">
        <h2 id="content-text" className="text-lg font-semibold text-sand-900">
          {t('editor.text', { language: languageName })}
        </h2>
        <div role="group" aria-label={t('editor.languageTabs')} className="mt-3 mb-5 flex flex-wrap gap-2">
          {EDITOR_LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              aria-pressed={code === language}
              onClick={() => setLanguage(code)}
              className={`min-h-11 rounded-full border px-4 text-sm font-medium ${code === language ? 'border-accent-700 bg-accent-700 text-white' : 'border-sand-300 bg-white text-sand-800'}`}
            >
              {t(`languages.${code}`)}
            </button>
          ))}
        </div>
        {kind === 'posts' ? (
          <PostLanguageFields key={language} draft={draft as PostDraft} language={language} onChange={change} />
        ) : (
          <ArticleLanguageFields key={language} draft={draft as ArticleDraft} language={language} onChange={change} />
        )}
      </section>
      {loaded ? <EditorHistory history={loaded.history} /> : null}
    </div>
  );
}
