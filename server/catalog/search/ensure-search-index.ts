import type { Db } from '@/server/db/client';
import { countPublishedProducts, readIndexState } from './repository';
import { rebuildSearchIndex } from './rebuild-search-index';
import { SEARCH_INDEX_VERSION } from './search-index-version';

/**
 * Rebuilds the search index when it was built by another recipe or never built for the catalog
 * the database holds (a database seeded before search existed). Start-up (prepareDatabase)
 * runs it; it costs one small query when the index is current.
 */
export async function ensureSearchIndex(db: Db, options: { log?: (line: string) => void } = {}): Promise<{ rebuilt: boolean }> {
  const state = await readIndexState(db);
  const current = state?.version === SEARCH_INDEX_VERSION && (state.documents > 0 || (await countPublishedProducts(db)) === 0);
  if (current) return { rebuilt: false };
  options.log?.('search: building the search index');
  await rebuildSearchIndex(db, options);
  return { rebuilt: true };
}
