import { getDb } from '@/server/db/client';
import { listPublishedLandingPaths } from './repository-landings';

/** The published pages' paths, for the sitemap and the pages' static paths. */
export async function listLandingPaths(): Promise<{ path: string; updatedAt: Date }[]> {
  return listPublishedLandingPaths(getDb());
}
