import type { ProductLine } from './product-line';
import type { Random } from './prng';

/* Mostly in stock, some low, a few sold out; pods are built to order in small batches and
 * gift cards never run out. */
export function variantStock(line: ProductLine, rng: Random, preOrder: boolean): number {
  if (preOrder) return 0;
  if (line.kind === 4) return 9999;
  if (line.kind === 2) return rng.chance(0.15) ? 0 : rng.int(1, 8);
  const roll = rng.next();
  if (roll < 0.07) return 0;
  if (roll < 0.17) return rng.int(1, 5);
  return rng.int(8, 240);
}
