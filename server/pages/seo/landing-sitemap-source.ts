import type { SitemapPage } from '@/lib/seo/sitemap-entries';
import { listLandingPaths } from '@/server/content/landings/list-landing-paths';
import type { SitemapSource } from './sitemap-source';

/*
 * The published campaign, landing and persona pages (decision 0036), /about and /press-feature
 * among them. Like other pages they have a canonical per locale, which the sitemap derives from
 * the "other" page kind. An unpublished page answers 404, so it is not listed.
 */
export const landingSitemapSource: SitemapSource = {
  name: 'landings',
  async listPages() {
    return (await listLandingPaths()).map((page): SitemapPage => ({ path: page.path, pageKind: 'other', lastModified: page.updatedAt }));
  },
};
