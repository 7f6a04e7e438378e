import { shade } from './colour-math';
import { poly, rect } from './elements';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

function draw(ctx: SvgContext, { colour, material }: DrawLook): string {
  const body = surfaceFill(ctx, colour, material);
  const side = shade(colour, -0.2);
  return (
    poly([[288, 660], [318, 660], [300, 820], [262, 820]], side) +
    poly([[682, 660], [712, 660], [738, 820], [700, 820]], side) +
    rect(256, 812, 90, 14, body, { rx: 6 }) +
    rect(654, 812, 90, 14, body, { rx: 6 }) +
    rect(330, 300, 340, 232, '#2f3137', { rx: 14 }) +
    rect(342, 312, 316, 206, '#dfe6f2', { rx: 4 }) +
    rect(342, 312, 316, 60, '#c7d3e8') +
    rect(366, 392, 150, 10, '#9fb0cc', { rx: 5 }) +
    rect(366, 414, 110, 10, '#b4c2da', { rx: 5 }) +
    poly([[318, 532], [682, 532], [712, 600], [288, 600]], '#a8acb3') +
    poly([[346, 546], [654, 546], [668, 580], [332, 580]], '#8e939a') +
    poly([[260, 600], [740, 600], [760, 640], [240, 640]], body) +
    rect(240, 640, 520, 22, side, { rx: 4 }) +
    rect(240, 640, 520, 4, shade(colour, 0.25), { opacity: 0.6 })
  );
}

export const laptopStand: ShapeDrawing = {
  draw,
  shadow: { cx: 500, cy: 826, rx: 290 },
  bounds: [236, 300, 764, 840],
  detail: { cx: 660, cy: 640, size: 300 },
};
