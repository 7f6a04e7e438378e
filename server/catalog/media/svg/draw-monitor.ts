import { shade } from './colour-math';
import { ellipse, path, rect } from './elements';
import { roundFill, surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

function wallpaper(ctx: SvgContext): string {
  const id = ctx.define('wallpaper', (gid) =>
    `<linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3c5fc9"/>` +
      `<stop offset="0.55" stop-color="#8a67c9"/><stop offset="1" stop-color="#f0a07f"/></linearGradient>`,
  );
  return `url(#${id})`;
}

function draw(ctx: SvgContext, { colour, material }: DrawLook): string {
  const body = surfaceFill(ctx, colour, material);
  return (
    rect(468, 560, 64, 214, roundFill(ctx, colour)) +
    ellipse(500, 790, 132, 20, shade(colour, -0.2)) +
    ellipse(500, 782, 132, 20, body) +
    rect(186, 236, 628, 382, '#17181b', { rx: 16 }) +
    rect(198, 248, 604, 336, wallpaper(ctx), { rx: 4 }) +
    path('M198 480 C330 420 470 520 620 450 C700 414 760 430 802 420 L802 584 L198 584 Z', '#ffffff', { opacity: 0.14 }) +
    path('M198 530 C360 480 520 560 802 500 L802 584 L198 584 Z', '#ffffff', { opacity: 0.12 }) +
    rect(186, 584, 628, 34, body, { rx: 8 }) +
    rect(490, 598, 20, 4, shade(colour, -0.3), { rx: 2 })
  );
}

export const monitor: ShapeDrawing = {
  draw,
  shadow: { cx: 500, cy: 796, rx: 230 },
  bounds: [186, 236, 814, 810],
  detail: { cx: 690, cy: 540, size: 300 },
};
