import type { BlogPostSummary } from '@/lib/contracts/content/content-schemas';
import type { ContentLanguage } from './content-languages';
import { pickText } from './localized-text';
import type { PostSummaryRow } from './repository-blog';

export function toPostSummary(row: PostSummaryRow, language: ContentLanguage): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    publishedAt: row.publishedAt.toISOString(),
    readingMinutes: row.readingMinutes,
    coverKey: row.coverKey,
    coverAlt: row.coverAlt,
    category: { slug: row.categorySlug, name: pickText(row.categoryName, language) },
    author: { slug: row.authorSlug, name: row.authorName },
  };
}
