import { sql } from 'drizzle-orm';
import { getDbHandle } from '@/server/db/client';
import type { Health } from '@/lib/contracts/http/health-schemas';

/** Runs a trivial query, so a positive answer means the database really answers. */
export async function pingDatabase(): Promise<Health['database']> {
  const handle = getDbHandle();
  await handle.db.execute(sql`select 1`);
  return handle.kind;
}

/** The newest migration applied (drizzle's own table), as the `when` of its journal entry; 0 when none. */
export async function lastAppliedMigrationAt(): Promise<{ count: number; lastCreatedAt: number }> {
  const { db } = getDbHandle();
  try {
    const result = (await db.execute(sql`select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { count: string | number; last: string | number | null }[];
    };
    const row = result.rows[0];
    return { count: Number(row?.count ?? 0), lastCreatedAt: Number(row?.last ?? 0) };
  } catch (cause) {
    // No migrations table: nothing was ever migrated.
    if (/__drizzle_migrations|schema "drizzle"/.test(String((cause as Error).message))) return { count: 0, lastCreatedAt: 0 };
    throw cause;
  }
}
