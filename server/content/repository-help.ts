import { and, asc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import type { ContentText } from '@/server/db/schema/content/blog';
import { helpArticles, helpArticleTranslations, helpSections, type HelpFaqItem } from '@/server/db/schema/content/help';
import type { ContentLanguage } from './content-languages';

/* The help centre's reads: sections, article lists, one article, paths. */

export interface SectionRow {
  id: number;
  slug: string;
  title: ContentText;
  description: ContentText;
}

export interface ArticleSummaryRow {
  id: number;
  sectionSlug: string;
  slug: string;
  title: string;
  summary: string;
}

export interface ArticleDetailRow extends ArticleSummaryRow {
  sectionTitle: ContentText;
  html: string;
  faq: HelpFaqItem[];
  related: string[];
  updatedAt: Date;
}

function published(now: Date): SQL | undefined {
  return and(isNotNull(helpArticles.publishedAt), lte(helpArticles.publishedAt, now));
}

export async function listSections(db: DbOrTx): Promise<SectionRow[]> {
  return db
    .select({ id: helpSections.id, slug: helpSections.slug, title: helpSections.title, description: helpSections.description })
    .from(helpSections)
    .orderBy(asc(helpSections.position), asc(helpSections.slug));
}

export async function listArticleSummaries(
  db: DbOrTx,
  input: { language: ContentLanguage; now: Date; sectionSlug?: string; articleIds?: readonly number[] },
): Promise<ArticleSummaryRow[]> {
  if (input.articleIds && input.articleIds.length === 0) return [];
  return db
    .select({ id: helpArticles.id, sectionSlug: helpSections.slug, slug: helpArticles.slug, title: helpArticleTranslations.title, summary: helpArticleTranslations.summary })
    .from(helpArticles)
    .innerJoin(helpSections, eq(helpSections.id, helpArticles.sectionId))
    .innerJoin(helpArticleTranslations, and(eq(helpArticleTranslations.articleId, helpArticles.id), eq(helpArticleTranslations.language, input.language)))
    .where(
      and(
        published(input.now),
        input.sectionSlug ? eq(helpSections.slug, input.sectionSlug) : undefined,
        input.articleIds ? inArray(helpArticles.id, [...input.articleIds]) : undefined,
      ),
    )
    .orderBy(asc(helpSections.position), asc(helpArticles.position), asc(helpArticles.slug));
}

export async function findArticle(db: DbOrTx, input: { language: ContentLanguage; now: Date; sectionSlug: string; slug: string }): Promise<ArticleDetailRow | undefined> {
  const [row] = await db
    .select({
      id: helpArticles.id,
      sectionSlug: helpSections.slug,
      slug: helpArticles.slug,
      title: helpArticleTranslations.title,
      summary: helpArticleTranslations.summary,
      sectionTitle: helpSections.title,
      html: helpArticleTranslations.html,
      faq: helpArticleTranslations.faq,
      related: helpArticles.related,
      updatedAt: helpArticles.updatedAt,
    })
    .from(helpArticles)
    .innerJoin(helpSections, eq(helpSections.id, helpArticles.sectionId))
    .innerJoin(helpArticleTranslations, and(eq(helpArticleTranslations.articleId, helpArticles.id), eq(helpArticleTranslations.language, input.language)))
    .where(and(eq(helpSections.slug, input.sectionSlug), eq(helpArticles.slug, input.slug), published(input.now)))
    .limit(1);
  return row;
}

/** Ids of articles named "section/slug" (the related lists), in no particular order. */
export async function findArticleIdsByKeys(db: DbOrTx, keys: readonly string[]): Promise<{ id: number; key: string }[]> {
  if (keys.length === 0) return [];
  const key = sql<string>`${helpSections.slug} || '/' || ${helpArticles.slug}`;
  return db
    .select({ id: helpArticles.id, key })
    .from(helpArticles)
    .innerJoin(helpSections, eq(helpSections.id, helpArticles.sectionId))
    .where(inArray(key, [...keys]));
}

export async function isPublishedArticle(db: DbOrTx, articleId: number, now: Date): Promise<boolean> {
  const [row] = await db.select({ id: helpArticles.id }).from(helpArticles).where(and(eq(helpArticles.id, articleId), published(now)));
  return row !== undefined;
}

export async function listArticlePaths(db: DbOrTx, now: Date): Promise<{ sectionSlug: string; slug: string; updatedAt: Date }[]> {
  return db
    .select({ sectionSlug: helpSections.slug, slug: helpArticles.slug, updatedAt: helpArticles.updatedAt })
    .from(helpArticles)
    .innerJoin(helpSections, eq(helpSections.id, helpArticles.sectionId))
    .where(published(now))
    .orderBy(asc(helpSections.position), asc(helpArticles.position));
}
