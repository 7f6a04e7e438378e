import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { blogAuthors, blogCategories, blogPosts, blogPostTags, blogPostTranslations, blogTags, type ContentText } from '@/server/db/schema/content/blog';
import { contentDrafts, contentEdits, type ContentKind } from '@/server/db/schema/content/editor';
import { helpArticles, helpArticleTranslations, helpSections } from '@/server/db/schema/content/help';

/* The editor's reads and its own rows: drafts, edits (history). Live rows are written by repository-publish.ts. */

export interface DraftRow {
  document: Record<string, unknown>;
  publishAt: Date | null;
  updatedAt: Date;
}

export async function findDraft(db: DbOrTx, kind: ContentKind, entityId: number, options: { lock?: boolean } = {}): Promise<DraftRow | undefined> {
  const query = db
    .select({ document: contentDrafts.document, publishAt: contentDrafts.publishAt, updatedAt: contentDrafts.updatedAt })
    .from(contentDrafts)
    .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.entityId, entityId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function upsertDraft(db: DbOrTx, input: { kind: ContentKind; entityId: number; document: Record<string, unknown>; publishAt: Date | null; operatorId: number | null }): Promise<void> {
  const values = { kind: input.kind, entityId: input.entityId, document: input.document, publishAt: input.publishAt, updatedAt: new Date(), updatedBy: input.operatorId };
  await db
    .insert(contentDrafts)
    .values(values)
    .onConflictDoUpdate({ target: [contentDrafts.kind, contentDrafts.entityId], set: { document: values.document, publishAt: values.publishAt, updatedAt: values.updatedAt, updatedBy: values.updatedBy } });
}

export async function setDraftPublishAt(db: DbOrTx, kind: ContentKind, entityId: number, publishAt: Date | null): Promise<void> {
  await db.update(contentDrafts).set({ publishAt }).where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.entityId, entityId)));
}

export async function deleteDraft(db: DbOrTx, kind: ContentKind, entityId: number): Promise<void> {
  await db.delete(contentDrafts).where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.entityId, entityId)));
}

/** Drafts whose publication time has come, locked so two servers never publish one twice. */
export async function lockDueDrafts(db: DbOrTx, now: Date, limit: number): Promise<{ kind: ContentKind; entityId: number }[]> {
  return db
    .select({ kind: contentDrafts.kind, entityId: contentDrafts.entityId })
    .from(contentDrafts)
    .where(and(isNotNull(contentDrafts.publishAt), lte(contentDrafts.publishAt, now)))
    .orderBy(asc(contentDrafts.publishAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export interface EditAuthor {
  operatorId: number;
  email: string;
}

export async function insertEdit(db: DbOrTx, input: { kind: ContentKind; entityId: number; by: EditAuthor | null; action: string; changed: string[]; at?: Date }): Promise<void> {
  await db.insert(contentEdits).values({
    kind: input.kind,
    entityId: input.entityId,
    operatorId: input.by?.operatorId ?? null,
    operatorEmail: input.by?.email ?? null,
    action: input.action,
    details: { changed: input.changed, ...(input.at ? { at: input.at.toISOString() } : {}) },
  });
}

export async function listEdits(db: DbOrTx, kind: ContentKind, entityId: number) {
  return db
    .select({ action: contentEdits.action, details: contentEdits.details, createdAt: contentEdits.createdAt, email: contentEdits.operatorEmail })
    .from(contentEdits)
    .where(and(eq(contentEdits.kind, kind), eq(contentEdits.entityId, entityId)))
    .orderBy(desc(contentEdits.createdAt), desc(contentEdits.id))
    .limit(100);
}

export interface LivePost {
  id: number;
  publishedAt: Date | null;
  updatedAt: Date;
  featured: boolean;
  productCodes: string[];
  coverKey: string;
  authorSlug: string;
  categorySlug: string;
  tagSlugs: string[];
  translations: { language: string; slug: string; title: string; description: string; coverAlt: string; markdown: string }[];
}

export async function findLivePost(db: DbOrTx, postId: number): Promise<LivePost | undefined> {
  const [post] = await db
    .select({
      id: blogPosts.id,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      featured: blogPosts.featured,
      productCodes: blogPosts.productCodes,
      coverKey: blogPosts.coverKey,
      authorSlug: blogAuthors.slug,
      categorySlug: blogCategories.slug,
    })
    .from(blogPosts)
    .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(eq(blogPosts.id, postId));
  if (!post) return undefined;
  const [tags, translations] = await Promise.all([
    db.select({ slug: blogTags.slug }).from(blogPostTags).innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId)).where(eq(blogPostTags.postId, postId)).orderBy(blogTags.slug),
    db
      .select({ language: blogPostTranslations.language, slug: blogPostTranslations.slug, title: blogPostTranslations.title, description: blogPostTranslations.description, coverAlt: blogPostTranslations.coverAlt, markdown: blogPostTranslations.markdown })
      .from(blogPostTranslations)
      .where(eq(blogPostTranslations.postId, postId)),
  ]);
  return { ...post, tagSlugs: tags.map((tag) => tag.slug), translations };
}

export interface LiveArticle {
  id: number;
  publishedAt: Date | null;
  updatedAt: Date;
  sectionSlug: string;
  slug: string;
  position: number;
  isFaq: boolean;
  related: string[];
  translations: { language: string; title: string; summary: string; markdown: string }[];
}

export async function findLiveArticle(db: DbOrTx, articleId: number): Promise<LiveArticle | undefined> {
  const [article] = await db
    .select({
      id: helpArticles.id,
      publishedAt: helpArticles.publishedAt,
      updatedAt: helpArticles.updatedAt,
      sectionSlug: helpSections.slug,
      slug: helpArticles.slug,
      position: helpArticles.position,
      isFaq: helpArticles.isFaq,
      related: helpArticles.related,
    })
    .from(helpArticles)
    .innerJoin(helpSections, eq(helpSections.id, helpArticles.sectionId))
    .where(eq(helpArticles.id, articleId));
  if (!article) return undefined;
  const translations = await db
    .select({ language: helpArticleTranslations.language, title: helpArticleTranslations.title, summary: helpArticleTranslations.summary, markdown: helpArticleTranslations.markdown })
    .from(helpArticleTranslations)
    .where(eq(helpArticleTranslations.articleId, articleId));
  return { ...article, translations };
}

export interface ListedRow {
  id: number;
  publishedAt: Date | null;
  updatedAt: Date;
  sectionSlug: string | null;
  slug: string | null;
  titles: Record<string, string>;
  slugs: Record<string, string>;
  draft: Record<string, unknown> | null;
  publishAt: Date | null;
}

const titlesOf = (rows: { language: string; title: string; slug?: string }[]) => ({
  titles: Object.fromEntries(rows.map((row) => [row.language, row.title])),
  slugs: Object.fromEntries(rows.filter((row) => row.slug !== undefined).map((row) => [row.language, row.slug!])),
});

/* A few hundred rows at most: the editor's index reads them all and filters in memory. */
export async function listPostsForEditor(db: DbOrTx): Promise<ListedRow[]> {
  const [posts, translations, drafts] = await Promise.all([
    db.select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt, updatedAt: blogPosts.updatedAt }).from(blogPosts).orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id)),
    db.select({ id: blogPostTranslations.postId, language: blogPostTranslations.language, title: blogPostTranslations.title, slug: blogPostTranslations.slug }).from(blogPostTranslations),
    db.select({ id: contentDrafts.entityId, document: contentDrafts.document, publishAt: contentDrafts.publishAt }).from(contentDrafts).where(eq(contentDrafts.kind, 'post')),
  ]);
  return posts.map((post) => {
    const draft = drafts.find((row) => row.id === post.id);
    return { ...post, sectionSlug: null, slug: null, ...titlesOf(translations.filter((row) => row.id === post.id)), draft: draft?.document ?? null, publishAt: draft?.publishAt ?? null };
  });
}

