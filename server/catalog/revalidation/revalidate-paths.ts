import type { PathRevalidator } from './path-revalidators';
import type { RevalidationReport } from '@/lib/contracts/catalog/revalidation-schemas';

/* Each revalidation renders a page; a few at a time keep a busy server answering shoppers. */
const CONCURRENCY = 4;

/** Re-renders every path, a few at a time; a path that fails is reported, never thrown. */
export async function revalidatePaths(paths: readonly string[], revalidate: PathRevalidator): Promise<RevalidationReport> {
  const report: RevalidationReport = { revalidated: [], failed: [] };
  const queue = [...new Set(paths)];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        await revalidate(path);
        report.revalidated.push(path);
      } catch (error) {
        report.failed.push({ path, reason: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  if (report.failed.length > 0) console.warn(`[revalidate] ${report.failed.length} page(s) not re-rendered`, report.failed.slice(0, 5));
  return report;
}
