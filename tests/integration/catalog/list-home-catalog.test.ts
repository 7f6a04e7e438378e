import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listHomeCatalog } from '@/server/catalog/list-home-catalog';
import { flashSales, productVariants, products, settings, variantPrices } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { createTestDatabase } from '../setup/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { productCount: 60 });
});

afterAll(async () => {
  await database.drop();
});

describe('the home page catalog', () => {
  it('shows the featured categories of the home.featuredCategories setting, in its order', async () => {
    const { categories } = await listHomeCatalog({ locale: 'en-US' });
    expect(categories.map((c) => c.slug)).not.toContain('gift-cards');
    await database.db.update(settings).set({ value: ['work-pods', 'standing-desks'] }).where(eq(settings.key, 'home.featuredCategories'));
    const reordered = await listHomeCatalog({ locale: 'en-US' });
    expect(reordered.categories.map((c) => c.slug)).toEqual(['work-pods', 'standing-desks']);
    await database.db.delete(settings).where(eq(settings.key, 'home.featuredCategories'));
    const all = await listHomeCatalog({ locale: 'en-US' });
    expect(all.categories.map((c) => c.slug)).toContain('gift-cards');
  });

  it('lists the product categories in menu order with translated names and a tile picture', async () => {
    const en = await listHomeCatalog({ locale: 'en-US' });
    const fr = await listHomeCatalog({ locale: 'fr-FR' });
    expect(en.categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['standing-desks', 'office-chairs', 'work-pods']));
    expect(en.categories.every((c) => c.imageKey)).toBe(true);
    const desksEn = en.categories.find((c) => c.slug === 'standing-desks');
    const desksFr = fr.categories.find((c) => c.slug === 'standing-desks');
    expect(desksFr?.name).not.toBe(desksEn?.name);
  });

  it('shows best sellers by units sold, priced in the currency of the locale', async () => {
    const us = await listHomeCatalog({ locale: 'en-US' });
    const gb = await listHomeCatalog({ locale: 'en-GB' });
    const de = await listHomeCatalog({ locale: 'de-DE' });
    expect(us.bestSellers).toHaveLength(8);
    expect(us.bestSellers.every((p) => p.price.currency === 'USD')).toBe(true);
    expect(gb.bestSellers.every((p) => p.price.currency === 'GBP')).toBe(true);
    expect(de.bestSellers.every((p) => p.price.currency === 'EUR')).toBe(true);

    const sold = await database.db.select({ code: products.code, sold: products.soldCount }).from(products);
    const soldOf = new Map(sold.map((row) => [row.code, row.sold]));
    const counts = us.bestSellers.map((p) => soldOf.get(p.code) ?? 0);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('shows only products that are cheaper than usual on the sale shelf', async () => {
    const { saleItems } = await listHomeCatalog({ locale: 'en-US' });
    expect(saleItems.length).toBeGreaterThan(0);
    for (const item of saleItems) {
      expect(item.price.compareAtAmount).not.toBeNull();
      expect(item.price.amount).toBeLessThan(item.price.compareAtAmount ?? 0);
    }
  });

  it('applies a running flash sale to the price the shopper sees', async () => {
    const [product] = await database.db.select({ id: products.id, code: products.code }).from(products).orderBy(products.soldCount).limit(1);
    if (!product) throw new Error('seed made no products');
    const [variant] = await database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
      .orderBy(productVariants.position)
      .limit(1);
    await database.db.update(productVariants).set({ isDefault: false }).where(eq(productVariants.productId, product.id));
    await database.db.update(productVariants).set({ isDefault: true }).where(eq(productVariants.id, variant?.id ?? 0));
    // Nothing else is on sale, so the shelf shows exactly this product.
    await database.db.delete(flashSales);
    await database.db.update(variantPrices).set({ compareAtAmount: null });
    await database.db.update(variantPrices).set({ amount: 10_000 }).where(eq(variantPrices.variantId, variant?.id ?? 0));
    const now = new Date('2026-11-21T12:00:00Z');
    await database.db.insert(flashSales).values({
      productId: product.id,
      percentOff: 25,
      startsAt: new Date('2026-11-21T00:00:00Z'),
      endsAt: new Date('2026-11-22T00:00:00Z'),
      isActive: true,
    });

    const { saleItems } = await listHomeCatalog({ locale: 'en-US', now });
    expect(saleItems.map((p) => p.code)).toEqual([product.code]);
    expect(saleItems[0]?.price).toEqual({ amount: 7_500, compareAtAmount: 10_000, currency: 'USD', flashSalePercentOff: 25 });
  });
});
