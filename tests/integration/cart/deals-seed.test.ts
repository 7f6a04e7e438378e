import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { products } from '@/server/db/schema/catalog/catalog';
import { addOnDeals, comboDealItems, comboDeals } from '@/server/db/schema/pricing/deals';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { createTestDatabase } from '@/tests/integration/setup/test-database';

/* The seeded deals (server/db/seed/deals.ts): every desk and chair offers add-ons, desks make combos. */

const NOW = new Date('2026-11-21T12:00:00.000Z');
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { productCount: 120, now: NOW });
});
afterAll(() => database.drop());

async function dump() {
  const addOns = await database.db.select().from(addOnDeals).orderBy(asc(addOnDeals.mainProductId), asc(addOnDeals.position));
  const combos = await database.db.select().from(comboDeals).orderBy(asc(comboDeals.id));
  const items = await database.db.select().from(comboDealItems).orderBy(asc(comboDealItems.comboId), asc(comboDealItems.position));
  return {
    addOns: addOns.map(({ mainProductId, addOnProductId, percentOff, position }) => ({ mainProductId, addOnProductId, percentOff, position })),
    combos,
    items,
  };
}

describe('the deals seed', () => {
  it('gives every desk and chair add-ons at 15-30% off, from house accessories', async () => {
    const { addOns } = await dump();
    const mains = await database.db
      .select({ id: products.id, shape: products.shape })
      .from(products)
      .where(and(inArray(products.shape, ['standing-desk', 'office-chair', 'gaming-chair']), eq(products.isPublished, true)));
    expect(mains.length).toBeGreaterThan(0);
    for (const main of mains) {
      const offered = addOns.filter((row) => row.mainProductId === main.id);
      expect(offered.length, `product ${main.id}`).toBeGreaterThanOrEqual(1);
    }
    const accessoryIds = [...new Set(addOns.map((row) => row.addOnProductId))];
    const accessories = await database.db.select({ shape: products.shape, isVendorProduct: products.isVendorProduct }).from(products).where(inArray(products.id, accessoryIds));
    for (const accessory of accessories) {
      expect(['monitor-arm', 'desk-lamp', 'laptop-stand', 'footrest']).toContain(accessory.shape);
      expect(accessory.isVendorProduct).toBe(false);
    }
    for (const row of addOns) expect([15, 20, 25, 30]).toContain(row.percentOff);
  });

  it('makes named combos of 2 to 4 products in three languages', async () => {
    const { combos, items } = await dump();
    expect(combos.length).toBeGreaterThan(0);
    for (const combo of combos) {
      const count = items.filter((item) => item.comboId === combo.id).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
      expect(Object.keys(combo.name).sort()).toEqual(['de', 'en', 'fr']);
    }
    expect(combos.map((combo) => combo.name.en)).toContain('Desk + chair combo');
  });

  it('writes the same deals again when the catalog is replaced', async () => {
    const before = await dump();
    await seedDatabase(database.db, { productCount: 120, now: NOW, replace: true });
    const after = await dump();
    expect(after.addOns).toEqual(before.addOns);
    expect(after.combos.map(({ createdAt: _, ...rest }) => rest)).toEqual(before.combos.map(({ createdAt: _, ...rest }) => rest));
    expect(after.items).toEqual(before.items);
  });
});
