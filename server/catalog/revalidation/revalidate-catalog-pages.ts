import { getSecret } from '@/server/config/secrets';
import { getDb } from '@/server/db/client';
import { catalogPagePaths, inEveryLocale } from './catalog-page-paths';
import type { PathRevalidator } from './path-revalidators';
import { findCategorySlugs, findProductPageRefs, findVendorSlugs } from './repository';
import { revalidatePaths } from './revalidate-paths';
import type { RevalidationReport, RevalidationScope } from '@/lib/contracts/catalog/revalidation-schemas';

export const REVALIDATE_ENDPOINT_PATH = '/api/revalidate';
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';

/** Every page, in every locale, that shows the given products, categories or vendors. */
export async function listCatalogPagesOf(scope: RevalidationScope): Promise<string[]> {
  const db = getDb();
  const [products, categorySlugs, vendorSlugs] = await Promise.all([
    findProductPageRefs(db, scope.productIds ?? []),
    findCategorySlugs(db, scope.categoryIds ?? []),
    findVendorSlugs(db, scope.vendorIds ?? []),
  ]);
  return inEveryLocale(catalogPagePaths({ products, categorySlugs, vendorSlugs }));
}

/**
 * Re-renders the cached pages (home, categories, product pages, vendor stores, landing pages)
 * that show changed catalog rows, in every locale, so a new price or stock level shows without
 * a rebuild. Inside a Next API route pass `revalidate: apiRouteRevalidator(res)`; elsewhere the
 * server's POST /api/revalidate does it (REVALIDATE_ORIGIN, default http://127.0.0.1:$PORT).
 * Never throws for a page that could not be re-rendered: it is reported, and the page's
 * time-based revalidation remains the safety net.
 */
export async function revalidateCatalogPages(scope: RevalidationScope, options: { revalidate?: PathRevalidator } = {}): Promise<RevalidationReport> {
  if (options.revalidate) return revalidatePaths(await listCatalogPagesOf(scope), options.revalidate);
  return requestRevalidation(scope);
}

function internalOrigin(): string {
  return process.env.REVALIDATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
}

async function requestRevalidation(scope: RevalidationScope): Promise<RevalidationReport> {
  try {
    const response = await fetch(`${internalOrigin()}${REVALIDATE_ENDPOINT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: getSecret('REVALIDATE_SECRET') },
      body: JSON.stringify(scope),
    });
    const envelope = (await response.json()) as { data?: RevalidationReport };
    if (response.ok && envelope.data) return envelope.data;
    return { revalidated: [], failed: [{ path: '*', reason: `POST ${REVALIDATE_ENDPOINT_PATH} answered ${response.status}` }] };
  } catch (error) {
    return { revalidated: [], failed: [{ path: '*', reason: error instanceof Error ? error.message : String(error) }] };
  }
}
