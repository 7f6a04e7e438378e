import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { blogPosts, blogPostTags, blogPostTranslations } from '@/server/db/schema/content/blog';
import { contentSlugHistory, type ContentKind } from '@/server/db/schema/content/editor';
import { helpArticles, helpArticleTranslations } from '@/server/db/schema/content/help';
import type { ContentLanguage } from '../content-languages';
import { articleTranslationValues, postTranslationValues, type ArticleTranslationRow, type PostTranslationRow } from '../repository-translation-rows';

/*
 * The editor's writes to the live rows the public pages read: a post or article and its
 * translations, with their search documents (the search index, in each text's own language).
 */

export async function insertDraftPost(db: DbOrTx, input: { key: string; authorId: number; categoryId: number }): Promise<number> {
  const [row] = await db
    .insert(blogPosts)
    .values({ key: input.key, authorId: input.authorId, categoryId: input.categoryId, publishedAt: null, coverKey: '' })
    .returning({ id: blogPosts.id });
  return row!.id;
}

export async function insertDraftArticle(db: DbOrTx, input: { sectionId: number; slug: string; position: number }): Promise<number> {
  const [row] = await db.insert(helpArticles).values({ sectionId: input.sectionId, slug: input.slug, position: input.position, publishedAt: null }).returning({ id: helpArticles.id });
  return row!.id;
}

export async function lockPost(db: DbOrTx, postId: number): Promise<{ id: number; publishedAt: Date | null } | undefined> {
  const [row] = await db.select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt }).from(blogPosts).where(eq(blogPosts.id, postId)).for('update');
  return row;
}

export async function lockArticle(db: DbOrTx, articleId: number): Promise<{ id: number; publishedAt: Date | null } | undefined> {
  const [row] = await db.select({ id: helpArticles.id, publishedAt: helpArticles.publishedAt }).from(helpArticles).where(eq(helpArticles.id, articleId)).for('update');
  return row;
}

export type LivePostTranslation = PostTranslationRow;

export async function isPostSlugTaken(db: DbOrTx, input: { postId: number; language: ContentLanguage; slug: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPostTranslations.postId })
    .from(blogPostTranslations)
    .where(and(eq(blogPostTranslations.language, input.language), eq(blogPostTranslations.slug, input.slug), ne(blogPostTranslations.postId, input.postId)));
  return row !== undefined;
}

export async function isArticleSlugTaken(db: DbOrTx, input: { articleId: number; sectionId: number; slug: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(and(eq(helpArticles.sectionId, input.sectionId), eq(helpArticles.slug, input.slug), ne(helpArticles.id, input.articleId)));
  return row !== undefined;
}

export async function writeLivePost(
  db: DbOrTx,
  input: {
    postId: number;
    authorId: number;
    categoryId: number;
    tagIds: readonly number[];
    productCodes: readonly string[];
    coverKey: string;
    featured: boolean;
    publishedAt: Date;
    translations: readonly LivePostTranslation[];
  },
): Promise<void> {
  await db
    .update(blogPosts)
    .set({ authorId: input.authorId, categoryId: input.categoryId, productCodes: [...input.productCodes], coverKey: input.coverKey, featured: input.featured, publishedAt: input.publishedAt, updatedAt: new Date() })
    .where(eq(blogPosts.id, input.postId));
  await db.delete(blogPostTags).where(eq(blogPostTags.postId, input.postId));
  if (input.tagIds.length > 0) await db.insert(blogPostTags).values(input.tagIds.map((tagId) => ({ postId: input.postId, tagId })));
  // Replaced in one statement per language: the unique (language, slug) index sees the final state.
  await db.delete(blogPostTranslations).where(eq(blogPostTranslations.postId, input.postId));
  await db.insert(blogPostTranslations).values(input.translations.map((translation) => postTranslationValues(input.postId, translation)));
}

export type LiveArticleTranslation = ArticleTranslationRow;

export async function writeLiveArticle(
  db: DbOrTx,
  input: { articleId: number; sectionId: number; slug: string; position: number; isFaq: boolean; related: readonly string[]; publishedAt: Date; translations: readonly LiveArticleTranslation[] },
): Promise<void> {
  await db
    .update(helpArticles)
    .set({ sectionId: input.sectionId, slug: input.slug, position: input.position, isFaq: input.isFaq, related: [...input.related], publishedAt: input.publishedAt, updatedAt: new Date() })
    .where(eq(helpArticles.id, input.articleId));
  await db.delete(helpArticleTranslations).where(eq(helpArticleTranslations.articleId, input.articleId));
  await db.insert(helpArticleTranslations).values(input.translations.map((translation) => articleTranslationValues(input.articleId, translation)));
}

export async function setPostPublishedAt(db: DbOrTx, postId: number, publishedAt: Date | null): Promise<void> {
  await db.update(blogPosts).set({ publishedAt, updatedAt: new Date() }).where(eq(blogPosts.id, postId));
}

export async function setArticlePublishedAt(db: DbOrTx, articleId: number, publishedAt: Date | null): Promise<void> {
  await db.update(helpArticles).set({ publishedAt, updatedAt: new Date() }).where(eq(helpArticles.id, articleId));
}

/** Remembers an old path; a path now used again by a live page is forgotten (the page wins). */
export async function recordOldPath(db: DbOrTx, input: { kind: ContentKind; entityId: number; language: string; oldPath: string }): Promise<void> {
  await db
    .insert(contentSlugHistory)
    .values(input)
    .onConflictDoUpdate({ target: [contentSlugHistory.kind, contentSlugHistory.language, contentSlugHistory.oldPath], set: { entityId: input.entityId, changedAt: new Date() } });
}

export async function forgetOldPath(db: DbOrTx, input: { kind: ContentKind; language: string; oldPath: string }): Promise<void> {
  await db
    .delete(contentSlugHistory)
    .where(and(eq(contentSlugHistory.kind, input.kind), eq(contentSlugHistory.language, input.language), eq(contentSlugHistory.oldPath, input.oldPath)));
}

export async function findEntityOfOldPath(db: DbOrTx, input: { kind: ContentKind; language: string; oldPath: string }): Promise<number | undefined> {
  const [row] = await db
    .select({ entityId: contentSlugHistory.entityId })
    .from(contentSlugHistory)
    .where(and(eq(contentSlugHistory.kind, input.kind), eq(contentSlugHistory.language, input.language), eq(contentSlugHistory.oldPath, input.oldPath)));
  return row?.entityId;
}
