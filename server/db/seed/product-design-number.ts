import { designChoices } from '@/server/catalog/media/product-design';
import { drawingOf } from '@/server/catalog/media/svg/shape-drawings';
import type { ProductLine } from './product-line';
import { PRODUCT_MODELS } from './product-lines';
import type { ProductNoun } from './phrases/product-nouns';

/** Design choices the product's name promises: [index of the choice, the values it may take]. */
type NamePromise = readonly (readonly [choice: number, values: readonly number[]])[];

/* What a name says must show: an L-shaped desk has an L top, an ultrawide monitor a curved 21:9
 * screen, a dual arm two screens, a gaming headset a microphone, an executive chair a headrest,
 * a filing cabinet a file drawer, a pedestal castors. Other names do not take the look another
 * name promises. */
const PROMISES: Partial<Record<ProductNoun, NamePromise>> = {
  lShapedDesk: [[3, [3]]],
  standingDesk: [[3, [0, 1, 2]]],
  solidWoodDesk: [[3, [0, 1, 2]]],
  dualMotorDesk: [[3, [0, 1, 2]]],
  compactDesk: [[3, [0, 1, 2]]],
  bambooDesk: [[3, [0, 1, 2]]],
  gamingDesk: [[3, [0, 1, 2]]],
  ultrawideMonitor: [[0, [1]]],
  monitor: [[0, [0, 2]]],
  dualMonitorArm: [[0, [1]]],
  monitorArm: [[0, [0]]],
  gamingHeadset: [[2, [1]]],
  headphones: [[2, [0]]],
  executiveChair: [[1, [1]]],
  filingCabinet: [[0, [0]], [2, [1]]],
  mobilePedestal: [[2, [0]]],
};

/* Generations past this reuse the designs of earlier ones (only the bench catalog gets there). */
const DESIGN_GENERATIONS = 4;
const allocations = new Map<string, Map<string, number>>();

function keepsPromise(choices: readonly number[], promise: NamePromise | undefined): boolean {
  return (promise ?? []).every(([choice, values]) => values.includes(choices[choice] ?? -1));
}

/* Hands out designs to every (model, generation) of a shape in a fixed order: generation by
 * generation, tier by tier, line by line; each takes the first free design its name allows. */
function allocate(shape: ProductLine['shape']): Map<string, number> {
  const known = allocations.get(shape);
  if (known) return known;
  const models = PRODUCT_MODELS.filter((model) => model.line.shape === shape);
  const lineOrder = [...new Set(models.map((model) => model.line))];
  const ordered = [...models].sort((a, b) => a.tierIndex - b.tierIndex || lineOrder.indexOf(a.line) - lineOrder.indexOf(b.line));
  const radices = drawingOf(shape).choices;
  const total = radices.reduce((product, radix) => product * radix, 1);
  const taken = new Set<number>();
  const result = new Map<string, number>();
  for (let generation = 1; generation <= DESIGN_GENERATIONS; generation += 1) {
    for (const model of ordered) {
      const promise = PROMISES[model.line.noun];
      let design = 0;
      // Past the last design the numbers go on: the choices repeat, so pictures may too.
      while (taken.has(design) || !keepsPromise(designChoices(design % total, radices), promise)) design += 1;
      taken.add(design);
      result.set(`${lineOrder.indexOf(model.line)}:${model.tierIndex}:${generation}`, design);
    }
  }
  allocations.set(shape, result);
  return result;
}

/**
 * The design number of a product's pictures: unique among the products of one shape in the
 * default catalog, and keeping what the product's name promises.
 */
export function productDesignNumber(line: ProductLine, tierIndex: number, generation: number): number {
  const lineIndex = [...new Set(PRODUCT_MODELS.filter((model) => model.line.shape === line.shape).map((model) => model.line))].indexOf(line);
  const slot = ((Math.max(1, generation) - 1) % DESIGN_GENERATIONS) + 1;
  return allocate(line.shape).get(`${lineIndex}:${tierIndex}:${slot}`) ?? 0;
}
