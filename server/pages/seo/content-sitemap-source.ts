import { BLOG_ROOT, blogPostPath } from '@/lib/content/blog-view';
import { HELP_ROOT, helpArticlePath, helpSectionPath } from '@/lib/content/help-view';
import type { SitemapPage } from '@/lib/seo/sitemap-entries';
import { listBlogPostPaths, listBlogTermSlugs } from '@/server/content/list-blog-paths';
import { listHelpArticlePaths, listHelpSectionSlugs } from '@/server/content/list-help-paths';
import type { SitemapSource } from './sitemap-source';

/*
 * The blog and help centre: their pages are indexed in the default locale only and canonical
 * without prefix (spec §2), which the sitemap derives from the page kinds. A post is listed by
 * its English slug (the canonical URL); searches are not listed (noindex).
 */
export const contentSitemapSource: SitemapSource = {
  name: 'content',
  async listPages() {
    const [posts, terms, articles, sections] = await Promise.all([listBlogPostPaths(), listBlogTermSlugs(), listHelpArticlePaths(), listHelpSectionSlugs()]);
    const englishPosts = posts.filter((post) => post.language === 'en');
    const pages: SitemapPage[] = [
      { path: BLOG_ROOT, pageKind: 'blog', lastModified: englishPosts[0]?.updatedAt },
      ...terms.categories.map((slug): SitemapPage => ({ path: `${BLOG_ROOT}/category/${slug}`, pageKind: 'blog' })),
      ...terms.tags.map((slug): SitemapPage => ({ path: `${BLOG_ROOT}/tag/${slug}`, pageKind: 'blog' })),
      ...englishPosts.map((post): SitemapPage => ({ path: blogPostPath(post.slug), pageKind: 'blog', lastModified: post.updatedAt })),
      { path: HELP_ROOT, pageKind: 'help' },
      ...sections.map((slug): SitemapPage => ({ path: helpSectionPath(slug), pageKind: 'help' })),
      ...articles.map((article): SitemapPage => ({ path: helpArticlePath(article.sectionSlug, article.slug), pageKind: 'help', lastModified: article.updatedAt })),
    ];
    return pages;
  },
};
