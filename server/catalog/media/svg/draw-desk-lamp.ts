import { designChoices } from '../product-design';
import { shade } from './colour-math';
import { circle, ellipse, line, path, poly, rect } from './elements';
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

/** Head (wedge, dome, LED bar) x arm (jointed, gooseneck) x base (round, square). */
export const DESK_LAMP_CHOICES = [3, 2, 2] as const;

function head(body: string, kind: number): string {
  if (kind === 1) {
    return path('M600 430 Q600 340 680 340 Q760 340 760 430 Z', body) + path('M600 430 Q600 340 680 340 Q760 340 760 430 Z', '#000000', { opacity: 0.1 }) + ellipse(680, 432, 80, 12, '#fff3cf');
  }
  if (kind === 2) {
    return rect(560, 360, 220, 26, body, { rx: 13 }) + rect(572, 384, 196, 8, '#fff3cf', { rx: 4 });
  }
  return (
    path('M612 352 L716 384 L752 456 L622 432 Z', body) +
    path('M612 352 L716 384 L752 456 L622 432 Z', '#000000', { opacity: 0.12 }) +
    path('M612 352 L716 384 L690 396 L618 372 Z', '#ffffff', { opacity: 0.25 }) +
    path('M630 436 L748 458 L738 466 L628 446 Z', '#fff3cf')
  );
}

function draw(ctx: SvgContext, { colour, material, design }: DrawLook): string {
  const [headKind = 0, gooseneck = 0, squareBase = 0] = designChoices(design, DESK_LAMP_CHOICES);
  const body = surfaceFill(ctx, colour, material);
  const joint = '#b8924c';
  const base =
    squareBase === 1
      ? rect(270, 796, 220, 36, shade(colour, -0.25), { rx: 6 }) + rect(270, 790, 220, 28, body, { rx: 6 })
      : ellipse(380, 826, 120, 22, shade(colour, -0.25)) + ellipse(380, 816, 120, 22, body) + ellipse(360, 810, 60, 8, '#ffffff', { opacity: 0.2 });
  const arm =
    gooseneck === 1
      ? path('M380 806 C360 600 420 420 660 370', 'none', { stroke: colour, 'stroke-width': 16, 'stroke-linecap': 'round' }) + circle(380, 806, 14, joint)
      : line(380, 806, 470, 520, colour, 20) +
        line(384, 790, 470, 530, shade(colour, 0.25), 5, { opacity: 0.6 }) +
        line(470, 520, 660, 370, colour, 18) +
        circle(380, 806, 16, joint) +
        circle(470, 520, 18, joint) +
        circle(660, 370, 16, joint);
  return ellipse(700, 826, 190, 26, glow(ctx)) + poly([[640, 436], [738, 452], [880, 826], [520, 826]], beam(ctx)) + base + arm + head(body, headKind);
}

export const deskLamp: ShapeDrawing = {
  draw,
  choices: DESK_LAMP_CHOICES,
  shadow: { cx: 390, cy: 828, rx: 170 },
  bounds: [260, 340, 880, 850],
  detail: { cx: 640, cy: 420, size: 300 },
  placement: 'desk',
};
