import { CATEGORY_DEFINITIONS } from './categories';
import { PRODUCT_MODELS, type ProductModel } from './product-lines';
import { createRandom, hashSeed } from './prng';

/**
 * The order in which models become products: categories take turns, models are shuffled inside
 * each category. Any prefix of the catalog (a 20-product test seed) then spans every category.
 */
export function modelOrder(seed: number): ProductModel[] {
  const rng = createRandom(hashSeed(seed, 'model-order'));
  const queues = CATEGORY_DEFINITIONS.map((category) =>
    rng.shuffle(PRODUCT_MODELS.filter((model) => model.line.category === category.slug)),
  );
  const order: ProductModel[] = [];
  for (let round = 0; order.length < PRODUCT_MODELS.length; round += 1) {
    for (const queue of queues) {
      const model = queue[round];
      if (model) order.push(model);
    }
  }
  return order;
}

/**
 * The model and generation of product number `index`. Once every model is in the catalog, later
 * generations follow ("Lumo Pro 2"); gift cards are not products that get a successor.
 */
export function modelAt(index: number, order: readonly ProductModel[]): { model: ProductModel; generation: number } {
  const first = order[index];
  if (first) return { model: first, generation: 1 };
  const successors = order.filter((model) => model.line.kind !== 4);
  const later = index - order.length;
  const model = successors[later % successors.length];
  if (!model) throw new Error('The catalog has no product models');
  return { model, generation: 2 + Math.floor(later / successors.length) };
}
