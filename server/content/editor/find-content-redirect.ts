import { blogPostPath } from '@/lib/content/blog-view';
import { helpArticlePath } from '@/lib/content/help-view';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { contentLanguageOf } from '../content-languages';
import { ARTICLE_PATH_LANGUAGE } from './apply-article-draft';
import { findLiveArticle, findLivePost } from './repository-editor';
import { findEntityOfOldPath } from './repository-publish';

/** Where an old post slug lives now (path without locale), or null: unknown, or the post is not live. */
export async function findPostRedirect(input: { locale: Locale; slug: string; now?: Date }): Promise<string | null> {
  const db = getDb();
  const language = contentLanguageOf(languageOfLocale(input.locale));
  const postId = await findEntityOfOldPath(db, { kind: 'post', language, oldPath: input.slug });
  if (postId === undefined) return null;
  const live = await findLivePost(db, postId);
  const now = input.now ?? new Date();
  if (!live?.publishedAt || live.publishedAt > now) return null;
  const slug = live.translations.find((row) => row.language === language)?.slug;
  return slug && slug !== input.slug ? blogPostPath(slug) : null;
}

/** Where an old help article path lives now, or null. */
export async function findArticleRedirect(input: { sectionSlug: string; slug: string; now?: Date }): Promise<string | null> {
  const db = getDb();
  const oldPath = `${input.sectionSlug}/${input.slug}`;
  const articleId = await findEntityOfOldPath(db, { kind: 'article', language: ARTICLE_PATH_LANGUAGE, oldPath });
  if (articleId === undefined) return null;
  const live = await findLiveArticle(db, articleId);
  const now = input.now ?? new Date();
  if (!live?.publishedAt || live.publishedAt > now) return null;
  const key = `${live.sectionSlug}/${live.slug}`;
  return key !== oldPath ? helpArticlePath(live.sectionSlug, live.slug) : null;
}
