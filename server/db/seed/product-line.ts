import type { ColourId } from '@/server/catalog/media/palette';
import type { MaterialId } from '@/server/catalog/media/materials';
import type { ProductShape } from '@/server/catalog/media/product-shapes';
import type { CategorySlug } from './categories';
import type { ProductNoun } from './phrases/product-nouns';
import type { SizeId } from './phrases/size-labels';
import type { VendorSlug } from './vendors';

/**
 * How a line's variants are built:
 * - desk: size x frame colour x desktop finish (options size, frame, colour)
 * - colour: one variant per colour
 * - finish: one variant per material finish, one colour (solid-wood shelves)
 * - size: one variant per size, the product keeps one colour (pods, monitors, gift cards)
 * - colour-size: colour x size (desk frames)
 */
export type VariantPlan = 'desk' | 'colour' | 'finish' | 'size' | 'colour-size';

/** A family of models sold under one name ("Lumo" desks with tiers Core, Pro, Max...). */
export interface ProductLine {
  line: string;
  tiers: readonly string[];
  /** Tiers launched recently (product kind 3, PRODUCT_NEW label). */
  newTiers?: readonly string[];
  category: CategorySlug;
  noun: ProductNoun;
  shape: ProductShape;
  vendor: VendorSlug;
  /** Product kind of spec §9; 3 (new product) comes from newTiers. */
  kind?: 1 | 2 | 4;
  material: MaterialId;
  colours: readonly ColourId[];
  finishes?: readonly MaterialId[];
  sizes?: readonly SizeId[];
  plan: VariantPlan;
  /** Price range in whole US dollars; tiers climb through it. */
  priceUsd: readonly [number, number];
  weightKg: readonly [number, number];
  warrantyYears: number;
  /** Relative demand; scales sold and review counts. */
  popularity: number;
}
