import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DbHandle } from './client';
import { MIGRATIONS_FOLDER } from './config';
import type * as schema from './schema';

export async function runMigrations(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'postgres') {
    await migratePostgres(handle.db as unknown as NodePgDatabase<typeof schema>, config);
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, config);
  }
}
