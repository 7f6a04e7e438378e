import { describe, expect, it, vi } from 'vitest';
import { catalogSitemapSource } from '@/server/pages/seo/catalog-sitemap-source';

const { updatedAt } = vi.hoisted(() => ({ updatedAt: new Date('2025-04-01T00:00:00Z') }));

vi.mock('@/server/catalog/list-sitemap-paths', () => ({
  listCatalogSitemapPaths: async () => [
    { path: '/office-chairs', updatedAt },
    { path: '/office-chairs/ergochair-pro', updatedAt },
    { path: '/store/northwind-studio', updatedAt },
  ],
}));

describe('catalog sitemap source', () => {
  it('lists categories, products and vendor stores with their kind and modification date', async () => {
    expect(await catalogSitemapSource.listPages()).toEqual([
      { path: '/office-chairs', pageKind: 'category', lastModified: updatedAt },
      { path: '/office-chairs/ergochair-pro', pageKind: 'product', lastModified: updatedAt },
      // A vendor store is a listing: it follows the category rules, not the product ones.
      { path: '/store/northwind-studio', pageKind: 'category', lastModified: updatedAt },
    ]);
  });
});
