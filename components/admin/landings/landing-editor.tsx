import { useState } from 'react';
import Link from '@/components/common/store-link';
import { useTranslation } from '@/components/i18n/use-translation';
import { LANDING_BLOCK_TYPES, LANDING_LANGUAGES, type LandingBlockInput, type LandingBlockType, type LandingDocument, type LandingLanguage } from '@/lib/content/landing-blocks';
import type { LandingEditorPageData } from '@/services/admin-landings-service';
import { useLandingPage } from '@/services/admin-landings-hooks';
import { ApiError } from '@/services/api-error';
import { issuesOf } from '@/lib/validation/envelope-issues';
import { emptyBlock } from './landing-fields';
import { LandingBlockForm } from './landing-block-form';
import { LandingPreview } from './landing-preview';
import { LandingState } from './landing-state';

const INPUT = 'mt-1 block w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm text-sand-900';
const BUTTON = 'inline-flex min-h-10 items-center rounded-full px-4 py-2 text-sm font-semibold disabled:opacity-50';
const SMALL_BUTTON = 'rounded-full border border-sand-300 px-3 py-1 text-xs font-medium text-sand-800 hover:border-sand-900 disabled:opacity-40';
const service = () => import('@/services/admin-landings-service');

type Action = 'save' | 'publish' | 'unpublish';

