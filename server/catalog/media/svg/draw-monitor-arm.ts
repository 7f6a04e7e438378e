import { shade } from './colour-math';
import { circle, line, poly, rect } from './elements';
import { roundFill, surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

/* An arm alone reads as a bent stick; a slice of desk and the back of a screen give it scale. */
function draw(ctx: SvgContext, { colour, material }: DrawLook): string {
  const body = surfaceFill(ctx, colour, material);
  const oak = surfaceFill(ctx, colour, 'oak');
  return (
    poly([[140, 700], [860, 700], [890, 726], [110, 726]], oak) +
    rect(110, 726, 780, 26, oak) +
    rect(110, 726, 780, 26, '#000000', { opacity: 0.16 }) +
    rect(292, 668, 76, 34, body, { rx: 6 }) +
    rect(300, 752, 60, 56, body, { rx: 6 }) +
    rect(312, 808, 36, 16, shade(colour, -0.3), { rx: 4 }) +
    rect(314, 330, 32, 344, shade(colour, -0.28), { rx: 8 }) +
    rect(316, 330, 28, 344, roundFill(ctx, colour), { rx: 6 }) +
    rect(556, 150, 360, 236, '#2b2c30', { rx: 14 }) +
    rect(570, 164, 332, 208, '#34363b', { rx: 8 }) +
    rect(700, 232, 72, 72, body, { rx: 8 }) +
    line(330, 380, 540, 320, shade(colour, -0.28), 34) +
    line(540, 320, 736, 268, shade(colour, -0.28), 30) +
    line(330, 380, 540, 320, colour, 30) +
    line(338, 372, 534, 316, shade(colour, 0.22), 6, { opacity: 0.5 }) +
    line(540, 320, 736, 268, colour, 26) +
    line(546, 314, 730, 262, shade(colour, 0.22), 5, { opacity: 0.5 }) +
    circle(330, 380, 24, shade(colour, -0.12)) +
    circle(540, 320, 22, shade(colour, -0.12)) +
    circle(736, 268, 18, shade(colour, -0.12)) +
    circle(540, 320, 8, shade(colour, 0.3))
  );
}

export const monitorArm: ShapeDrawing = {
  draw,
  shadow: { cx: 500, cy: 836, rx: 200 },
  bounds: [110, 150, 916, 840],
  detail: { cx: 440, cy: 360, size: 320 },
};
