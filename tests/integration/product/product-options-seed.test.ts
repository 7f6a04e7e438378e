import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { productOptions, products } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { productTestDatabase, NOW } from './support/product-fixture';

let database: Awaited<ReturnType<typeof productTestDatabase>>;

beforeAll(async () => {
  database = await productTestDatabase(40);
});
afterAll(async () => {
  await database.drop();
});

async function dump() {
  return database.db.select().from(productOptions).orderBy(asc(productOptions.productId), asc(productOptions.code));
}

describe('the product options seed', () => {
  it('gives every desk a size upgrade, cable kit, engraving and protection plan, in three languages', async () => {
    const desks = await database.db.select({ id: products.id }).from(products).where(eq(products.shape, 'standing-desk'));
    expect(desks.length).toBeGreaterThan(0);
    const rows = await dump();
    for (const desk of desks) {
      const codes = rows.filter((row) => row.productId === desk.id).sort((a, b) => a.position - b.position).map((row) => row.code);
      expect(codes).toEqual(['desktop-depth', 'cable-kit', 'engraving', 'warranty']);
    }
    for (const row of rows) expect(Object.keys(row.name).sort()).toEqual(['de', 'en', 'fr']);
  });

  it('offers nothing on gift cards', async () => {
    const cards = await database.db.select({ id: products.id }).from(products).where(eq(products.kind, 4));
    const rows = await dump();
    expect(rows.filter((row) => cards.some((card) => card.id === row.productId))).toEqual([]);
  });

  it('writes the same rows again when the catalog is replaced', async () => {
    const before = await dump();
    await seedDatabase(database.db, { productCount: 40, now: NOW, replace: true });
    expect(await dump()).toEqual(before);
  });
});
