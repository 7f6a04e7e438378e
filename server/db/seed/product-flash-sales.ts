import type { SeedFlashSale } from './catalog-types';
import type { ProductLine } from './product-line';
import type { Random } from './prng';

const PERCENTS = [10, 15, 20, 25, 30, 40] as const;

/**
 * Most products have no flash sale; some have a running v1 deal or v2 sale, a few an inactive,
 * expired or upcoming one, so every state of spec §3/§4 appears in the store.
 */
export function productFlashSales(line: ProductLine, rng: Random): SeedFlashSale[] {
  if (line.kind === 4) return [];
  const roll = rng.next();
  const percentOff = rng.pick(PERCENTS);
  const running = { startOffsetHours: -rng.int(6, 72), endOffsetHours: rng.int(24, 240) };
  if (roll < 0.08) return [{ version: 1, percentOff, ...running, isActive: true }];
  if (roll < 0.14) return [{ version: 2, percentOff, ...running, isActive: true }];
  if (roll < 0.16) return [{ version: rng.chance(0.5) ? 1 : 2, percentOff, ...running, isActive: false }];
  if (roll < 0.185) {
    return [{ version: 1, percentOff, startOffsetHours: -rng.int(240, 480), endOffsetHours: -rng.int(24, 120), isActive: true }];
  }
  if (roll < 0.2) {
    return [{ version: 2, percentOff, startOffsetHours: rng.int(24, 96), endOffsetHours: rng.int(120, 240), isActive: true }];
  }
  return [];
}
