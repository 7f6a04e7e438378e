import type { SeedPriceTier } from './catalog-types';
import type { ProductLine } from './product-line';
import type { Random } from './prng';

const TIER_TABLES: readonly (readonly SeedPriceTier[])[] = [
  [
    { minQuantity: 2, percentOff: 5 },
    { minQuantity: 5, percentOff: 10 },
  ],
  [
    { minQuantity: 3, percentOff: 5 },
    { minQuantity: 10, percentOff: 12 },
  ],
  [
    { minQuantity: 2, percentOff: 5 },
    { minQuantity: 4, percentOff: 8 },
    { minQuantity: 10, percentOff: 15 },
  ],
];

/* Buy-more-save-more suits things offices buy by the dozen; not pods or gift cards. */
export function productPriceTiers(line: ProductLine, rng: Random): SeedPriceTier[] {
  if (line.kind === 2 || line.kind === 4) return [];
  const chance = line.shape === 'standing-desk' ? 0.15 : 0.3;
  return rng.chance(chance) ? rng.pick(TIER_TABLES).map((tier) => ({ ...tier })) : [];
}
