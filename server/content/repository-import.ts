import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { blogAuthors, blogCategories, blogPosts, blogPostTags, blogPostTranslations, blogTags } from '@/server/db/schema/content/blog';
import { helpArticles, helpArticleTranslations, helpSections } from '@/server/db/schema/content/help';
import { articleTranslationValues, postTranslationValues } from './repository-translation-rows';
import type { ContentFiles } from './import/read-content-files';

/*
 * Writes the content files into empty content tables (the seed runs it once per database). Rows
 * are inserted one post at a time: 34 posts and 46 articles, a second or two on PGlite.
 */

async function writeBlog(tx: DbOrTx, files: ContentFiles): Promise<void> {
  const authorIds = new Map<string, number>();
  for (const author of files.authors) {
    const [row] = await tx.insert(blogAuthors).values(author).returning({ id: blogAuthors.id });
    authorIds.set(author.slug, row!.id);
  }
  const categoryIds = new Map<string, number>();
  for (const [position, category] of files.categories.entries()) {
    const [row] = await tx.insert(blogCategories).values({ ...category, position }).returning({ id: blogCategories.id });
    categoryIds.set(category.slug, row!.id);
  }
  const tagIds = new Map<string, number>();
  for (const tag of files.tags) {
    const [row] = await tx.insert(blogTags).values(tag).returning({ id: blogTags.id });
    tagIds.set(tag.slug, row!.id);
  }
  const newest = files.posts.reduce((best, post) => (best && best.publishedAt >= post.publishedAt ? best : post), files.posts[0]);
  for (const post of files.posts) {
    const authorId = authorIds.get(post.author);
    const categoryId = categoryIds.get(post.category);
    if (authorId === undefined || categoryId === undefined) throw new Error(`content/blog/posts/${post.key}: unknown author or category`);
    const [row] = await tx
      .insert(blogPosts)
      .values({
        key: post.key,
        authorId,
        categoryId,
        publishedAt: post.publishedAt,
        updatedAt: post.publishedAt,
        featured: post === newest,
        productCodes: [...post.productCodes],
        coverKey: post.key,
      })
      .returning({ id: blogPosts.id });
    const postId = row!.id;
    const tags = post.tags.map((tag) => tagIds.get(tag)).filter((id): id is number => id !== undefined);
    if (tags.length > 0) await tx.insert(blogPostTags).values(tags.map((tagId) => ({ postId, tagId })));
    await tx.insert(blogPostTranslations).values(post.translations.map((translation) => postTranslationValues(postId, translation)));
  }
}

async function writeHelp(tx: DbOrTx, files: ContentFiles): Promise<void> {
  const sectionIds = new Map<string, number>();
  for (const section of files.sections) {
    const [row] = await tx.insert(helpSections).values(section).returning({ id: helpSections.id });
    sectionIds.set(section.slug, row!.id);
  }
  const publishedAt = new Date('2026-06-01T08:00:00Z');
  for (const article of files.articles) {
    const sectionId = sectionIds.get(article.section);
    if (sectionId === undefined) throw new Error(`content/help/articles/${article.section}: unknown section`);
    const [row] = await tx
      .insert(helpArticles)
      .values({ sectionId, slug: article.slug, position: article.position, isFaq: article.isFaq, related: [...article.related], publishedAt, updatedAt: publishedAt })
      .returning({ id: helpArticles.id });
    await tx.insert(helpArticleTranslations).values(article.translations.map((translation) => articleTranslationValues(row!.id, translation)));
  }
}

export async function writeContentFiles(tx: DbOrTx, files: ContentFiles): Promise<void> {
  await writeBlog(tx, files);
  await writeHelp(tx, files);
}

export async function countContentRows(db: DbOrTx): Promise<{ posts: number; articles: number }> {
  const [posts] = await db.select({ n: sql<number>`count(*)::int` }).from(blogPosts);
  const [articles] = await db.select({ n: sql<number>`count(*)::int` }).from(helpArticles);
  return { posts: posts?.n ?? 0, articles: articles?.n ?? 0 };
}
