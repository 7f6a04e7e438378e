/* `npm run db:migrate`: applies pending migrations to the configured database. */
import { openDatabase } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { ensurePgliteFolder } from '@/server/db/prepare-database';
import { refuseWhileServerRuns } from './lib/guard-pglite-folder';
import { runScript } from './lib/run-script';

runScript('db:migrate', async () => {
  refuseWhileServerRuns('migrate');
  ensurePgliteFolder();
  const handle = openDatabase();
  try {
    console.log(`db:migrate: migrating (${handle.kind})`);
    await runMigrations(handle);
    console.log('db:migrate: done');
  } finally {
    await handle.close();
  }
});
