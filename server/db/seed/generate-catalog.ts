import { buildProduct } from './build-product';
import { CATEGORY_DEFINITIONS, categoryImageKey } from './categories';
import { DEFAULT_CATALOG_SEED, DEFAULT_PRODUCT_COUNT } from './catalog-constants';
import type { SeedCategory, SeedOptionLabel, SeedProduct, SeedSetting, SeedVendor } from './catalog-types';
import { modelOrder } from './model-order';
import { optionLabelRows } from './option-labels';
import { settingsRows } from './settings-rows';
import { VENDOR_DEFINITIONS } from './vendors';

export interface CatalogOptions {
  /** How many products; beyond the number of models, later generations follow ("Lumo Pro 2"). */
  productCount?: number;
  seed?: number;
}

export interface GeneratedCatalog {
  categories: SeedCategory[];
  vendors: SeedVendor[];
  products: SeedProduct[];
  optionLabels: SeedOptionLabel[];
  settings: SeedSetting[];
}

export function resolveCatalogOptions(options: CatalogOptions = {}): Required<CatalogOptions> {
  const productCount = options.productCount ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(productCount) || productCount < 0) throw new Error(`productCount must be a whole number, got ${productCount}`);
  return { productCount, seed: options.seed ?? DEFAULT_CATALOG_SEED };
}

export function seedCategories(): SeedCategory[] {
  return CATEGORY_DEFINITIONS.map((definition, index) => ({
    id: index + 1,
    code: definition.code,
    slug: definition.slug,
    position: index,
    imageKey: categoryImageKey(definition.slug),
    name: definition.name,
    description: definition.description,
  }));
}

export function seedVendors(): SeedVendor[] {
  return VENDOR_DEFINITIONS.map((definition, index) => ({
    id: index + 1,
    code: definition.code,
    slug: definition.slug,
    name: definition.name,
    countryCode: definition.countryCode,
    description: definition.description,
  }));
}

/**
 * Products one at a time, so a 100,000-product bench catalog streams into the database
 * without holding every product in memory.
 */
export function* generateProducts(options: CatalogOptions = {}): Generator<SeedProduct> {
  const { productCount, seed } = resolveCatalogOptions(options);
  const models = modelOrder(seed);
  for (let index = 0; index < productCount; index += 1) yield buildProduct(index, seed, models);
}

/** The whole catalog in memory: fine for the store's default size and for tests. */
export function generateCatalog(options: CatalogOptions = {}): GeneratedCatalog {
  return {
    categories: seedCategories(),
    vendors: seedVendors(),
    products: [...generateProducts(options)],
    optionLabels: optionLabelRows(),
    settings: settingsRows(),
  };
}
