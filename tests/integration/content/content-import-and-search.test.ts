import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBlogPost } from '@/server/content/get-blog-post';
import { getHelpArticle } from '@/server/content/get-help-article';
import { listBlogPosts } from '@/server/content/list-blog-posts';
import { listHelpSections } from '@/server/content/list-help-sections';
import { searchBlogPosts } from '@/server/content/search-blog-posts';
import { searchHelpArticles, suggestHelpArticles } from '@/server/content/search-help-articles';
import { seedContent } from '@/server/db/seed/seed-content';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedContent(database.db);
});
afterAll(async () => {
  await database.drop();
});

describe('the content seed', () => {
  it('imports every post and article once per database', async () => {
    const count = async (table: string) => ((await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]?.n;
    expect(await count('blog_posts')).toBe(34);
    expect(await count('blog_post_translations')).toBe(102);
    expect(await count('help_articles')).toBe(46);
    expect(await count('help_article_translations')).toBe(138);
    expect(await seedContent(database.db)).toBe(false);
    expect(await count('blog_posts')).toBe(34);
  });

  it('stores rendered, escaped HTML with a table of contents and a reading time', async () => {
    const post = await getBlogPost({ locale: 'en-US', slug: 'assembling-your-standing-desk' });
    expect(post).not.toBeNull();
    expect(post!.html).toContain('<h2 id="before-you-open-the-boxes">');
    expect(post!.html).toContain('<table>');
    expect(post!.html).not.toMatch(/<script|<img|onerror/i);
    expect(post!.toc[0]).toEqual({ id: 'before-you-open-the-boxes', text: 'Before you open the boxes' });
    expect(post!.readingMinutes).toBeGreaterThanOrEqual(2);
    expect(post!.author.name).toBe('Lena Vogt');
    expect(post!.related).toHaveLength(3);
    expect(post!.productCodes).toEqual(['DH000101', 'DH000072', 'DH000065']);
    const french = await getBlogPost({ locale: 'fr-FR', slug: 'assembling-your-standing-desk' });
    expect(french!.title).toMatch(/^Monter son bureau/);
    expect(french!.category.name).not.toBe(post!.category.name);
  });

  it('lists posts twelve a page and hides scheduled posts', async () => {
    const first = await listBlogPosts({ locale: 'en-US' });
    expect(first.total).toBe(34);
    expect(first.pageCount).toBe(3);
    expect(first.posts).toHaveLength(12);
    const before = await listBlogPosts({ locale: 'en-US', now: new Date('2000-01-01') });
    expect(before.total).toBe(0);
  });

  it('reads the help centre: sections in order, FAQ lists, related articles', async () => {
    const sections = await listHelpSections({ locale: 'de-DE' });
    expect(sections.map((section) => section.slug).slice(0, 2)).toEqual(['ordering', 'shipping-and-delivery']);
    expect(sections.reduce((sum, section) => sum + section.articles.length, 0)).toBe(46);
    const faq = await getHelpArticle({ locale: 'en-US', sectionSlug: 'account-and-sign-in', slug: 'account-faq' });
    expect(faq!.faq.length).toBeGreaterThan(3);
    expect(faq!.faq[0]!.question).toBe('Can I set a password instead of using codes?');
    expect(faq!.related.map((article) => article.slug)).toEqual(['how-do-i-sign-in', 'how-do-i-update-my-profile', 'how-do-i-get-the-newsletter']);
  });
});

describe('search in the post\'s language', () => {
  it('finds a post by a word of its language only', async () => {
    const french = await searchBlogPosts({ locale: 'fr-FR', words: 'traverse' });
    expect(french.posts.map((post) => post.slug)).toContain('assembling-your-standing-desk');
    expect((await searchBlogPosts({ locale: 'en-US', words: 'traverse' })).posts.map((post) => post.slug)).not.toContain('assembling-your-standing-desk');
    const german = await searchBlogPosts({ locale: 'de-DE', words: 'Kindersicherung' });
    expect(german.total).toBeGreaterThan(0);
    expect((await searchBlogPosts({ locale: 'en-US', words: 'Kindersicherung' })).total).toBe(0);
    const english = await searchBlogPosts({ locale: 'en-US', words: 'crossbar' });
    expect(english.posts.map((post) => post.slug)).toContain('assembling-your-standing-desk');
    expect((await searchBlogPosts({ locale: 'fr-FR', words: 'crossbar' })).total).toBe(0);
  });

  it('stems and folds accents like product search', async () => {
    const plural = await searchBlogPosts({ locale: 'en-US', words: 'desks' });
    expect(plural.total).toBeGreaterThan(5);
    const unaccented = await searchBlogPosts({ locale: 'fr-FR', words: 'ergonomie reglage' });
    const accented = await searchBlogPosts({ locale: 'fr-FR', words: 'ergonomie réglage' });
    expect(unaccented.posts.map((post) => post.slug)).toEqual(accented.posts.map((post) => post.slug));
  });

  it('searches help articles and suggests while typing', async () => {
    const results = await searchHelpArticles({ locale: 'en-US', words: 'refund' });
    expect(results.some((article) => article.sectionSlug === 'returns-and-refunds')).toBe(true);
    const suggestions = await suggestHelpArticles({ locale: 'en-US', words: 'gift ca' });
    expect(suggestions[0]?.path).toBe('/help-center/programmes/how-do-gift-cards-work');
    expect(await suggestHelpArticles({ locale: 'en-US', words: "')(&|!" })).toEqual([]);
    expect(await searchHelpArticles({ locale: 'en-US', words: "')(&|!:*" })).toEqual([]);
  });
});
