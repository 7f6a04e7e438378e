import { formatCalendarDate } from '@/lib/format/format-relative-date';
import { dateFnsLocaleOf } from '@/lib/format/date-fns-locale';
import type { BlogCard } from '@/lib/content/blog-view';
import type { BlogPostSummary } from '@/lib/contracts/content/content-schemas';

/*
 * Spec §5's "MMM dd, yyyy" in the page's language, written on the server: a pre-rendered page
 * cannot keep a relative "3 days ago" true, and formatting here keeps date-fns out of the
 * browser's bundle. UTC, so every server writes the same day.
 */
export function contentDateLabel(iso: string, locale: string): string {
  return formatCalendarDate(iso, { locale: dateFnsLocaleOf(locale), timeZone: 'UTC' });
}

export function toBlogCards(posts: readonly BlogPostSummary[], locale: string): BlogCard[] {
  return posts.map((post) => ({ ...post, publishedLabel: contentDateLabel(post.publishedAt, locale) }));
}
