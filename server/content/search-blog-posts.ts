import type { BlogPostPage } from '@/lib/contracts/content/content-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { contentLanguageOf } from './content-languages';
import { listPostSummaries } from './repository-blog';
import { searchPostIds } from './repository-blog-search';
import { toPostSummary } from './to-post-summary';

export const BLOG_SEARCH_LIMIT = 24;

/**
 * Full-text search over the posts written in the locale's language (PostgreSQL text search with
 * that language's stemming, as product search): a French word finds French posts only.
 */
export async function searchBlogPosts(input: { locale: Locale; words: string; now?: Date }): Promise<BlogPostPage> {
  const db = getDb();
  const language = contentLanguageOf(languageOfLocale(input.locale));
  const now = input.now ?? new Date();
  const words = input.words.trim().slice(0, 100);
  if (!words) return { posts: [], page: 1, pageCount: 0, total: 0 };
  const ids = await searchPostIds(db, { language, words, now, limit: BLOG_SEARCH_LIMIT });
  if (ids.length === 0) return { posts: [], page: 1, pageCount: 0, total: 0 };
  const rows = await listPostSummaries(db, { language, now, filter: { postIds: ids }, limit: ids.length });
  const rank = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return { posts: rows.map((row) => toPostSummary(row, language)), page: 1, pageCount: 1, total: rows.length };
}
