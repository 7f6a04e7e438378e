import { seedDatabase } from '@/server/db/seed/seed-database';
import { createTestDatabase } from '../setup/test-database';

/** The moment the tests' catalog is seeded and read at, so flash-sale windows are fixed. */
export const NOW = new Date('2026-11-21T12:00:00Z');

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/** A fresh database with the store's default catalog (180 products), seeded at NOW. */
export async function seededListingDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  await seedDatabase(database.db, { now: NOW });
  return database;
}
