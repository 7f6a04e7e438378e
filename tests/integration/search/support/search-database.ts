import { seedDatabase } from '@/server/db/seed/seed-database';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

/** A test database with the default catalog (180 products) seeded and indexed for search. */
export async function createSearchTestDatabase(productCount = 180) {
  const database = await createTestDatabase();
  await seedDatabase(database.db, { productCount });
  return database;
}
