import type { RevalidationReport } from '@/lib/contracts/catalog/revalidation-schemas';
import { getDb, type Db } from '@/server/db/client';
import type { DbOrTx } from '@/server/db/db-or-tx';
import { revalidateCatalogPages } from '@/server/catalog/revalidation/revalidate-catalog-pages';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { refreshSearchDocuments } from '@/server/catalog/search/refresh-search-documents';
import { listVendorProductIds, updateVendorActive } from './repository-vendor-activation';

/*
 * Opening and closing a vendor's store. Closed, its products leave listings, search, product
 * pages (404), carts and checkout: they all filter through repository-product-visibility.ts. Its
 * orders stay, and shipments never ask whether the vendor is active, so they can still be
 * fulfilled. The search documents and the cached pages (product pages, categories, the store,
 * the home page) are refreshed at once, not at their next time-based revalidation.
 */

/**
 * Flips the flag inside the caller's transaction (a brand suspension changes the brand and its
 * store together). True when it changed; then call refreshVendorStorefront after the commit.
 */
export async function switchVendorActive(tx: DbOrTx, vendorId: number, active: boolean): Promise<boolean> {
  const before = await updateVendorActive(tx, vendorId, active);
  return before !== undefined && before.wasActive !== active;
}

/** Rewrites the search documents and re-renders the cached pages of the vendor and its products. */
export async function refreshVendorStorefront(vendorId: number, options: { revalidate?: PathRevalidator } = {}, db: Db = getDb()): Promise<RevalidationReport> {
  const productIds = await listVendorProductIds(db, vendorId);
  await refreshSearchDocuments(productIds, db);
  return revalidateCatalogPages({ productIds, vendorIds: [vendorId] }, { revalidate: options.revalidate });
}

/** Both steps, for a caller without a transaction of its own. */
export async function setVendorActive(
  input: { vendorId: number; active: boolean; revalidate?: PathRevalidator },
  db: Db = getDb(),
): Promise<{ changed: boolean; revalidation: RevalidationReport }> {
  const changed = await db.transaction((tx) => switchVendorActive(tx, input.vendorId, input.active));
  if (!changed) return { changed, revalidation: { revalidated: [], failed: [] } };
  return { changed, revalidation: await refreshVendorStorefront(input.vendorId, { revalidate: input.revalidate }, db) };
}
