import { useDeferredValue, useId, useMemo } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { RenderedMarkdown } from '@/components/content/rendered-markdown';
import { fieldBorder } from '@/components/account/text-field';
import { renderMarkdown } from '@/lib/content/render-markdown';

/**
 * The Markdown of one language beside its live preview, rendered in the browser by the same
 * strict renderer the publication uses (lib/content/render-markdown.ts) and shown with the public
 * pages' prose styles, so what the operator sees is what readers will get.
 */
export function MarkdownField({ value, languageName, onChange }: { value: string; languageName: string; onChange(next: string): void }) {
  const { t } = useTranslation('admin-content');
  const id = useId();
  const deferred = useDeferredValue(value);
  const html = useMemo(() => renderMarkdown(deferred).html, [deferred]);
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <div>
        <label htmlFor={`${id}-md`} className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('fields.markdown')}
        </label>
        <textarea
          id={`${id}-md`}
          value={value}
          rows={22}
          maxLength={60_000}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
          className={`block w-full rounded-md border bg-white px-3.5 py-3 font-mono text-sm leading-6 text-sand-900 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-600 ${fieldBorder(false)}`}
        />
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-sand-600">
          {t('fields.markdownHint')}
        </p>
      </div>
      <section aria-labelledby={`${id}-preview`} className="min-w-0 rounded-xl border border-sand-200 bg-white p-5">
        <h3 id={`${id}-preview`} className="text-sm font-semibold tracking-wide text-sand-700 uppercase">
          {t('editor.livePreview', { language: languageName })}
        </h3>
        {html ? <RenderedMarkdown html={html} className="mt-2" /> : <p className="mt-3 text-sm text-sand-600">{t('editor.previewEmpty')}</p>}
      </section>
    </div>
  );
}
