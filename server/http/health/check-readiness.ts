import { AppError } from '@/server/http/app-error';
import journal from '@/server/db/migrations/meta/_journal.json';
import type { Readiness } from '@/lib/contracts/http/platform';
import { lastAppliedMigrationAt, pingDatabase } from './repository';

/** The migrations this build ships (bundled at build time: the code expects exactly those). */
const expected = journal.entries;
const newestExpected = expected.reduce((newest, entry) => Math.max(newest, entry.when), 0);

const unavailable = (message: string, cause?: unknown) => new AppError('UNAVAILABLE', message, { cause, headers: { 'Retry-After': '5' } });

/** Ready when the database answers and holds every migration of this build (503 otherwise). */
export async function checkReadiness(): Promise<Readiness> {
  let database: Readiness['database'];
  let applied: { count: number; lastCreatedAt: number };
  try {
    database = await pingDatabase();
    applied = await lastAppliedMigrationAt();
  } catch (cause) {
    throw unavailable('The database is not reachable.', cause);
  }
  if (applied.lastCreatedAt < newestExpected) {
    throw unavailable(`The database lacks migrations of this version (${applied.count} applied, ${expected.length} expected).`);
  }
  return { ok: true, database, migrations: { expected: expected.length, applied: applied.count } };
}
