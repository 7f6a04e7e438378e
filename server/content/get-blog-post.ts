import type { BlogPostDetail } from '@/lib/contracts/content/content-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { contentLanguageOf } from './content-languages';
import { pickText } from './localized-text';
import { findPostBySlug, listRelatedPostSummaries, listTagsOfPost } from './repository-blog';
import { toPostSummary } from './to-post-summary';

export const RELATED_POSTS_LIMIT = 3;

/** A published post in the locale's language, or null (unknown slug, draft, scheduled). */
export async function getBlogPost(input: { locale: Locale; slug: string; now?: Date }): Promise<BlogPostDetail | null> {
  const db = getDb();
  const language = contentLanguageOf(languageOfLocale(input.locale));
  const now = input.now ?? new Date();
  const row = await findPostBySlug(db, { language, slug: input.slug, now });
  if (!row) return null;
  const [tags, related] = await Promise.all([
    listTagsOfPost(db, row.id),
    listRelatedPostSummaries(db, { language, now, postId: row.id, categoryId: row.categoryId, limit: RELATED_POSTS_LIMIT }),
  ]);
  const summary = toPostSummary(row, language);
  return {
    ...summary,
    updatedAt: row.updatedAt.toISOString(),
    html: row.html,
    toc: row.toc.map((entry) => ({ id: entry.id, text: entry.text })),
    author: { ...summary.author, role: pickText(row.authorRole, language), bio: pickText(row.authorBio, language) },
    tags: tags.map((tag) => ({ slug: tag.slug, name: pickText(tag.name, language) })),
    productCodes: row.productCodes,
    related: related.map((post) => toPostSummary(post, language)),
  };
}
