import { inEveryLocale } from '@/server/catalog/revalidation/catalog-page-paths';
import type { PathRevalidator } from '@/server/catalog/revalidation/path-revalidators';
import { revalidatePaths } from '@/server/catalog/revalidation/revalidate-paths';
import type { RevalidationReport } from '@/lib/contracts/catalog/revalidation-schemas';

/**
 * Re-renders landing pages in every locale at once, after a publish or an unpublish, so the
 * store shows the change without waiting for the pages' time-based revalidation. Never throws:
 * a page that fails keeps its time-based revalidation. The sitemap lists the pages too.
 */
export async function revalidateLandingPages(input: { paths: readonly string[]; revalidate: PathRevalidator }): Promise<RevalidationReport> {
  return revalidatePaths(inEveryLocale([...input.paths, '/sitemap.xml'].filter((path, index, all) => all.indexOf(path) === index)), input.revalidate);
}
