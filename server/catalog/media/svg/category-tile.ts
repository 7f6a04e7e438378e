import { COLOURS } from '../palette';
import type { PictureSpec } from '../image-key';
import { floorShadow, fitTransform } from './picture-views';
import { drawingOf } from './shape-drawings';
import { group, rect } from './elements';
import { SvgContext } from './svg-context';
import { svgDocument } from './svg-document';

export interface CategoryTileDesign {
  spec: Omit<PictureSpec, 'design'>;
  /** Soft backdrop that tells the categories apart in a grid. */
  tint: string;
}

/** A square category tile: the category's signature product on a tinted backdrop. */
export function categoryTileSvg(design: CategoryTileDesign, pixels: number): string {
  const ctx = new SvgContext();
  const drawing = drawingOf(design.spec.shape);
  const { cx, cy, rx } = drawing.shadow;
  const look = { colour: COLOURS[design.spec.colour], material: design.spec.material, design: 0 };
  const body =
    rect(0, 0, 1000, 1000, design.tint) +
    rect(0, 700, 1000, 300, '#000000', { opacity: 0.035 }) +
    group(floorShadow(ctx, cx, cy, rx) + drawing.draw(ctx, look), { transform: fitTransform(drawing, 740, 700) });
  return svgDocument({ width: pixels, height: pixels, viewBox: '0 0 1000 1000', defs: ctx.defsMarkup(), body });
}
