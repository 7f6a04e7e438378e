import type { SitemapPage } from '@/lib/seo/sitemap-entries';

/**
 * The extension point of the sitemap: a module with indexable pages (catalog now; blog and help
 * centre when they exist) exposes one SitemapSource and adds it to SITEMAP_SOURCES in
 * server/pages/seo/sitemap-sources.ts. A source lists each page once, without locale prefix and with
 * its page kind; the sitemap itself decides in which locales the page appears and at which URL,
 * using the same canonical and robots rules as the page head. So a blog source simply lists
 * `{ path: '/ourblog/<slug>', pageKind: 'blog', lastModified }` and the post is listed once,
 * unprefixed, because the blog is indexed only in the default locale.
 */
export interface SitemapSource {
  /** Names the source in logs when it fails. */
  name: string;
  /** Only pages meant to be indexed: published, not flagged no-index. */
  listPages(): Promise<readonly SitemapPage[]>;
}
