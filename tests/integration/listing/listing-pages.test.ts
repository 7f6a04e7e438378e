import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getCategoryListing } from '@/server/catalog/listing/get-category-listing';
import { getCollectionListing } from '@/server/catalog/listing/get-collection-listing';
import { getVendorStorefront } from '@/server/catalog/listing/get-vendor-storefront';
import { listListingPageSlugs } from '@/server/catalog/listing/list-listing-page-slugs';
import { listingRevalidateSeconds, LISTING_REVALIDATE_SECONDS } from '@/server/pages/listing-page-props';
import { vendors } from '@/server/db/schema';
import { NOW, seededListingDatabase, type TestDatabase } from './seeded-listing';

let database: TestDatabase;

beforeAll(async () => {
  database = await seededListingDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('what the pre-rendered listing pages show', () => {
  it('a category page: the category in the shopper’s language, its first 36 products in featured order and every facet', async () => {
    const page = await getCategoryListing({ locale: 'de-DE', slug: 'office-chairs', now: NOW });
    expect(page?.category).toMatchObject({ slug: 'office-chairs', name: 'Bürostühle' });
    expect(page?.listing.page).toBe(1);
    expect(page?.listing.sort).toBe('featured');
    expect(page?.listing.items.length).toBe(Math.min(36, page?.category.productCount ?? 0));
    expect(page?.listing.facets?.colour.length).toBeGreaterThan(1);
  });

  it('no page for an unknown category', async () => {
    expect(await getCategoryListing({ locale: 'en-US', slug: 'sofas', now: NOW })).toBeNull();
  });

  it('a vendor store: the vendor’s own words in the shopper’s language and only its products', async () => {
    const en = await getVendorStorefront({ locale: 'en-US', slug: 'nordvik-studio', now: NOW });
    const fr = await getVendorStorefront({ locale: 'fr-FR', slug: 'nordvik-studio', now: NOW });
    expect(en?.vendor).toMatchObject({ name: 'Nordvik Studio', countryCode: 'DK' });
    expect(fr?.vendor.description).toMatch(/atelier de Copenhague/);
    expect(en?.listing.items.length).toBeGreaterThan(0);
    expect(en?.listing.items.every((item) => item.vendorSlug === 'nordvik-studio')).toBe(true);
  });

  it('no store for an unknown or inactive vendor', async () => {
    expect(await getVendorStorefront({ locale: 'en-US', slug: 'ikea', now: NOW })).toBeNull();
    await database.db.update(vendors).set({ isActive: false }).where(eq(vendors.slug, 'quietform'));
    expect(await getVendorStorefront({ locale: 'en-US', slug: 'quietform', now: NOW })).toBeNull();
    expect((await listListingPageSlugs()).vendors).not.toContain('quietform');
    await database.db.update(vendors).set({ isActive: true }).where(eq(vendors.slug, 'quietform'));
  });

  it('the sale page shows only products below their usual price', async () => {
    const sale = await getCollectionListing({ locale: 'en-GB', collection: 'sale', now: NOW });
    expect(sale.items.length).toBeGreaterThan(0);
    for (const item of sale.items) {
      expect(item.price.currency).toBe('GBP');
      expect(item.price.compareAtAmount ?? 0).toBeGreaterThan(item.price.amount);
    }
  });

  it('pre-renders every category and active vendor store', async () => {
    const slugs = await listListingPageSlugs();
    expect(slugs.categories).toEqual(expect.arrayContaining(['standing-desks', 'office-chairs', 'work-pods', 'gift-cards']));
    expect(slugs.vendors).toEqual(expect.arrayContaining(['deskhaus', 'nordvik-studio']));
  });

  it('re-renders a cached page by itself when a flash sale of it starts or ends, at the latest after 10 minutes', async () => {
    const page = await getCategoryListing({ locale: 'en-US', slug: 'standing-desks', now: NOW });
    const next = page?.listing.nextChangeAt;
    expect(next === null || (next instanceof Date && next.getTime() > NOW.getTime())).toBe(true);
    expect(listingRevalidateSeconds(null, NOW)).toBe(LISTING_REVALIDATE_SECONDS);
    expect(listingRevalidateSeconds(new Date(NOW.getTime() + 120_000), NOW)).toBe(121);
    expect(listingRevalidateSeconds(new Date(NOW.getTime() + 5_000), NOW)).toBe(30);
    expect(listingRevalidateSeconds(new Date(NOW.getTime() + 86_400_000), NOW)).toBe(LISTING_REVALIDATE_SECONDS);
  });
});
