import type { HelpArticleDetail } from '@/lib/contracts/content/content-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { contentLanguageOf } from './content-languages';
import { pickText } from './localized-text';
import { findArticle, findArticleIdsByKeys, listArticleSummaries } from './repository-help';

/** A published article in the locale's language with its related articles, or null. */
export async function getHelpArticle(input: { locale: Locale; sectionSlug: string; slug: string; now?: Date }): Promise<HelpArticleDetail | null> {
  const db = getDb();
  const language = contentLanguageOf(languageOfLocale(input.locale));
  const now = input.now ?? new Date();
  const row = await findArticle(db, { language, now, sectionSlug: input.sectionSlug, slug: input.slug });
  if (!row) return null;
  const keyed = await findArticleIdsByKeys(db, row.related);
  const related = await listArticleSummaries(db, { language, now, articleIds: keyed.map((entry) => entry.id) });
  // In the order the article lists them; a related article that is gone is skipped.
  const order = new Map(row.related.map((key, index) => [key, index]));
  related.sort((a, b) => (order.get(`${a.sectionSlug}/${a.slug}`) ?? 0) - (order.get(`${b.sectionSlug}/${b.slug}`) ?? 0));
  return {
    id: row.id,
    sectionSlug: row.sectionSlug,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    sectionTitle: pickText(row.sectionTitle, language),
    html: row.html,
    faq: row.faq,
    related,
    updatedAt: row.updatedAt.toISOString(),
  };
}
