import { listCatalogSitemapPaths } from '@/server/catalog/list-sitemap-paths';
import type { SitemapPage } from '@/lib/seo/sitemap-entries';
import type { SitemapSource } from './sitemap-source';

/**
 * Catalog paths are `/{categorySlug}` for a category, `/store/{store}` for a vendor store (a
 * listing, read like a category) and `/{categorySlug}/{productSlug}` for a product.
 */
function catalogPageKind(path: string): SitemapPage['pageKind'] {
  if (path.startsWith('/store/')) return 'category';
  return path.split('/').filter(Boolean).length > 1 ? 'product' : 'category';
}

export const catalogSitemapSource: SitemapSource = {
  name: 'catalog',
  async listPages() {
    const paths = await listCatalogSitemapPaths();
    return paths.map(({ path, updatedAt }) => ({ path, pageKind: catalogPageKind(path), lastModified: updatedAt }));
  },
};
