import { isColourId, type ColourId } from './palette';
import { isMaterialId, type MaterialId } from './materials';
import { isProductShape, type ProductShape } from './product-shapes';

/** What a product picture shows; products that look alike share one picture set. */
export interface PictureSpec {
  shape: ProductShape;
  colour: ColourId;
  material: MaterialId;
}

/* Ids use hyphens inside, so parts are joined with underscores: the key splits back unambiguously
 * and stays a safe file and URL name. */
const SEPARATOR = '_';

export function imageKeyOf(spec: PictureSpec): string {
  return [spec.shape, spec.colour, spec.material].join(SEPARATOR);
}

export function parseImageKey(key: string): PictureSpec | undefined {
  const [shape, colour, material, ...rest] = key.split(SEPARATOR);
  if (rest.length > 0 || !shape || !colour || !material) return undefined;
  if (!isProductShape(shape) || !isColourId(colour) || !isMaterialId(material)) return undefined;
  return { shape, colour, material };
}
