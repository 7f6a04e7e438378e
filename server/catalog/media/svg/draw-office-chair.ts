import { materialLook } from '../materials';
import { isLight, shade } from './colour-math';
import { group, line, mirrored, path, rect } from './elements';
import { swivelBase } from './chair-base';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

function armrest(frame: string): string {
  return (
    rect(316, 600, 46, 14, frame, { rx: 6 }) +
    rect(318, 540, 18, 72, frame, { rx: 6 }) +
    rect(282, 522, 82, 22, '#26272b', { rx: 11 }) +
    rect(288, 524, 70, 5, '#4a4c52', { rx: 2 })
  );
}

/* Mesh chairs get a framed back with a lumbar band and a headrest; upholstered ones a softer,
 * rounder back; leather ones a tall tufted executive back. */
function backrest(ctx: SvgContext, colour: string, look: DrawLook, frame: string): string {
  const finish = materialLook(look.material).finish;
  const fill = surfaceFill(ctx, colour, look.material);
  if (finish === 'mesh') {
    return (
      rect(488, 236, 24, 40, frame) +
      rect(418, 168, 164, 70, fill, { rx: 30, stroke: frame, 'stroke-width': 10 }) +
      rect(352, 262, 296, 318, fill, { rx: 74, stroke: frame, 'stroke-width': 16 }) +
      rect(372, 452, 256, 52, shade(colour, -0.18), { rx: 22, opacity: 0.9 }) +
      rect(380, 458, 240, 8, shade(colour, 0.2), { rx: 4, opacity: 0.7 })
    );
  }
  if (finish === 'leather') {
    const seams = [300, 360, 420, 480].map((y) => line(382, y, 618, y, shade(colour, -0.22), 3, { opacity: 0.8 })).join('');
    return (
      rect(356, 176, 288, 412, fill, { rx: 80 }) +
      rect(356, 176, 288, 412, '#ffffff', { rx: 80, opacity: 0.06 }) +
      seams +
      path('M372 560 Q500 600 628 560 L628 588 L372 588 Z', shade(colour, -0.15), { opacity: 0.6 })
    );
  }
  return (
    rect(364, 252, 272, 330, fill, { rx: 96 }) +
    rect(384, 268, 232, 40, '#ffffff', { rx: 20, opacity: 0.12 }) +
    line(500, 290, 500, 556, shade(colour, -0.18), 3, { opacity: 0.7 })
  );
}

function draw(ctx: SvgContext, look: DrawLook): string {
  const colour = look.colour;
  const frame = isLight(colour) ? '#a9acb1' : '#2b2c30';
  const seatFill = surfaceFill(ctx, colour, materialLook(look.material).finish === 'mesh' ? 'fabric' : look.material);
  return (
    swivelBase(ctx, frame, 640) +
    rect(490, 560, 20, 80, frame) +
    backrest(ctx, colour, look, frame) +
    group(armrest(frame)) +
    mirrored(armrest(frame)) +
    rect(334, 600, 332, 44, seatFill, { rx: 20 }) +
    rect(334, 600, 332, 44, '#000000', { rx: 20, opacity: 0.2 }) +
    rect(326, 556, 348, 64, seatFill, { rx: 32 }) +
    rect(346, 562, 308, 14, '#ffffff', { rx: 7, opacity: 0.14 })
  );
}

export const officeChair: ShapeDrawing = {
  draw,
  shadow: { cx: 500, cy: 834, rx: 250 },
  bounds: [282, 168, 718, 846],
  detail: { cx: 600, cy: 500, size: 330 },
};
