import { createHash } from 'node:crypto';
import { CATALOG_GENERATOR_VERSION } from './catalog-constants';

/** The seed_runs version: which generator, seed and size produced the catalog. */
export function catalogSeedVersion(seed: number, productCount: number): string {
  return createHash('sha256').update(`${CATALOG_GENERATOR_VERSION}:${seed}:${productCount}`).digest('hex').slice(0, 16);
}
