import type { BlogPostDetail, BlogPostSummary, BlogTerm } from '@/lib/contracts/content/content-schemas';
import type { ListingItem } from '@/lib/contracts/catalog/listing-schemas';

/* What the blog's pages receive as props: the API's shapes plus dates already written out in the
 * page's language on the server (so no date library travels to the browser). */

export type BlogCard = BlogPostSummary & { publishedLabel: string };

export type BlogListKind = 'index' | 'category' | 'tag' | 'search';

export interface BlogListPageData {
  kind: BlogListKind;
  /** The page's path without locale prefix (canonical, breadcrumbs, paging links). */
  path: string;
  /** Category or tag name, or the searched words. */
  title: string | null;
  description: string | null;
  posts: BlogCard[];
  page: number;
  pageCount: number;
  total: number;
  categories: BlogTerm[];
}

export interface BlogPostPageData {
  post: Omit<BlogPostDetail, 'related'> & { publishedLabel: string; updatedLabel: string };
  related: BlogCard[];
  /** The products the post mentions, as the catalog has them now (price, stock). */
  products: ListingItem[];
}

export const BLOG_ROOT = '/ourblog';

export function blogPostPath(slug: string): string {
  return `${BLOG_ROOT}/${slug}`;
}

export function blogListPagePath(page: number): string {
  return page <= 1 ? BLOG_ROOT : `${BLOG_ROOT}/page/${page}`;
}

export function blogSearchPath(words: string): string {
  return `${BLOG_ROOT}/search/${encodeURIComponent(words.trim())}`;
}