export async function listArticlesForEditor(db: DbOrTx): Promise<ListedRow[]> {
  const [articles, translations, drafts] = await Promise.all([
    db
      .select({ id: helpArticles.id, publishedAt: helpArticles.publishedAt, updatedAt: helpArticles.updatedAt, sectionSlug: helpSections.slug, slug: helpArticles.slug })
      .from(helpArticles)
      .innerJoin(helpSections, eq(helpSections.id, helpArticles.sectionId))
      .orderBy(desc(helpArticles.updatedAt), desc(helpArticles.id)),
    db.select({ id: helpArticleTranslations.articleId, language: helpArticleTranslations.language, title: helpArticleTranslations.title }).from(helpArticleTranslations),
    db.select({ id: contentDrafts.entityId, document: contentDrafts.document, publishAt: contentDrafts.publishAt }).from(contentDrafts).where(eq(contentDrafts.kind, 'article')),
  ]);
  return articles.map((article) => {
    const draft = drafts.find((row) => row.id === article.id);
    return { ...article, ...titlesOf(translations.filter((row) => row.id === article.id)), draft: draft?.document ?? null, publishAt: draft?.publishAt ?? null };
  });
}

export async function listEditorOptions(db: DbOrTx): Promise<Record<'authors' | 'categories' | 'tags' | 'sections', { slug: string; name: ContentText | string }[]>> {
  const [authors, categories, tags, sections] = await Promise.all([
    db.select({ slug: blogAuthors.slug, name: blogAuthors.name }).from(blogAuthors).orderBy(blogAuthors.name),
    db.select({ slug: blogCategories.slug, name: blogCategories.name }).from(blogCategories).orderBy(blogCategories.position),
    db.select({ slug: blogTags.slug, name: blogTags.name }).from(blogTags).orderBy(blogTags.slug),
    db.select({ slug: helpSections.slug, name: helpSections.title }).from(helpSections).orderBy(helpSections.position),
  ]);
  return { authors, categories, tags, sections };
}

export async function findIdsBySlugs(db: DbOrTx, input: { authorSlug: string; categorySlug: string; tagSlugs: readonly string[] }) {
  const [[author], [category], tags] = await Promise.all([
    db.select({ id: blogAuthors.id }).from(blogAuthors).where(eq(blogAuthors.slug, input.authorSlug)),
    db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.slug, input.categorySlug)),
    input.tagSlugs.length > 0 ? db.select({ id: blogTags.id, slug: blogTags.slug }).from(blogTags).where(inArray(blogTags.slug, [...input.tagSlugs])) : Promise.resolve([]),
  ]);
  return { authorId: author?.id, categoryId: category?.id, tags };
}

export async function findSectionId(db: DbOrTx, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: helpSections.id }).from(helpSections).where(eq(helpSections.slug, slug));
  return row?.id;
}

export async function countPublishedPosts(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(lte(blogPosts.publishedAt, now));
  return row?.n ?? 0;
}
