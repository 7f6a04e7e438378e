import { ACCESSORY_LINES } from './lines/accessory-lines';
import { CHAIR_LINES } from './lines/chair-lines';
import { DESK_LINES } from './lines/desk-lines';
import { ELECTRONICS_LINES } from './lines/electronics-lines';
import { GIFT_CARD_LINES } from './lines/gift-card-lines';
import { POD_LINES } from './lines/pod-lines';
import { STORAGE_LINES } from './lines/storage-lines';
import type { ProductLine } from './product-line';

export const PRODUCT_LINES: readonly ProductLine[] = [
  ...DESK_LINES,
  ...CHAIR_LINES,
  ...POD_LINES,
  ...ACCESSORY_LINES,
  ...ELECTRONICS_LINES,
  ...STORAGE_LINES,
  ...GIFT_CARD_LINES,
];

/** One sellable model: a line at one tier ("Lumo" + "Pro"). */
export interface ProductModel {
  line: ProductLine;
  tier: string;
  tierIndex: number;
}

export const PRODUCT_MODELS: readonly ProductModel[] = PRODUCT_LINES.flatMap((line) =>
  line.tiers.map((tier, tierIndex) => ({ line, tier, tierIndex })),
);
