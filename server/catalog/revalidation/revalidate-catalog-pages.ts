import { getSecret } from '@/server/config/secrets';
import { getDb } from '@/server/db/client';
import { catalogPagePaths, inEveryLocale, productPagePath } from './catalog-page-paths';
import type { PathRevalidator } from './path-revalidators';
import { findCategorySlugs, findProductPageRefs, findVendorSlugs } from './repository';
import { revalidatePaths } from './revalidate-paths';
import type { RevalidateRequest, RevalidationReport, RevalidationScope } from '@/lib/contracts/catalog/revalidation-schemas';

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

/**
 * For a change a person waits on (an operator approving a product, say): the products' own pages,
 * in every locale, are re-rendered before the answer, so the link the answer offers shows the
 * change at once; the listings around them (home, categories, stores: some thirty pages) are
 * re-rendered after it, by the server's own POST /api/revalidate, so the answer does not wait on
 * them. The report covers the products' own pages.
 */
export async function revalidateProductPagesFirst(scope: RevalidationScope, options: { revalidate?: PathRevalidator } = {}): Promise<RevalidationReport> {
  const [products, pages] = await Promise.all([findProductPageRefs(getDb(), scope.productIds ?? []), listCatalogPagesOf(scope)]);
  const own = inEveryLocale(products.map(productPagePath));
  const around = pages.filter((path) => !own.includes(path));
  const report = options.revalidate ? await revalidatePaths(own, options.revalidate) : await requestRevalidation({ paths: own });
  if (around.length > 0) {
    void requestRevalidation({ paths: around }).then((later) => {
      if (later.failed.length > 0) console.warn(`[revalidate] ${later.failed.length} listing page(s) not re-rendered in the background`, later.failed.slice(0, 3));
    });
  }
  return report;
}

function internalOrigin(): string {
  return process.env.REVALIDATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
}

async function requestRevalidation(scope: RevalidateRequest): Promise<RevalidationReport> {
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
