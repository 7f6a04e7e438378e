import { materialLook } from '../materials';
import { shade } from './colour-math';
import { circle, poly, rect } from './elements';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

function drawer(y: number, height: number, body: string, colour: string): string {
  return (
    rect(350, y, 300, height, body, { rx: 4 }) +
    rect(350, y, 300, height, 'none', { rx: 4, stroke: shade(colour, -0.18), 'stroke-width': 3 }) +
    rect(450, y + 16, 100, 10, shade(colour, -0.4), { rx: 5 }) +
    rect(450, y + 16, 100, 4, shade(colour, 0.3), { rx: 2, opacity: 0.5 })
  );
}

function draw(ctx: SvgContext, { colour, material }: DrawLook): string {
  const look = materialLook(material);
  const base = look.finish === 'wood' ? look.base : colour;
  const body = surfaceFill(ctx, colour, material);
  return (
    poly([[660, 396], [722, 372], [722, 778], [660, 802]], shade(base, -0.2)) +
    rect(340, 396, 320, 406, body, { rx: 6 }) +
    poly([[340, 396], [402, 372], [722, 372], [660, 396]], shade(base, 0.14)) +
    drawer(412, 82, body, base) +
    drawer(504, 82, body, base) +
    drawer(596, 190, body, base) +
    circle(620, 430, 7, '#c9ccd0') +
    rect(360, 802, 20, 18, '#2a2b2f') +
    rect(620, 802, 20, 18, '#2a2b2f') +
    circle(370, 824, 12, '#202124') +
    circle(630, 824, 12, '#202124')
  );
}

export const storageCabinet: ShapeDrawing = {
  draw,
  shadow: { cx: 520, cy: 834, rx: 230 },
  bounds: [300, 372, 740, 846],
  detail: { cx: 560, cy: 460, size: 260 },
};
