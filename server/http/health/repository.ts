import { sql } from 'drizzle-orm';
import { getDbHandle } from '@/server/db/client';
import type { Health } from '@/lib/contracts/http/health-schemas';

/** Runs a trivial query, so a positive answer means the database really answers. */
export async function pingDatabase(): Promise<Health['database']> {
  const handle = getDbHandle();
  await handle.db.execute(sql`select 1`);
  return handle.kind;
}
