import { imageKeyOf, type PictureSpec } from '@/server/catalog/media/image-key';
import { COLOURS, type ColourId } from '@/server/catalog/media/palette';
import { MATERIALS, type MaterialId } from '@/server/catalog/media/materials';
import type { VariantOptions } from './catalog-types';
import type { ProductLine } from './product-line';
import type { Random } from './prng';

/** A variant before stock and prices: what it is, what it looks like, what it costs in USD. */
export interface VariantDraft {
  options: VariantOptions;
  picture: PictureSpec;
  colourHex: string;
  priceUsd: number;
}

/* What a finish adds to the price of a desktop. */
const FINISH_PREMIUM_USD: Partial<Record<MaterialId, number>> = { oak: 60, walnut: 90, carbon: 30, bamboo: 0 };

const MAX_DESK_VARIANTS = 12;

function sizeStepUsd(line: ProductLine, baseUsd: number): number {
  switch (line.shape) {
    case 'work-pod':
      return baseUsd * 0.4;
    case 'monitor':
      return baseUsd * 0.3;
    case 'desk-frame':
      return 40;
    default:
      return 60;
  }
}

/* The product's design number rides along in every draft, so each of its colours is drawn with it. */
interface DraftContext {
  line: ProductLine;
  design: number;
}

function draft(context: DraftContext, colour: ColourId, material: MaterialId, options: VariantOptions, priceUsd: number, swatch: string): VariantDraft {
  return { options, picture: { shape: context.line.shape, colour, material, design: context.design }, colourHex: swatch, priceUsd };
}

function deskDrafts(context: DraftContext, rng: Random, baseUsd: number): VariantDraft[] {
  const { line } = context;
  const allSizes = line.sizes ?? [];
  const sizes = rng.sample(allSizes, Math.min(allSizes.length, rng.int(2, 3)));
  const frames = rng.sample(line.colours, Math.min(line.colours.length, 2));
  let finishes = rng.sample(line.finishes ?? [line.material], Math.min((line.finishes ?? []).length || 1, rng.int(2, 3)));
  if (sizes.length * frames.length * finishes.length > MAX_DESK_VARIANTS) finishes = finishes.slice(0, 2);
  return sizes.flatMap((size) =>
    frames.flatMap((frame) =>
      finishes.map((finish) =>
        draft(
          context,
          frame,
          finish,
          { size, frame, colour: finish },
          baseUsd + allSizes.indexOf(size) * sizeStepUsd(line, baseUsd) + (FINISH_PREMIUM_USD[finish] ?? 0),
          MATERIALS[finish].base,
        ),
      ),
    ),
  );
}

/** The variants of one product, in display order (the first is the default). */
export function variantDrafts(line: ProductLine, rng: Random, baseUsd: number, design: number): VariantDraft[] {
  const context: DraftContext = { line, design };
  switch (line.plan) {
    case 'desk':
      return deskDrafts(context, rng, baseUsd);
    case 'colour': {
      const count = rng.int(Math.min(2, line.colours.length), line.colours.length);
      return rng
        .sample(line.colours, count)
        .map((colour) => draft(context, colour, line.material, { colour }, baseUsd, COLOURS[colour]));
    }
    case 'finish': {
      const colour = line.colours[0] ?? 'natural';
      return (line.finishes ?? [line.material]).map((finish) =>
        draft(context, colour, finish, { colour: finish }, baseUsd + (FINISH_PREMIUM_USD[finish] ?? 0), MATERIALS[finish].base),
      );
    }
    case 'size': {
      const colour = rng.pick(line.colours);
      return (line.sizes ?? []).map((size, index) =>
        draft(context, colour, line.material, { size }, baseUsd + index * sizeStepUsd(line, baseUsd), COLOURS[colour]),
      );
    }
    case 'colour-size': {
      const colours = rng.sample(line.colours, Math.min(2, line.colours.length));
      return colours.flatMap((colour) =>
        (line.sizes ?? []).map((size, index) =>
          draft(context, colour, line.material, { colour, size }, baseUsd + index * sizeStepUsd(line, baseUsd), COLOURS[colour]),
        ),
      );
    }
  }
}

export function variantImageKey(variant: VariantDraft): string {
  return imageKeyOf(variant.picture);
}
