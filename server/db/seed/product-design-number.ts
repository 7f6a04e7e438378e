import type { ProductLine } from './product-line';
import { PRODUCT_MODELS } from './product-lines';

/**
 * The design number of a product's pictures, unique among the products of one shape: its
 * model's place among that shape's models (tier by tier, so neighbouring numbers are sibling
 * lines of one tier), then one round of models per generation. Dense, so the few choices of a
 * shape (server/catalog/media/product-design.ts) cover every product of the default catalog.
 */
export function productDesignNumber(line: ProductLine, tierIndex: number, generation: number): number {
  const models = PRODUCT_MODELS.filter((model) => model.line.shape === line.shape);
  const lineOrder = [...new Set(models.map((model) => model.line))];
  const ordered = [...models].sort((a, b) => a.tierIndex - b.tierIndex || lineOrder.indexOf(a.line) - lineOrder.indexOf(b.line));
  const ordinal = Math.max(0, ordered.findIndex((model) => model.line === line && model.tierIndex === tierIndex));
  return ordinal + models.length * (generation - 1);
}
