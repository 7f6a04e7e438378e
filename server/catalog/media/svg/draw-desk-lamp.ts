import { shade } from './colour-math';
import { circle, ellipse, line, path, poly } from './elements';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

function glow(ctx: SvgContext): string {
  const id = ctx.define('lamp-glow', (gid) =>
    `<radialGradient id="${gid}"><stop offset="0" stop-color="#ffd98a" stop-opacity="0.55"/>` +
      `<stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

function beam(ctx: SvgContext): string {
  const id = ctx.define('lamp-beam', (gid) =>
    `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1c9" stop-opacity="0.55"/>` +
      `<stop offset="1" stop-color="#fff1c9" stop-opacity="0"/></linearGradient>`,
  );
  return `url(#${id})`;
}

function draw(ctx: SvgContext, { colour, material }: DrawLook): string {
  const body = surfaceFill(ctx, colour, material);
  const joint = '#b8924c';
  return (
    ellipse(700, 826, 190, 26, glow(ctx)) +
    poly([[640, 436], [738, 452], [880, 826], [520, 826]], beam(ctx)) +
    ellipse(380, 826, 120, 22, shade(colour, -0.25)) +
    ellipse(380, 816, 120, 22, body) +
    ellipse(360, 810, 60, 8, '#ffffff', { opacity: 0.2 }) +
    line(380, 806, 470, 520, colour, 20) +
    line(384, 790, 470, 530, shade(colour, 0.25), 5, { opacity: 0.6 }) +
    line(470, 520, 660, 370, colour, 18) +
    circle(380, 806, 16, joint) +
    circle(470, 520, 18, joint) +
    circle(660, 370, 16, joint) +
    path('M612 352 L716 384 L752 456 L622 432 Z', body) +
    path('M612 352 L716 384 L752 456 L622 432 Z', '#000000', { opacity: 0.12 }) +
    path('M612 352 L716 384 L690 396 L618 372 Z', '#ffffff', { opacity: 0.25 }) +
    path('M630 436 L748 458 L738 466 L628 446 Z', '#fff3cf')
  );
}

export const deskLamp: ShapeDrawing = {
  draw,
  shadow: { cx: 390, cy: 828, rx: 170 },
  bounds: [260, 340, 880, 850],
  detail: { cx: 640, cy: 420, size: 300 },
};
