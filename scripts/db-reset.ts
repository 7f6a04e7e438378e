/* `npm run db:reset [-- --products N]`: drops everything, then migrates, seeds and draws pictures. */
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { databaseTarget } from '@/server/db/config';
import { runMigrations } from '@/server/db/migrate';
import { ensurePgliteFolder } from '@/server/db/prepare-database';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { generateAllPictures } from '@/server/catalog/media/generate-all-pictures';
import { refuseWhileServerRuns } from './lib/guard-pglite-folder';
import { runScript } from './lib/run-script';
import { parseSeedArgs } from './lib/seed-args';

runScript('db:reset', async () => {
  const args = parseSeedArgs();
  const log = (line: string) => console.log(line);
  const target = databaseTarget();
  refuseWhileServerRuns('reset the database');
  if (target.kind === 'pglite') {
    log(`db:reset: deleting ${target.dataDir}`);
    await fs.rm(target.dataDir, { recursive: true, force: true });
    ensurePgliteFolder(target);
  }
  const handle = openDatabase(target);
  try {
    if (target.kind === 'postgres') {
      log('db:reset: dropping the public and drizzle schemas');
      // Drizzle records applied migrations in its own schema; it must go too or nothing re-runs.
      await handle.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
      await handle.db.execute(sql.raw('DROP SCHEMA IF EXISTS public CASCADE'));
      await handle.db.execute(sql.raw('CREATE SCHEMA public'));
    }
    log('db:reset: migrating');
    await runMigrations(handle);
    await seedDatabase(handle.db, { log, productCount: args.productCount });
  } finally {
    await handle.close();
  }
  await generateAllPictures({ log });
  log('db:reset: done');
});
