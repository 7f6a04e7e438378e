import { useId } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { FIELD_INPUT, fieldBorder, TextField } from '@/components/account/text-field';
import type { ArticleDraft, EditorLanguage, EditorOptions } from '@/lib/contracts/content/editor-schemas';
import { MarkdownField } from './markdown-field';

interface Props {
  draft: ArticleDraft;
  language: EditorLanguage;
  options: EditorOptions;
  onChange(next: ArticleDraft): void;
}

/** What an article shares across languages: its section, address, position, FAQ flag and related articles. */
export function ArticleSharedFields({ draft, options, onChange }: Omit<Props, 'language'>) {
  const { t } = useTranslation('admin-content');
  const id = useId();
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div>
        <label htmlFor={`${id}-section`} className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('fields.section')}
        </label>
        <select id={`${id}-section`} value={draft.sectionSlug} onChange={(event) => onChange({ ...draft, sectionSlug: event.target.value })} className={`${FIELD_INPUT} ${fieldBorder(false)}`}>
          {options.sections.map((section) => (
            <option key={section.slug} value={section.slug}>
              {section.name}
            </option>
          ))}
        </select>
      </div>
      <TextField label={t('fields.articleSlug')} hint={t('fields.slugHint')} value={draft.slug} maxLength={150} onChange={(event) => onChange({ ...draft, slug: event.target.value })} />
      <TextField
        label={t('fields.position')}
        type="number"
        min={0}
        max={1000}
        value={String(draft.position)}
        onChange={(event) => onChange({ ...draft, position: Math.max(0, Math.min(1000, Math.trunc(Number(event.target.value) || 0))) })}
      />
      <TextField
        label={t('fields.related')}
        hint={t('fields.relatedHint')}
        value={draft.related.join(', ')}
        onChange={(event) => onChange({ ...draft, related: event.target.value.split(/[\s,]+/).filter(Boolean) })}
      />
      <label className="inline-flex min-h-11 items-center gap-3 text-sm text-sand-900 md:col-span-2">
        <input type="checkbox" checked={draft.isFaq} onChange={(event) => onChange({ ...draft, isFaq: event.target.checked })} className="size-4 accent-accent-600" />
        {t('fields.isFaq')}
      </label>
    </div>
  );
}

export function ArticleLanguageFields({ draft, language, onChange }: Omit<Props, 'options'>) {
  const { t } = useTranslation('admin-content');
  const text = draft.translations[language];
  const set = (field: keyof typeof text, value: string) => onChange({ ...draft, translations: { ...draft.translations, [language]: { ...text, [field]: value } } });
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={t('fields.title')} value={text.title} maxLength={200} onChange={(event) => set('title', event.target.value)} />
        <TextField label={t('fields.summary')} value={text.summary} maxLength={400} onChange={(event) => set('summary', event.target.value)} />
      </div>
      <MarkdownField value={text.markdown} languageName={t(`languages.${language}`)} onChange={(value) => set('markdown', value)} />
    </div>
  );
}
