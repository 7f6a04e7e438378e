import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { blogPosts, blogPostTranslations } from '@/server/db/schema/content/blog';
import type { ContentLanguage } from './content-languages';
import { contentQuerySql } from './repository-search-sql';

/**
 * Ids of the published posts whose document in the language matches the words, best first
 * (ts_rank_cd weighs title over description over body), then newest.
 */
export async function searchPostIds(db: DbOrTx, input: { language: ContentLanguage; words: string; now: Date; limit: number }): Promise<number[]> {
  const query = contentQuerySql(input.language, input.words);
  const rows = await db
    .select({ id: blogPosts.id })
    .from(blogPostTranslations)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostTranslations.postId))
    .where(and(eq(blogPostTranslations.language, input.language), lte(blogPosts.publishedAt, input.now), sql`${blogPostTranslations.document} @@ ${query}`))
    .orderBy(desc(sql`ts_rank_cd(${blogPostTranslations.document}, ${query})`), desc(blogPosts.publishedAt))
    .limit(input.limit);
  return rows.map((row) => row.id);
}
