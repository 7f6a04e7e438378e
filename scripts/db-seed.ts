/* `npm run db:seed [-- --replace] [-- --products N]`: migrates, seeds the catalog, draws pictures. */
import { openDatabase } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { ensurePgliteFolder } from '@/server/db/prepare-database';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { generateAllPictures } from '@/server/catalog/media/generate-all-pictures';
import { refuseWhileServerRuns } from './lib/guard-pglite-folder';
import { runScript } from './lib/run-script';
import { parseSeedArgs } from './lib/seed-args';

runScript('db:seed', async () => {
  const args = parseSeedArgs();
  refuseWhileServerRuns('seed');
  ensurePgliteFolder();
  const handle = openDatabase();
  const log = (line: string) => console.log(line);
  try {
    await runMigrations(handle);
    await seedDatabase(handle.db, { log, replace: args.replace, productCount: args.productCount });
  } finally {
    await handle.close();
  }
  await generateAllPictures({ log });
});
