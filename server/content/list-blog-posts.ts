import type { BlogPostPage } from '@/lib/contracts/content/content-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { contentLanguageOf } from './content-languages';
import { countPosts, listPostSummaries, type PostFilter } from './repository-blog';
import { toPostSummary } from './to-post-summary';

/** Posts on a page of the blog's list; a category or tag list shows all of its posts on one page. */
export const BLOG_PAGE_SIZE = 12;

export interface ListBlogPostsInput {
  locale: Locale;
  page?: number;
  categorySlug?: string;
  tagSlug?: string;
  pageSize?: number;
  now?: Date;
}

/** Published posts in the locale's language: the featured post first, then the newest. */
export async function listBlogPosts(input: ListBlogPostsInput): Promise<BlogPostPage> {
  const db = getDb();
  const language = contentLanguageOf(languageOfLocale(input.locale));
  const now = input.now ?? new Date();
  const filter: PostFilter = { categorySlug: input.categorySlug, tagSlug: input.tagSlug };
  const pageSize = input.pageSize ?? BLOG_PAGE_SIZE;
  const page = Math.max(1, input.page ?? 1);
  const [rows, total] = await Promise.all([
    listPostSummaries(db, { language, now, filter, limit: pageSize, offset: (page - 1) * pageSize }),
    countPosts(db, { language, now, filter }),
  ]);
  return { posts: rows.map((row) => toPostSummary(row, language)), page, pageCount: Math.ceil(total / pageSize), total };
}
