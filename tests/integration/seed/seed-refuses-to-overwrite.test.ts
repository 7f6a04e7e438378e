import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from '@/server/db/prepare-database';
import { categories, products, variantOptionLabels, vendors } from '@/server/db/schema/catalog/catalog';
import { seedRuns } from '@/server/db/schema/db/seed-runs';
import { SeedRefusedError, seedDatabase } from '@/server/db/seed/seed-database';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

const cleanups: (() => Promise<void>)[] = [];

async function freshDatabase() {
  const database = await createTestDatabase();
  cleanups.push(database.drop);
  return database;
}

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

describe('seeding a database that already has a catalog', () => {
  it('is refused unless replace is asked for, and leaves the data untouched', async () => {
    const { db } = await freshDatabase();
    await seedDatabase(db, { productCount: 12 });
    await expect(seedDatabase(db, { productCount: 30 })).rejects.toBeInstanceOf(SeedRefusedError);
    expect(await db.$count(products)).toBe(12);
  });

  it('replaces the catalog cleanly when replace is set', async () => {
    const { db } = await freshDatabase();
    await seedDatabase(db, { productCount: 30 });
    const summary = await seedDatabase(db, { productCount: 12, replace: true });
    expect(summary.products).toBe(12);
    expect(await db.$count(products)).toBe(12);
    const [run] = await db.select().from(seedRuns).where(eq(seedRuns.name, 'catalog'));
    expect(run?.version).toBe(summary.version);
  });

  it('rolls everything back when it fails half-way', async () => {
    const { db } = await freshDatabase();
    // A stray option label makes the insert after categories and vendors fail on its key.
    await db.insert(variantOptionLabels).values({ option: 'colour', value: 'black', language: 'en', label: 'Black' });
    await expect(seedDatabase(db, { productCount: 5 })).rejects.toThrow();
    expect(await db.$count(categories)).toBe(0);
    expect(await db.$count(vendors)).toBe(0);
    expect(await db.$count(seedRuns)).toBe(0);
  });
});

describe('prepareDatabase', () => {
  it('migrates and seeds an empty database once, then leaves it alone', async () => {
    const handle = await freshDatabase();
    const lines: string[] = [];
    const first = await prepareDatabase({ handle, productCount: 10, log: (line) => lines.push(line) });
    expect(first.seeded).toBe(true);
    expect(lines).toContain('seed: products 10/10');
    const second = await prepareDatabase({ handle, productCount: 10 });
    expect(second.seeded).toBe(false);
    expect(await handle.db.$count(products)).toBe(10);
  });

  it('does not fail start-up or touch a catalog that someone built without the seed', async () => {
    const handle = await freshDatabase();
    await handle.db.insert(categories).values({ code: 'MINE', slug: 'mine' });
    const result = await prepareDatabase({ handle, productCount: 10 });
    expect(result.seeded).toBe(false);
    expect(await handle.db.$count(categories)).toBe(1);
  });
});