function Editor({ page, onSaved }: { page: LandingEditorPageData; onSaved: (page: LandingEditorPageData) => void }) {
  const { t } = useTranslation('admin-landings');
  const [document, setDocument] = useState<LandingDocument>(page.draft);
  const [language, setLanguage] = useState<LandingLanguage>('en');
  const [newType, setNewType] = useState<LandingBlockType>('text');
  const [busy, setBusy] = useState<Action | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string; issues?: string[] } | null>(null);
  const [preview, setPreview] = useState(false);

  const setBlocks = (blocks: LandingBlockInput[]) => setDocument({ ...document, blocks });
  const move = (index: number, by: -1 | 1) => {
    const blocks = [...document.blocks];
    const [block] = blocks.splice(index, 1);
    blocks.splice(index + by, 0, block!);
    setBlocks(blocks);
  };

  const run = async (action: Action) => {
    setBusy(action);
    setMessage(null);
    try {
      const api = await service();
      let next = action === 'unpublish' ? await api.unpublishLanding(page.id) : await api.saveLandingDraft(page.id, document);
      if (action === 'publish') next = await api.publishLanding(page.id);
      onSaved(next);
      setMessage({ kind: 'ok', text: t(`done.${action}`) });
    } catch (error) {
      const issues = error instanceof ApiError ? issuesOf(error.body).map((issue) => `${issue.path.replace(/^body\.document\./, '')}: ${issue.message}`) : [];
      setMessage({ kind: 'error', text: error instanceof ApiError ? error.message : t('failed'), issues });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-6">
      <LandingState page={page} />
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('language')}>
        {LANDING_LANGUAGES.map((code) => (
          <button key={code} type="button" aria-pressed={language === code} onClick={() => setLanguage(code)} className={`${BUTTON} ${language === code ? 'bg-ink text-white' : 'border border-sand-300 text-sand-900'}`}>
            {t(`languages.${code}`)}
          </button>
        ))}
        <button type="button" aria-pressed={preview} onClick={() => setPreview(!preview)} className={`${BUTTON} ml-auto border border-sand-300 text-sand-900`}>
          {preview ? t('actions.edit') : t('actions.preview')}
        </button>
      </div>

      {preview ? (
        <LandingPreview document={document} language={language} />
      ) : (
        <form className="grid gap-6" onSubmit={(event) => event.preventDefault()}>
          <div className="grid gap-4 rounded-2xl border border-sand-200 bg-white p-4">
            <div>
              <label htmlFor={`title-${language}`} className="block text-sm font-medium text-sand-800">
                {t('fields.title')}
              </label>
              <input id={`title-${language}`} className={INPUT} value={document.title[language]} onChange={(event) => setDocument({ ...document, title: { ...document.title, [language]: event.target.value } })} />
            </div>
            <div>
              <label htmlFor={`description-${language}`} className="block text-sm font-medium text-sand-800">
                {t('fields.description')}
              </label>
              <textarea id={`description-${language}`} rows={2} className={INPUT} value={document.description[language]} onChange={(event) => setDocument({ ...document, description: { ...document.description, [language]: event.target.value } })} />
            </div>
          </div>
          {document.blocks.map((block, index) => (
            <fieldset key={index} className="rounded-2xl border border-sand-200 bg-white p-4">
              <legend className="px-1 text-sm font-semibold text-sand-900">{t('blockLegend', { number: index + 1, type: t(`types.${block.type}`) })}</legend>
              <div className="mb-3 flex flex-wrap gap-2">
                <button type="button" className={SMALL_BUTTON} disabled={index === 0} onClick={() => move(index, -1)}>
                  {t('actions.up')}
                </button>
                <button type="button" className={SMALL_BUTTON} disabled={index === document.blocks.length - 1} onClick={() => move(index, 1)}>
                  {t('actions.down')}
                </button>
                <button type="button" className={SMALL_BUTTON} onClick={() => setBlocks(document.blocks.filter((_, at) => at !== index))}>
                  {t('actions.remove')}
                </button>
              </div>
              <LandingBlockForm block={block} index={index} language={language} onChange={(next) => setBlocks(document.blocks.map((current, at) => (at === index ? next : current)))} />
            </fieldset>
          ))}
          <div className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="new-block-type" className="block text-sm font-medium text-sand-800">
                {t('newBlock')}
              </label>
              <select id="new-block-type" className={INPUT} value={newType} onChange={(event) => setNewType(event.target.value as LandingBlockType)}>
                {LANDING_BLOCK_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className={`${BUTTON} border border-sand-300 text-sand-900`} onClick={() => setBlocks([...document.blocks, emptyBlock(newType)])}>
              {t('actions.add')}
            </button>
          </div>
        </form>
      )}

      <div className="sticky bottom-0 flex flex-wrap gap-2 border-t border-sand-200 bg-white py-3">
        <button type="button" disabled={busy !== null} onClick={() => void run('save')} className={`${BUTTON} border border-sand-900 text-sand-900`}>
          {t('actions.save')}
        </button>
        <button type="button" disabled={busy !== null} onClick={() => void run('publish')} className={`${BUTTON} bg-ink text-white`}>
          {t('actions.publish')}
        </button>
        {page.publishedAt && (
          <button type="button" disabled={busy !== null} onClick={() => void run('unpublish')} className={`${BUTTON} text-red-800 underline`}>
            {t('actions.unpublish')}
          </button>
        )}
        {page.publishedAt && (
          <Link href={page.path} className={`${BUTTON} text-sand-900 underline`}>
            {t('actions.view')}
          </Link>
        )}
      </div>
      <div aria-live="polite">
        {message && (
          <div role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'rounded-xl bg-red-50 p-4 text-sm text-red-900' : 'rounded-xl bg-accent-50 p-4 text-sm text-sand-900'}>
            <p>{message.text}</p>
            {message.issues && message.issues.length > 0 && (
              <ul className="mt-2 list-disc pl-5">
                {message.issues.slice(0, 8).map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/** /admin/content/landings/{id}: the page's draft per language, block by block; preview, save, publish. */
export function LandingEditor({ id }: { id: number | null }) {
  const { t } = useTranslation('admin-landings');
  const { data, error, mutate } = useLandingPage(id);
  if (id === null || error) return <p role="alert">{t('notFound')}</p>;
  if (!data) return <p className="text-sand-600">{t('loading')}</p>;
  return <Editor key={data.id} page={data} onSaved={(next) => void mutate(next, { revalidate: false })} />;
}
