import { afterEach, describe, expect, it } from 'vitest';
import { generateCatalog } from '@/server/db/seed/generate-catalog';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { createTestDatabase } from '@/tests/integration/setup/test-database';
import { hashSeededTables } from './table-hash';

const NOW = new Date('2026-11-21T10:30:00Z');
const cleanups: (() => Promise<void>)[] = [];

async function seededHashes(now: Date, productCount = 180) {
  const database = await createTestDatabase();
  cleanups.push(database.drop);
  await seedDatabase(database.db, { now, productCount });
  return { database, hashes: await hashSeededTables(database.db) };
}

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

describe('the catalog seed', () => {
  it('writes identical rows into two fresh databases', async () => {
    const first = await seededHashes(NOW);
    const second = await seededHashes(NOW);
    expect(second.hashes).toEqual(first.hashes);
  });

  it('writes identical rows again when it replaces its own catalog', async () => {
    const { database, hashes } = await seededHashes(NOW);
    await seedDatabase(database.db, { now: NOW, replace: true });
    expect(await hashSeededTables(database.db)).toEqual(hashes);
  });

  it('moves only the flash-sale windows when run at another time', async () => {
    const { hashes } = await seededHashes(NOW);
    const later = await seededHashes(new Date('2027-03-02T08:00:00Z'));
    const { flash_sales: before, ...restBefore } = hashes;
    const { flash_sales: after, ...restAfter } = later.hashes;
    expect(restAfter).toEqual(restBefore);
    expect(after).not.toEqual(before);
  });

  it('generates any product the same way whatever the catalog size', () => {
    const small = generateCatalog({ productCount: 40 });
    const large = generateCatalog({ productCount: 260 });
    expect(large.products.slice(0, 40)).toEqual(small.products);
    expect(new Set(large.products.map((product) => product.slug)).size).toBe(260);
  });

  it('produces a different catalog for a different seed number', () => {
    const a = generateCatalog({ productCount: 20, seed: 1 });
    const b = generateCatalog({ productCount: 20, seed: 2 });
    expect(b.products.map((product) => product.slug)).not.toEqual(a.products.map((product) => product.slug));
  });
});
