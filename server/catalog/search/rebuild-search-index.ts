import { getDb, type Db } from '@/server/db/client';
import { analyzeIndex, writeWholeIndex } from './repository';
import { SEARCH_INDEX_VERSION } from './search-index-version';
import { clearVocabularyCache } from './vocabulary-cache';

export interface RebuildSummary {
  documents: number;
  ms: number;
}

/**
 * Rebuilds every search document, the did-you-mean vocabulary and the word counts from the
 * catalog, in one transaction (readers keep the old index until it commits). The seed runs it;
 * so does ensureSearchIndex when the document recipe changed. A 100,000-product catalog takes
 * a minute or two.
 */
export async function rebuildSearchIndex(db: Db = getDb(), options: { log?: (line: string) => void } = {}): Promise<RebuildSummary> {
  const started = performance.now();
  const documents = await db.transaction((tx) => writeWholeIndex(tx, SEARCH_INDEX_VERSION));
  await analyzeIndex(db);
  clearVocabularyCache();
  const ms = Math.round(performance.now() - started);
  options.log?.(`search: indexed ${documents} documents in ${(ms / 1000).toFixed(1)} s`);
  return { documents, ms };
}
