import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { seedRuns } from '@/server/db/schema/db/seed-runs';
import { importLandingFiles } from '@/server/content/landings/import/import-landing-files';

export const LANDINGS_SEED_NAME = 'landings';
const LANDINGS_SEED_VERSION = '1';

/**
 * The campaign, landing and persona pages imported from content/landings once per database
 * (decision 0036): after that the rows are the editor's.
 */
export async function seedLandings(db: Db, log: (line: string) => void = () => undefined): Promise<boolean> {
  const [run] = await db.select().from(seedRuns).where(eq(seedRuns.name, LANDINGS_SEED_NAME));
  if (run) return false;
  const imported = await db.transaction(async (tx) => {
    const count = await importLandingFiles(tx);
    await tx.insert(seedRuns).values({ name: LANDINGS_SEED_NAME, version: LANDINGS_SEED_VERSION });
    return count;
  });
  log(`database: imported ${imported} landing pages`);
  return true;
}
