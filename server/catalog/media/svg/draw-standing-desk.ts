import { shade } from './colour-math';
import { circle, ellipse, group, mirrored, poly, rect } from './elements';
import { roundFill, surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

/** One leg of a two-stage lifting frame, drawn on the left; the right one is its mirror. */
export function liftingLeg(ctx: SvgContext, frame: string, top: number): string {
  return (
    rect(234, top, 44, 650 - top, roundFill(ctx, frame), { rx: 3 }) +
    rect(228, 646, 56, 166, roundFill(ctx, shade(frame, -0.04)), { rx: 3 }) +
    rect(228, 646, 56, 6, shade(frame, -0.25), { opacity: 0.5 }) +
    rect(196, 810, 120, 24, frame, { rx: 10 }) +
    rect(196, 810, 120, 8, shade(frame, 0.14), { rx: 4 }) +
    ellipse(212, 836, 10, 5, '#1d1e21') +
    ellipse(300, 836, 10, 5, '#1d1e21')
  );
}

export function drawDeskFrameBody(ctx: SvgContext, frame: string, top: number): string {
  const leg = liftingLeg(ctx, frame, top);
  return (
    leg +
    mirrored(leg) +
    rect(240, top, 520, 16, shade(frame, -0.08), { rx: 3 }) +
    rect(240, top + 12, 520, 4, shade(frame, -0.3), { opacity: 0.35 })
  );
}

function keypad(x: number, y: number): string {
  return group(
    rect(x, y, 74, 18, '#1c1d20', { rx: 5 }) +
      rect(x + 8, y + 4, 24, 10, '#8fe0b8', { rx: 2 }) +
      circle(x + 44, y + 9, 3.5, '#5d6067') +
      circle(x + 58, y + 9, 3.5, '#5d6067'),
  );
}

function draw(ctx: SvgContext, { colour, material }: DrawLook): string {
  const topFill = surfaceFill(ctx, colour, material);
  return (
    drawDeskFrameBody(ctx, colour, 500) +
    rect(196, 500, 110, 12, shade(colour, -0.12), { rx: 3 }) +
    rect(694, 500, 110, 12, shade(colour, -0.12), { rx: 3 }) +
    poly([[168, 446], [832, 446], [880, 478], [120, 478]], topFill) +
    poly([[168, 446], [832, 446], [880, 478], [120, 478]], '#ffffff', { opacity: 0.12 }) +
    rect(120, 478, 760, 24, topFill, { rx: 4 }) +
    rect(120, 478, 760, 24, '#000000', { rx: 4, opacity: 0.16 }) +
    rect(120, 478, 760, 3, '#ffffff', { opacity: 0.35 }) +
    keypad(744, 503)
  );
}

export const standingDesk: ShapeDrawing = {
  draw,
  shadow: { cx: 500, cy: 838, rx: 380 },
  bounds: [120, 446, 880, 846],
  detail: { cx: 740, cy: 520, size: 330 },
};
