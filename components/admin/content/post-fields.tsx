import { useId } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { FIELD_INPUT, fieldBorder, TextField } from '@/components/account/text-field';
import type { EditorLanguage, EditorOptions, PostDraft } from '@/lib/contracts/content/editor-schemas';
import { CoverField } from './cover-field';
import { MarkdownField } from './markdown-field';

const SELECT = `${FIELD_INPUT} ${fieldBorder(false)}`;

interface Props {
  draft: PostDraft;
  language: EditorLanguage;
  options: EditorOptions;
  onChange(next: PostDraft): void;
}

/** What a post shares across languages: author, category, tags, products, cover. */
export function PostSharedFields({ draft, language, options, onChange }: Props) {
  const { t } = useTranslation('admin-content');
  const id = useId();
  const toggleTag = (slug: string, on: boolean) => onChange({ ...draft, tagSlugs: on ? [...draft.tagSlugs, slug] : draft.tagSlugs.filter((tag) => tag !== slug) });
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div>
        <label htmlFor={`${id}-author`} className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('fields.author')}
        </label>
        <select id={`${id}-author`} value={draft.authorSlug} onChange={(event) => onChange({ ...draft, authorSlug: event.target.value })} className={SELECT}>
          {options.authors.map((author) => (
            <option key={author.slug} value={author.slug}>
              {author.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-category`} className="mb-1.5 block text-sm font-medium text-sand-900">
          {t('fields.category')}
        </label>
        <select id={`${id}-category`} value={draft.categorySlug} onChange={(event) => onChange({ ...draft, categorySlug: event.target.value })} className={SELECT}>
          {options.categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="md:col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-sand-900">{t('fields.tags')}</legend>
        <div className="flex flex-wrap gap-2">
          {options.tags.map((tag) => (
            <label key={tag.slug} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-300 px-3 text-sm text-sand-800">
              <input type="checkbox" checked={draft.tagSlugs.includes(tag.slug)} onChange={(event) => toggleTag(tag.slug, event.target.checked)} className="size-4 accent-accent-600" />
              {tag.name}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('fields.products')}
        hint={t('fields.productsHint')}
        value={draft.productCodes.join(', ')}
        onChange={(event) => onChange({ ...draft, productCodes: event.target.value.split(/[\s,]+/).filter(Boolean) })}
      />
      <label className="inline-flex min-h-11 items-center gap-3 self-end text-sm text-sand-900">
        <input type="checkbox" checked={draft.featured} onChange={(event) => onChange({ ...draft, featured: event.target.checked })} className="size-4 accent-accent-600" />
        {t('fields.featured')}
      </label>
      <div className="md:col-span-2">
        <CoverField coverKey={draft.coverKey} alt={draft.translations[language].coverAlt} onUploaded={(coverKey) => onChange({ ...draft, coverKey })} />
      </div>
    </div>
  );
}

/** The texts of a post in one language. */
export function PostLanguageFields({ draft, language, onChange }: Omit<Props, 'options'>) {
  const { t } = useTranslation('admin-content');
  const text = draft.translations[language];
  const set = (field: keyof typeof text, value: string) => onChange({ ...draft, translations: { ...draft.translations, [language]: { ...text, [field]: value } } });
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={t('fields.title')} value={text.title} maxLength={200} onChange={(event) => set('title', event.target.value)} />
        <TextField label={t('fields.slug')} hint={t('fields.slugHint')} value={text.slug} maxLength={150} onChange={(event) => set('slug', event.target.value)} />
        <TextField label={t('fields.excerpt')} hint={t('fields.excerptHint')} value={text.description} maxLength={400} onChange={(event) => set('description', event.target.value)} />
        <TextField label={t('fields.coverAlt')} hint={t('fields.coverAltHint')} value={text.coverAlt} maxLength={300} onChange={(event) => set('coverAlt', event.target.value)} />
      </div>
      <MarkdownField value={text.markdown} languageName={t(`languages.${language}`)} onChange={(value) => set('markdown', value)} />
    </div>
  );
}
