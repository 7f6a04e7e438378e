import { isColourId, type ColourId } from './palette';
import { isMaterialId, type MaterialId } from './materials';
import { isProductShape, type ProductShape } from './product-shapes';

/**
 * What a product picture shows: the kind of product, the variant's colour and material, and the
 * product's own design (legs, arms, drawers, shell... decoded per shape by product-design.ts), so
 * two products of one kind never share a picture while the sizes of one product do.
 */
export interface PictureSpec {
  shape: ProductShape;
  colour: ColourId;
  material: MaterialId;
  /** The product's design number; 0 is the kind's plain design. */
  design: number;
}

/* Ids use hyphens inside, so parts are joined with underscores: the key splits back unambiguously
 * and stays a safe file and URL name. */
const SEPARATOR = '_';
const DESIGN_PART = /^d([0-9a-z]{1,6})$/;

export function imageKeyOf(spec: PictureSpec): string {
  return [spec.shape, spec.colour, spec.material, `d${spec.design.toString(36)}`].join(SEPARATOR);
}

/** Also reads the keys of catalogs seeded before designs existed (three parts, the plain design). */
export function parseImageKey(key: string): PictureSpec | undefined {
  const [shape, colour, material, designPart, ...rest] = key.split(SEPARATOR);
  if (rest.length > 0 || !shape || !colour || !material) return undefined;
  if (!isProductShape(shape) || !isColourId(colour) || !isMaterialId(material)) return undefined;
  if (designPart === undefined) return { shape, colour, material, design: 0 };
  const design = DESIGN_PART.exec(designPart)?.[1];
  if (design === undefined) return undefined;
  return { shape, colour, material, design: Number.parseInt(design, 36) };
}
