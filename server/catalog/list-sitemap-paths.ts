import { getDb } from '../db/client';
import { listIndexableCategoryPaths, listIndexableProductPaths, listVendorStorePaths, type SitemapPath } from './repository';

/** Every indexable catalog page (categories, vendor stores, then products), without locale prefix. */
export async function listCatalogSitemapPaths(): Promise<SitemapPath[]> {
  const db = getDb();
  const [categoryPaths, storePaths, productPaths] = await Promise.all([
    listIndexableCategoryPaths(db),
    listVendorStorePaths(db),
    listIndexableProductPaths(db),
  ]);
  return [...categoryPaths, ...storePaths, ...productPaths];
}
