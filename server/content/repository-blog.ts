import { and, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { blogAuthors, blogCategories, blogPosts, blogPostTags, blogPostTranslations, blogTags, type ContentText, type TocEntry } from '@/server/db/schema/content/blog';
import type { ContentLanguage } from './content-languages';

/* The blog's reads: lists, one post, its tags, categories and tags, paths. */

export interface PostSummaryRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  publishedAt: Date;
  readingMinutes: number;
  coverKey: string;
  coverAlt: string;
  categorySlug: string;
  categoryName: ContentText;
  authorSlug: string;
  authorName: string;
}

export interface PostDetailRow extends PostSummaryRow {
  categoryId: number;
  updatedAt: Date;
  html: string;
  toc: TocEntry[];
  productCodes: string[];
  authorRole: ContentText;
  authorBio: ContentText;
}

function summaryColumns() {
  return {
    id: blogPosts.id,
    slug: blogPostTranslations.slug,
    title: blogPostTranslations.title,
    description: blogPostTranslations.description,
    publishedAt: sql<Date>`${blogPosts.publishedAt}`.mapWith(blogPosts.publishedAt),
    readingMinutes: blogPostTranslations.readingMinutes,
    coverKey: blogPosts.coverKey,
    coverAlt: blogPostTranslations.coverAlt,
    categorySlug: blogCategories.slug,
    categoryName: blogCategories.name,
    authorSlug: blogAuthors.slug,
    authorName: blogAuthors.name,
  };
}

/** Published: a publication date that has come (a future one is a scheduled post). */
function published(now: Date): SQL {
  return lte(blogPosts.publishedAt, now);
}

function summaries(db: DbOrTx, language: ContentLanguage) {
  return db
    .select(summaryColumns())
    .from(blogPosts)
    .innerJoin(blogPostTranslations, and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.language, language)))
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId));
}

export interface PostFilter {
  categorySlug?: string;
  tagSlug?: string;
  postIds?: readonly number[];
}

function filterSql(filter: PostFilter, now: Date): SQL | undefined {
  return and(
    published(now),
    filter.categorySlug ? eq(blogCategories.slug, filter.categorySlug) : undefined,
    filter.tagSlug
      ? inArray(
          blogPosts.id,
          sql`(select ${blogPostTags.postId} from ${blogPostTags} join ${blogTags} on ${blogTags.id} = ${blogPostTags.tagId} where ${blogTags.slug} = ${filter.tagSlug})`,
        )
      : undefined,
    filter.postIds ? inArray(blogPosts.id, [...filter.postIds]) : undefined,
  );
}

export async function listPostSummaries(
  db: DbOrTx,
  input: { language: ContentLanguage; now: Date; filter?: PostFilter; limit: number; offset?: number },
): Promise<PostSummaryRow[]> {
  return summaries(db, input.language)
    .where(filterSql(input.filter ?? {}, input.now))
    .orderBy(desc(blogPosts.featured), desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(input.limit)
    .offset(input.offset ?? 0);
}

export async function countPosts(db: DbOrTx, input: { language: ContentLanguage; now: Date; filter?: PostFilter }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(blogPosts)
    .innerJoin(blogPostTranslations, and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.language, input.language)))
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(filterSql(input.filter ?? {}, input.now));
  return row?.n ?? 0;
}

export async function findPostBySlug(db: DbOrTx, input: { language: ContentLanguage; slug: string; now: Date }): Promise<PostDetailRow | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns(),
      categoryId: blogPosts.categoryId,
      updatedAt: blogPosts.updatedAt,
      html: blogPostTranslations.html,
      toc: blogPostTranslations.toc,
      productCodes: blogPosts.productCodes,
      authorRole: blogAuthors.role,
      authorBio: blogAuthors.bio,
    })
    .from(blogPosts)
    .innerJoin(blogPostTranslations, and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.language, input.language)))
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .innerJoin(blogAuthors, eq(blogAuthors.id, blogPosts.authorId))
    .where(and(eq(blogPostTranslations.slug, input.slug), published(input.now)))
    .limit(1);
  return row;
}

/** Posts of the same category first, then the newest others; never the post itself. */
export async function listRelatedPostSummaries(
  db: DbOrTx,
  input: { language: ContentLanguage; now: Date; postId: number; categoryId: number; limit: number },
): Promise<PostSummaryRow[]> {
  return summaries(db, input.language)
    .where(and(published(input.now), ne(blogPosts.id, input.postId)))
    .orderBy(sql`(${blogPosts.categoryId} = ${input.categoryId}) desc`, desc(blogPosts.publishedAt))
    .limit(input.limit);
}

export async function listTagsOfPost(db: DbOrTx, postId: number): Promise<{ slug: string; name: ContentText }[]> {
  return db
    .select({ slug: blogTags.slug, name: blogTags.name })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .where(eq(blogPostTags.postId, postId))
    .orderBy(blogTags.slug);
}

export async function listBlogCategories(db: DbOrTx) {
  return db.select({ slug: blogCategories.slug, name: blogCategories.name, description: blogCategories.description }).from(blogCategories).orderBy(blogCategories.position, blogCategories.slug);
}

export async function findBlogCategory(db: DbOrTx, slug: string) {
  const [row] = await db.select({ slug: blogCategories.slug, name: blogCategories.name, description: blogCategories.description }).from(blogCategories).where(eq(blogCategories.slug, slug));
  return row;
}

export async function findBlogTag(db: DbOrTx, slug: string) {
  const [row] = await db.select({ slug: blogTags.slug, name: blogTags.name }).from(blogTags).where(eq(blogTags.slug, slug));
  return row;
}

/** Every published post's slug per language and its last change (static paths, sitemap). */
export async function listPostPaths(db: DbOrTx, now: Date): Promise<{ language: ContentLanguage; slug: string; updatedAt: Date }[]> {
  return db
    .select({ language: sql<ContentLanguage>`${blogPostTranslations.language}`, slug: blogPostTranslations.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .innerJoin(blogPostTranslations, eq(blogPostTranslations.postId, blogPosts.id))
    .where(published(now))
    .orderBy(desc(blogPosts.publishedAt));
}

export async function listTermSlugs(db: DbOrTx): Promise<{ categories: string[]; tags: string[] }> {
  const [categories, tags] = await Promise.all([db.select({ slug: blogCategories.slug }).from(blogCategories), db.select({ slug: blogTags.slug }).from(blogTags)]);
  return { categories: categories.map((row) => row.slug), tags: tags.map((row) => row.slug) };
}
