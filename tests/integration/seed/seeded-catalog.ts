import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { seedDatabase, type SeedOptions } from '@/server/db/seed/seed-database';

/** A migrated test database with the catalog seeded into it. */
export async function seededTestDatabase(options: SeedOptions = {}) {
  const database = await createTestDatabase();
  const summary = await seedDatabase(database.db, options);
  return { database, summary };
}
