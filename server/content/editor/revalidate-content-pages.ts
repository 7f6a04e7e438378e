import type { RevalidationReport } from '@/lib/contracts/catalog/revalidation-schemas';
import { getSecret } from '@/server/config/secrets';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { REVALIDATE_ENDPOINT_PATH, REVALIDATE_SECRET_HEADER } from '@/server/catalog/revalidation/revalidate-catalog-pages';
import { revalidatePaths } from '@/server/catalog/revalidation/revalidate-paths';

/**
 * Re-renders the cached pages a published change shows on. Inside an API route the route's
 * `res.revalidate` does it; the scheduler, which has no request, asks the server's own
 * POST /api/revalidate with the paths (as catalog's revalidateCatalogPages does). Never throws:
 * a page not re-rendered is reported and its time-based revalidation remains the safety net.
 */
export async function revalidateContentPages(paths: readonly string[], revalidate?: PathRevalidator): Promise<RevalidationReport> {
  if (paths.length === 0) return { revalidated: [], failed: [] };
  if (revalidate) return revalidatePaths(paths, revalidate);
  const origin = process.env.REVALIDATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
  try {
    const response = await fetch(`${origin}${REVALIDATE_ENDPOINT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: getSecret('REVALIDATE_SECRET') },
      body: JSON.stringify({ paths: paths.slice(0, 500) }),
    });
    const envelope = (await response.json()) as { data?: RevalidationReport };
    if (response.ok && envelope.data) return envelope.data;
    return { revalidated: [], failed: [{ path: '*', reason: `POST ${REVALIDATE_ENDPOINT_PATH} answered ${response.status}` }] };
  } catch (error) {
    return { revalidated: [], failed: [{ path: '*', reason: error instanceof Error ? error.message : String(error) }] };
  }
}
