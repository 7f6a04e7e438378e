import { catalogSitemapSource } from './catalog-sitemap-source';
import { contentSitemapSource } from './content-sitemap-source';
import { landingSitemapSource } from './landing-sitemap-source';
import type { SitemapSource } from './sitemap-source';
import { staticPagesSitemapSource } from './static-pages-sitemap-source';

/*
 * Every source of indexable pages, in the order the sitemap lists them. A static list, not a
 * registration call made from each module: Next bundles API routes separately, and a module that
 * registered itself on import would be missing whenever nothing in the sitemap's bundle imports it.
 * The blog and help centre come from contentSitemapSource, the landing pages (about and press
 * among them) from landingSitemapSource (issue 18).
 */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [staticPagesSitemapSource, catalogSitemapSource, contentSitemapSource, landingSitemapSource];
