import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { helpArticles, helpArticleTranslations } from '@/server/db/schema/content/help';
import type { ContentLanguage } from './content-languages';
import { contentConfigSql, contentQuerySql } from './repository-search-sql';

function publishedAt(now: Date) {
  return and(isNotNull(helpArticles.publishedAt), lte(helpArticles.publishedAt, now));
}

/** Articles whose document in the language matches all the words, best first. */
export async function searchArticleIds(db: DbOrTx, input: { language: ContentLanguage; words: string; now: Date; limit: number }): Promise<number[]> {
  const query = contentQuerySql(input.language, input.words);
  const rows = await db
    .select({ id: helpArticles.id })
    .from(helpArticleTranslations)
    .innerJoin(helpArticles, eq(helpArticles.id, helpArticleTranslations.articleId))
    .where(and(eq(helpArticleTranslations.language, input.language), publishedAt(input.now), sql`${helpArticleTranslations.document} @@ ${query}`))
    .orderBy(desc(sql`ts_rank_cd(${helpArticleTranslations.document}, ${query})`), helpArticles.id)
    .limit(input.limit);
  return rows.map((row) => row.id);
}

/**
 * Suggestions while typing: every word typed is a prefix of a word of the article (the last one
 * usually unfinished). `prefixQuery` holds only letters, digits, ":*" and "&" (built by
 * suggest-help-articles.ts), so to_tsquery cannot fail on its syntax.
 */
export async function suggestArticleIds(db: DbOrTx, input: { language: ContentLanguage; prefixQuery: string; now: Date; limit: number }): Promise<number[]> {
  const query = sql`to_tsquery(${contentConfigSql(input.language)}, search_fold(${input.prefixQuery}))`;
  const rows = await db
    .select({ id: helpArticles.id })
    .from(helpArticleTranslations)
    .innerJoin(helpArticles, eq(helpArticles.id, helpArticleTranslations.articleId))
    .where(and(eq(helpArticleTranslations.language, input.language), publishedAt(input.now), sql`${helpArticleTranslations.document} @@ ${query}`))
    // Titles holding every typed prefix first (unstemmed: "ca" is a prefix of "cards" but not of its stem), then the rank.
    .orderBy(
      desc(sql`to_tsvector('simple', ${helpArticleTranslations.titleText}) @@ to_tsquery('simple', search_fold(${input.prefixQuery}))`),
      desc(sql`ts_rank(${helpArticleTranslations.document}, ${query})`),
      helpArticles.id,
    )
    .limit(input.limit);
  return rows.map((row) => row.id);
}
