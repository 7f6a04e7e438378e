import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { inject } from 'vitest';
import { openDatabase, setDbHandle, type DbHandle } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { openPglite, templateDump } from './database-template';

/**
 * A migrated, empty database for one test file. On PostgreSQL (DATABASE_URL set) each file gets
 * a database of its own, created here and dropped afterwards, so files can run in parallel.
 * Both copy the template global-setup.ts migrated once for the run; without one (a file run
 * outside the integration project) the database is migrated here, as it used to be.
 */
export async function createTestDatabase(): Promise<DbHandle & { drop(): Promise<void> }> {
  const template = inject('testDatabaseTemplate');
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    let handle: DbHandle;
    if (template?.kind === 'pglite') {
      handle = openPglite(templateDump(template.file)).handle;
    } else {
      handle = openDatabase({ kind: 'memory' });
      await runMigrations(handle);
    }
    setDbHandle(handle);
    return { ...handle, drop: async () => { setDbHandle(undefined); await handle.close(); } };
  }
  const name = `deskhaus_test_${randomBytes(6).toString('hex')}`;
  const fromTemplate = template?.kind === 'postgres' ? ` TEMPLATE ${template.name}` : '';
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${fromTemplate}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', url: url.toString() });
  if (!fromTemplate) await runMigrations(handle);
  setDbHandle(handle);
  return {
    ...handle,
    drop: async () => {
      setDbHandle(undefined);
      await handle.close();
      const cleanup = new Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
