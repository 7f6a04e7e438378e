import { LABEL } from '@/lib/constants/labels';
import type { ProductLine } from './product-line';
import type { Random } from './prng';

export interface LabelFacts {
  line: ProductLine;
  isNew: boolean;
  onSale: boolean;
  preOrder: boolean;
  twentyYearWarranty: boolean;
  soldCount: number;
}

/* Best sellers are judged against a fixed bar rather than by ranking, so a product's labels do
 * not depend on which other products were generated. */
const BEST_SELLER_SOLD = 4000;

/** Labels of spec §9 on a realistic subset of products. */
export function productLabels(facts: LabelFacts, rng: Random): number[] {
  const { line } = facts;
  const labels = new Set<number>();
  if (facts.isNew) labels.add(LABEL.PRODUCT_NEW);
  if (facts.twentyYearWarranty) labels.add(LABEL.WARRANTY_20_YEAR);
  if (facts.onSale && rng.chance(0.6)) labels.add(LABEL.SPECIAL_DEAL);
  if (facts.soldCount >= BEST_SELLER_SOLD) labels.add(LABEL.BEST_SELLER);
  if (facts.preOrder) labels.add(LABEL.PRE_ORDER);
  if (line.category === 'desk-accessories' && rng.chance(0.12)) labels.add(LABEL.AUTO_5OFF);
  if (line.kind === 2 && rng.chance(0.6)) labels.add(LABEL.FUTURE_OF_WORK);
  if (line.shape === 'standing-desk' && rng.chance(0.1)) labels.add(LABEL.FUTURE_OF_WORK);
  if (line.shape === 'office-chair' && rng.chance(0.12)) labels.add(LABEL.PROJECT_REBUILD_CHAIR);
  if (line.kind === 2 && rng.chance(0.25)) labels.add(LABEL.PROJECT_REBUILD_POD);
  if (line.kind !== 4 && rng.chance(0.02)) labels.add(LABEL.APRIL10);
  return [...labels].sort((a, b) => a - b);
}
