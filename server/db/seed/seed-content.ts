import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { seedRuns } from '@/server/db/schema/db/seed-runs';
import { importContentFiles } from '@/server/content/import/import-content-files';

export const CONTENT_SEED_NAME = 'content';
const CONTENT_SEED_VERSION = '1';

/**
 * The blog and help centre imported from content/ once per database (decision 0031): after that
 * the rows are the editor's, and a changed file no longer overwrites them.
 */
export async function seedContent(db: Db, log: (line: string) => void = () => undefined): Promise<boolean> {
  const [run] = await db.select().from(seedRuns).where(eq(seedRuns.name, CONTENT_SEED_NAME));
  if (run) return false;
  const imported = await db.transaction(async (tx) => {
    const counts = await importContentFiles(tx);
    await tx.insert(seedRuns).values({ name: CONTENT_SEED_NAME, version: CONTENT_SEED_VERSION });
    return counts;
  });
  log(`database: imported ${imported.posts} blog posts and ${imported.articles} help articles`);
  return true;
}
