import { sql } from 'drizzle-orm';
import type { TocEntry } from '@/server/db/schema/content/blog';
import type { HelpFaqItem } from '@/server/db/schema/content/help';
import type { ContentLanguage } from './content-languages';
import { contentDocumentSql } from './repository-search-sql';

/* The translation rows of a post and an article with their search documents: written by the
 * content import (seed) and by the editor's publish, so both index the same way. */

export interface PostTranslationRow {
  language: ContentLanguage;
  slug: string;
  title: string;
  description: string;
  coverAlt: string;
  markdown: string;
  html: string;
  toc: TocEntry[];
  readingMinutes: number;
  /** Plain text of the body, for the search document. */
  text: string;
}

export interface ArticleTranslationRow {
  language: ContentLanguage;
  title: string;
  summary: string;
  markdown: string;
  html: string;
  faq: HelpFaqItem[];
  text: string;
}

export function postTranslationValues(postId: number, translation: PostTranslationRow) {
  return {
    postId,
    language: translation.language,
    slug: translation.slug,
    title: translation.title,
    description: translation.description,
    coverAlt: translation.coverAlt,
    markdown: translation.markdown,
    html: translation.html,
    toc: translation.toc,
    readingMinutes: translation.readingMinutes,
    document: contentDocumentSql(translation.language, translation.title, translation.description, translation.text),
  };
}

export function articleTranslationValues(articleId: number, translation: ArticleTranslationRow) {
  return {
    articleId,
    language: translation.language,
    title: translation.title,
    summary: translation.summary,
    markdown: translation.markdown,
    html: translation.html,
    faq: translation.faq,
    document: contentDocumentSql(translation.language, translation.title, translation.summary, translation.text),
    titleText: sql`search_fold(${translation.title})`,
  };
}
