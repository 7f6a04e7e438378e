import { faqEntries } from '@/lib/content/faq-entries';
import { readingMinutes } from '@/lib/content/reading-time';
import { renderMarkdown } from '@/lib/content/render-markdown';
import {
  articleDraftSchema,
  EDITOR_LANGUAGES,
  postDraftSchema,
  type ArticleDraft,
  type ArticleTranslationDraft,
  type PostDraft,
  type PostTranslationDraft,
} from '@/lib/contracts/content/editor-schemas';
import { AppError } from '@/server/http/app-error';
import type { LiveArticle, LivePost } from './repository-editor';
import type { LiveArticleTranslation, LivePostTranslation } from './repository-publish';

/* The editable state of a post or article (a draft document) and what publishing makes of it. */

const emptyPostText: PostTranslationDraft = { slug: '', title: '', description: '', coverAlt: '', markdown: '' };
const emptyArticleText: ArticleTranslationDraft = { title: '', summary: '', markdown: '' };

export function postDraftOfLive(live: LivePost): PostDraft {
  const text = (language: string): PostTranslationDraft => {
    const row = live.translations.find((translation) => translation.language === language);
    return row ? { slug: row.slug, title: row.title, description: row.description, coverAlt: row.coverAlt, markdown: row.markdown } : emptyPostText;
  };
  return {
    authorSlug: live.authorSlug,
    categorySlug: live.categorySlug,
    tagSlugs: live.tagSlugs,
    productCodes: live.productCodes,
    coverKey: live.coverKey === '' ? null : live.coverKey,
    featured: live.featured,
    translations: { en: text('en'), fr: text('fr'), de: text('de') },
  };
}

export function articleDraftOfLive(live: LiveArticle): ArticleDraft {
  const text = (language: string): ArticleTranslationDraft => {
    const row = live.translations.find((translation) => translation.language === language);
    return row ? { title: row.title, summary: row.summary, markdown: row.markdown } : emptyArticleText;
  };
  return {
    sectionSlug: live.sectionSlug,
    slug: live.slug,
    position: live.position,
    isFaq: live.isFaq,
    related: live.related,
    translations: { en: text('en'), fr: text('fr'), de: text('de') },
  };
}

/** A stored draft, read back through its schema (a draft written by an older editor is refused, not trusted). */
export function parsePostDraft(document: unknown): PostDraft {
  const parsed = postDraftSchema.safeParse(document);
  if (!parsed.success) throw new AppError('CONFLICT', 'The stored draft of this post cannot be read any more; save it again.');
  return parsed.data;
}

export function parseArticleDraft(document: unknown): ArticleDraft {
  const parsed = articleDraftSchema.safeParse(document);
  if (!parsed.success) throw new AppError('CONFLICT', 'The stored draft of this article cannot be read any more; save it again.');
  return parsed.data;
}

/** The fields that differ, as "fr.title", "tagSlugs", ...: what the history shows. */
export function changedFields(before: PostDraft | ArticleDraft | null, after: PostDraft | ArticleDraft): string[] {
  const changed: string[] = [];
  const old = (before ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(after)) {
    if (key === 'translations') {
      const oldTexts = (old.translations ?? {}) as Record<string, Record<string, unknown> | undefined>;
      for (const [language, text] of Object.entries(value as Record<string, Record<string, unknown>>)) {
        for (const [field, fieldValue] of Object.entries(text)) {
          if (JSON.stringify(oldTexts[language]?.[field] ?? '') !== JSON.stringify(fieldValue)) changed.push(`${language}.${field}`);
        }
      }
    } else if (JSON.stringify(old[key]) !== JSON.stringify(value)) {
      changed.push(key);
    }
  }
  return changed;
}

function requireText(issues: { path: string; message: string }[], path: string, value: string, label: string) {
  if (value.trim() === '') issues.push({ path, message: `${label} is missing.` });
}

function refuseIncomplete(issues: { path: string; message: string }[], what: string): void {
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', `The ${what} cannot be published yet: ${issues.map((issue) => issue.message).join(' ')}`, { issues });
}

/** Every language complete and a cover: the live rows a post publishes, rendered by the public renderer. */
export function renderPostForPublication(draft: PostDraft): { coverKey: string; translations: LivePostTranslation[] } {
  const issues: { path: string; message: string }[] = [];
  if (!draft.coverKey) issues.push({ path: 'coverKey', message: 'A published post needs a cover picture.' });
  for (const language of EDITOR_LANGUAGES) {
    const text = draft.translations[language];
    const name = language.toUpperCase();
    requireText(issues, `translations.${language}.slug`, text.slug, `The ${name} slug`);
    requireText(issues, `translations.${language}.title`, text.title, `The ${name} title`);
    requireText(issues, `translations.${language}.description`, text.description, `The ${name} excerpt`);
    requireText(issues, `translations.${language}.coverAlt`, text.coverAlt, `The ${name} cover description`);
    requireText(issues, `translations.${language}.markdown`, text.markdown, `The ${name} text`);
  }
  refuseIncomplete(issues, 'post');
  return {
    coverKey: draft.coverKey!,
    translations: EDITOR_LANGUAGES.map((language) => {
      const text = draft.translations[language];
      const rendered = renderMarkdown(text.markdown);
      return {
        language,
        slug: text.slug,
        title: text.title,
        description: text.description,
        coverAlt: text.coverAlt,
        markdown: text.markdown,
        html: rendered.html,
        toc: rendered.headings.filter((heading) => heading.level === 2),
        readingMinutes: readingMinutes(rendered.text),
        text: rendered.text,
      };
    }),
  };
}

export function renderArticleForPublication(draft: ArticleDraft): LiveArticleTranslation[] {
  const issues: { path: string; message: string }[] = [];
  for (const language of EDITOR_LANGUAGES) {
    const text = draft.translations[language];
    const name = language.toUpperCase();
    requireText(issues, `translations.${language}.title`, text.title, `The ${name} title`);
    requireText(issues, `translations.${language}.summary`, text.summary, `The ${name} summary`);
    requireText(issues, `translations.${language}.markdown`, text.markdown, `The ${name} text`);
  }
  refuseIncomplete(issues, 'article');
  return EDITOR_LANGUAGES.map((language) => {
    const text = draft.translations[language];
    const rendered = renderMarkdown(text.markdown);
    return { language, title: text.title, summary: text.summary, markdown: text.markdown, html: rendered.html, text: rendered.text, faq: draft.isFaq ? faqEntries(text.markdown) : [] };
  });
}
