import type { MaterialId } from '../materials';
import type { SvgContext } from './svg-context';

export interface DrawLook {
  /** The variant's colour (hex). */
  colour: string;
  material: MaterialId;
  /** The product's design number; each drawing reads its own choices from it (product-design.ts). */
  design: number;
}

/**
 * One product drawing in a 1000 x 1000 box, standing on the floor near y = 840. The views
 * (front, angle, detail) are built around it from the shadow and detail regions.
 */
export interface ShapeDrawing {
  draw(ctx: SvgContext, look: DrawLook): string;
  /** How many options each design choice of this shape has (product-design.ts). */
  choices: readonly number[];
  shadow: { cx: number; cy: number; rx: number };
  /** Extent of the drawing [x0, y0, x1, y1], so views can centre and scale it. */
  bounds: readonly [number, number, number, number];
  detail: { cx: number; cy: number; size: number };
  /** Where it stands in a room scene: on the floor, or on a desk top (small things). */
  placement: 'floor' | 'desk';
}
