import type { DbOrTx } from '@/server/db/db-or-tx';
import { countLandingPages, insertLandingPage, markDraftSaved, markPublished, writeLandingRevision } from '../repository-landings';
import { readLandingFiles } from './read-landing-files';

/**
 * Imports content/landings into empty landing tables: each page's draft and live copies, as
 * published on the file's date. Refuses tables that already hold pages: from then on they are
 * the editor's (as the blog and help centre, decision 0031).
 */
export async function importLandingFiles(tx: DbOrTx, contentDir?: string): Promise<number> {
  if ((await countLandingPages(tx)) > 0) return 0;
  const files = readLandingFiles(contentDir);
  for (const file of files) {
    const id = await insertLandingPage(tx, { key: file.key, path: file.path, savedBy: null });
    await writeLandingRevision(tx, id, 'draft', file.document);
    await writeLandingRevision(tx, id, 'live', file.document);
    await markDraftSaved(tx, id, { at: file.publishedAt, by: null });
    await markPublished(tx, id, { at: file.publishedAt, by: null });
  }
  return files.length;
}
