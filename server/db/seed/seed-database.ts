import { count, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  categories,
  categoryTranslations,
  flashSales,
  priceTiers,
  productContentSections,
  productLabels,
  products,
  productTranslations,
  productVariants,
  variantOptionLabels,
  variantPrices,
  vendors,
  vendorTranslations,
} from '@/server/db/schema/catalog/catalog';
import { settings } from '@/server/db/schema/config/settings';
import { seedRuns } from '@/server/db/schema/db/seed-runs';
import { SEED_REFERENCE_DATE } from './catalog-constants';
import type { SeedProduct } from './catalog-types';
import { seedClock } from './flash-sale-windows';
import { generateProducts, resolveCatalogOptions, seedCategories, seedVendors } from './generate-catalog';
import { catalogSeedVersion } from './generator-version';
import { SEED_LANGUAGES } from './localized';
import { optionLabelRows } from './option-labels';
import { seedProductOptions } from './product-options';
import { seedPromoCodes } from './promo-codes';
import { seedStoreCredit } from './store-credit';
import { seedRewardCampaigns } from './reward-campaigns';
import { seedDemoCompany } from './demo-company';
import { seedDeals } from './deals';
import { productRows, type RowIds } from './product-rows';
import { seedReviews } from './reviews';
import { insertInBatches, type SeedTx } from './seed-writer';
import { settingsRows } from './settings-rows';
import { rebuildSearchIndex } from '@/server/catalog/search/rebuild-search-index';

export interface SeedOptions {
  log?: (line: string) => void;
  productCount?: number;
  seed?: number;
  /**
   * Existing catalog data is refused unless this is set; then the catalog tables are emptied
   * first (TRUNCATE ... CASCADE, which also empties rows in other tables that point at
   * products, such as carts and orders: use it on development data only).
   */
  replace?: boolean;
  /** The clock flash-sale windows are placed around (defaults to the real time). */
  now?: Date;
}

export interface SeedSummary {
  version: string;
  categories: number;
  vendors: number;
  products: number;
  variants: number;
  prices: number;
  sections: number;
  ms: number;
}

export const CATALOG_SEED_NAME = 'catalog';

export class SeedRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedRefusedError';
  }
}

/* Products are generated and written a chunk at a time, so memory stays flat for large benches. */
const PRODUCTS_PER_CHUNK = 250;

/* Every table the seed owns; settings are not emptied (operators edit them), only overwritten. */
const CATALOG_TABLES = [
  'price_tiers',
  'flash_sales',
  'product_content_sections',
  'product_labels',
  'variant_prices',
  'product_variants',
  'product_translations',
  'products',
  'variant_option_labels',
  'vendor_translations',
  'vendors',
  'category_translations',
  'categories',
] as const;

/* Tables whose ids the seed sets itself; their sequences must continue after the seeded ids. */
const SERIAL_TABLES = ['categories', 'vendors', 'products', 'product_variants', 'product_content_sections', 'flash_sales'] as const;

async function hasCatalogData(tx: SeedTx): Promise<boolean> {
  const [productRow] = await tx.select({ n: count() }).from(products);
  const [categoryRow] = await tx.select({ n: count() }).from(categories);
  return (productRow?.n ?? 0) > 0 || (categoryRow?.n ?? 0) > 0;
}

async function emptyCatalog(tx: SeedTx): Promise<void> {
  await tx.execute(sql.raw(`TRUNCATE TABLE ${CATALOG_TABLES.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`));
  await tx.delete(seedRuns).where(sql`${seedRuns.name} = ${CATALOG_SEED_NAME}`);
}

