import { materialLook } from '../materials';
import { shade } from './colour-math';
import { circle, line, poly, rect } from './elements';
import { litFill, surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

function glass(ctx: SvgContext): string {
  const id = ctx.define('pod-glass', (gid) =>
    `<linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dcebf0" stop-opacity="0.55"/>` +
      `<stop offset="1" stop-color="#9fbfcc" stop-opacity="0.5"/></linearGradient>`,
  );
  return `url(#${id})`;
}

/* The lit interior seen through the door tells the shopper what the pod is for. */
function interior(): string {
  return (
    rect(300, 290, 250, 500, '#efe3d1') +
    rect(300, 640, 250, 150, '#e3d4bf') +
    circle(425, 330, 26, '#fff3d6', { opacity: 0.9 }) +
    line(425, 290, 425, 312, '#3a3b3f', 3) +
    rect(320, 560, 170, 14, '#b48a60', { rx: 3 }) +
    rect(330, 574, 10, 120, '#3a3b3f') +
    rect(470, 574, 10, 120, '#3a3b3f') +
    rect(370, 500, 74, 56, '#2d2f35', { rx: 4 }) +
    rect(402, 556, 10, 6, '#2d2f35') +
    rect(470, 600, 64, 70, '#5d6b7a', { rx: 18 }) +
    rect(476, 670, 10, 110, '#3a3b3f')
  );
}

function draw(ctx: SvgContext, { colour, material }: DrawLook): string {
  const finish = materialLook(material).finish;
  const body = finish === 'metal' ? litFill(ctx, colour, 0.1) : surfaceFill(ctx, colour, material);
  const side = shade(finish === 'wood' ? materialLook(material).base : colour, -0.18);
  const slats =
    finish === 'wood'
      ? [590, 612, 634, 656, 678].map((x) => rect(x, 290, 3, 500, shade(materialLook(material).base, -0.25), { opacity: 0.6 })).join('')
      : '';
  return (
    poly([[710, 236], [784, 204], [784, 806], [710, 830]], side) +
    rect(250, 236, 460, 594, body, { rx: 6 }) +
    poly([[244, 222], [316, 192], [792, 192], [720, 222]], shade(colour, 0.12)) +
    rect(244, 218, 476, 22, shade(colour, -0.22), { rx: 5 }) +
    poly([[720, 222], [792, 192], [792, 210], [720, 240]], shade(colour, -0.3)) +
    rect(250, 812, 460, 18, '#2a2b2f') +
    poly([[710, 812], [784, 790], [784, 806], [710, 830]], '#1f2023') +
    interior() +
    rect(300, 290, 250, 500, glass(ctx)) +
    poly([[316, 300], [370, 300], [320, 420], [306, 420]], '#ffffff', { opacity: 0.35 }) +
    poly([[390, 300], [410, 300], [330, 520], [318, 520]], '#ffffff', { opacity: 0.22 }) +
    rect(300, 290, 250, 500, 'none', { stroke: '#2b2c30', 'stroke-width': 9, rx: 4 }) +
    rect(530, 500, 9, 96, '#c9ccd0', { rx: 4 }) +
    rect(576, 290, 110, 500, shade(colour, -0.05), { opacity: finish === 'wood' ? 0 : 0.5, rx: 4 }) +
    slats +
    rect(600, 256, 70, 5, shade(colour, -0.3), { rx: 2 }) +
    rect(600, 266, 70, 5, shade(colour, -0.3), { rx: 2 })
  );
}

export const workPod: ShapeDrawing = {
  draw,
  shadow: { cx: 520, cy: 832, rx: 330 },
  bounds: [200, 192, 820, 850],
  detail: { cx: 540, cy: 500, size: 320 },
};
