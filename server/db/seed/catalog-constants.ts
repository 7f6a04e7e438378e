/*
 * Fixed inputs of the catalog generator. Dates in the data are relative to a reference date
 * rather than the clock, so two runs give identical rows; only flash-sale windows follow the
 * clock (see flash-sale-windows.ts), because a sale must be running when a shopper looks.
 */
export const SEED_REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');
export const DEFAULT_CATALOG_SEED = 20261101;
export const DEFAULT_PRODUCT_COUNT = 180;

/** Bump whenever generated rows change, so seed_runs tells old and new catalogs apart. */
export const CATALOG_GENERATOR_VERSION = 'catalog-generator-2';

export const SEED_CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;
export type SeedCurrency = (typeof SEED_CURRENCIES)[number];

export const DAY_MS = 24 * 60 * 60 * 1000;