async function writeReferenceData(tx: SeedTx, log: (line: string) => void): Promise<{ categories: number; vendors: number }> {
  const categoryList = seedCategories();
  await insertInBatches(
    tx,
    categories,
    categoryList.map((category) => ({
      id: category.id,
      code: category.code,
      slug: category.slug,
      position: category.position,
      imageKey: category.imageKey,
      createdAt: SEED_REFERENCE_DATE,
      updatedAt: SEED_REFERENCE_DATE,
    })),
  );
  await insertInBatches(
    tx,
    categoryTranslations,
    categoryList.flatMap((category) =>
      SEED_LANGUAGES.map((language) => ({ categoryId: category.id, language, name: category.name[language], description: category.description[language] })),
    ),
  );
  log(`seed: categories ${categoryList.length}`);

  const vendorList = seedVendors();
  await insertInBatches(
    tx,
    vendors,
    vendorList.map((vendor) => ({
      id: vendor.id,
      code: vendor.code,
      slug: vendor.slug,
      name: vendor.name,
      description: vendor.description.en,
      countryCode: vendor.countryCode,
      createdAt: SEED_REFERENCE_DATE,
    })),
  );
  await insertInBatches(
    tx,
    vendorTranslations,
    vendorList.flatMap((vendor) => SEED_LANGUAGES.map((language) => ({ vendorId: vendor.id, language, description: vendor.description[language] }))),
  );
  log(`seed: vendors ${vendorList.length}`);

  const labels = optionLabelRows();
  await insertInBatches(tx, variantOptionLabels, labels);
  log(`seed: option labels ${labels.length}`);

  for (const setting of settingsRows()) {
    await tx
      .insert(settings)
      .values({ key: setting.key, value: setting.value, updatedAt: SEED_REFERENCE_DATE })
      .onConflictDoUpdate({ target: settings.key, set: { value: setting.value, updatedAt: SEED_REFERENCE_DATE } });
  }
  log('seed: settings');
  return { categories: categoryList.length, vendors: vendorList.length };
}

async function writeProducts(tx: SeedTx, chunk: readonly SeedProduct[], ids: RowIds, clock: Date) {
  const rows = productRows(chunk, ids, clock);
  await insertInBatches(tx, products, rows.products);
  await insertInBatches(tx, productTranslations, rows.translations);
  await insertInBatches(tx, productVariants, rows.variants);
  await insertInBatches(tx, variantPrices, rows.prices);
  await insertInBatches(tx, productLabels, rows.labels);
  await insertInBatches(tx, productContentSections, rows.sections);
  await insertInBatches(tx, flashSales, rows.flashSales);
  await insertInBatches(tx, priceTiers, rows.priceTiers);
  return rows;
}

async function advanceSequences(tx: SeedTx): Promise<void> {
  for (const table of SERIAL_TABLES) {
    await tx.execute(
      sql.raw(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), COALESCE((SELECT MAX(id) FROM "${table}"), 0) + 1, false)`),
    );
  }
}

/**
 * Writes the generated catalog in one transaction: all of it or nothing. Refuses to write over
 * an existing catalog unless `replace` is set.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const { productCount, seed } = resolveCatalogOptions(options);
  const clock = seedClock(options.now ?? new Date());
  const version = catalogSeedVersion(seed, productCount);
  const started = performance.now();

  const totals = await db.transaction(async (tx) => {
    if (await hasCatalogData(tx)) {
      if (!options.replace) {
        throw new SeedRefusedError('The database already has a catalog; use replace (npm run db:seed -- --replace) or npm run db:reset.');
      }
      await emptyCatalog(tx);
      log('seed: emptied the existing catalog');
    }
    const reference = await writeReferenceData(tx, log);
    const ids: RowIds = { variant: 0, section: 0, flashSale: 0 };
    let written = 0;
    let prices = 0;
    let chunk: SeedProduct[] = [];
    const flush = async () => {
      const rows = await writeProducts(tx, chunk, ids, clock);
      written += chunk.length;
      prices += rows.prices.length;
      chunk = [];
      log(`seed: products ${written}/${productCount}`);
    };
    for (const product of generateProducts({ productCount, seed })) {
      chunk.push(product);
      if (chunk.length === PRODUCTS_PER_CHUNK) await flush();
    }
    if (chunk.length > 0) await flush();
    await seedProductOptions(tx);
    await seedPromoCodes(tx);
    await seedStoreCredit(tx);
    await seedRewardCampaigns(tx);
    await seedDemoCompany(tx);
    const deals = await seedDeals(tx);
    log(`seed: deals ${deals.addOns} add-ons, ${deals.combos} combos`);
    await advanceSequences(tx);
    await seedReviews(tx, log);
    await rebuildSearchIndex(tx, { log });
    await tx
      .insert(seedRuns)
      .values({ name: CATALOG_SEED_NAME, version })
      .onConflictDoUpdate({ target: seedRuns.name, set: { version, finishedAt: sql`now()` } });
    return { ...reference, products: written, variants: ids.variant, prices, sections: ids.section };
  });

  const ms = Math.round(performance.now() - started);
  log(`seed: ${totals.variants} variants, ${totals.prices} prices, ${totals.sections} content sections`);
  log(`seed: done in ${(ms / 1000).toFixed(1)} s (version ${version})`);
  return { version, ...totals, ms };
}
