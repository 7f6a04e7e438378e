import type { ProductLine } from './product-line';
import { PRODUCT_LINES } from './product-lines';

/**
 * The design number of a product's pictures, unique among the products of one shape: the line
 * varies fastest (a line keeps its family look, e.g. its legs), then the tier, then the
 * generation. server/catalog/media/product-design.ts decodes it into legs, arms, drawers...
 */
export function productDesignNumber(line: ProductLine, tierIndex: number, generation: number): number {
  const siblings = PRODUCT_LINES.filter((candidate) => candidate.shape === line.shape);
  const lineOrdinal = Math.max(0, siblings.indexOf(line));
  const maxTiers = Math.max(1, ...siblings.map((candidate) => candidate.tiers.length));
  return lineOrdinal + siblings.length * (tierIndex + maxTiers * (generation - 1));
}
