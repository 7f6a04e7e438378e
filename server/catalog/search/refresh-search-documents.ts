import { getDb, type Db } from '@/server/db/client';
import { writeDocumentsOf } from './repository';
import { clearVocabularyCache } from './vocabulary-cache';

/** More ids than this in one call are written in several transactions. */
const IDS_PER_BATCH = 500;

/**
 * Brings the search documents of these products up to date after a catalog change (name,
 * descriptions, specifications, category, vendor, publication): call it from the use case that
 * changed them. Unpublished or deleted products leave the index. Prices and stock are read live
 * by every search, so changing them needs no refresh.
 */
export async function refreshSearchDocuments(productIds: readonly number[], db: Db = getDb()): Promise<{ documents: number }> {
  const ids = [...new Set(productIds.filter((id) => Number.isInteger(id) && id > 0))];
  let documents = 0;
  for (let start = 0; start < ids.length; start += IDS_PER_BATCH) {
    const batch = ids.slice(start, start + IDS_PER_BATCH);
    documents += await db.transaction((tx) => writeDocumentsOf(tx, batch));
  }
  if (ids.length > 0) clearVocabularyCache();
  return { documents };
}
