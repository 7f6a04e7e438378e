import { designChoices } from '../product-design';
import { shade } from './colour-math';
import { ellipse, line, path, rect } from './elements';
import { roundFill, surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

/** Screen (16:9, curved 21:9, 16:10) x stand (round foot, V feet) x chin (thin, deep) x webcam bar (2). */
export const MONITOR_CHOICES = [3, 2, 2, 2] as const;

function wallpaper(ctx: SvgContext): string {
  const id = ctx.define('wallpaper', (gid) =>
    `<linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3c5fc9"/>` +
      `<stop offset="0.55" stop-color="#8a67c9"/><stop offset="1" stop-color="#f0a07f"/></linearGradient>`,
  );
  return `url(#${id})`;
}

/* The screen's outline for each aspect: [x0, y0, x1, y1] of the panel, chin below it. */
const SCREENS = [
  [186, 236, 814, 584],
  [110, 280, 890, 584],
  [226, 214, 774, 584],
] as const;

function draw(ctx: SvgContext, { colour, material, design }: DrawLook): string {
  const [aspect = 0, stand = 0, chin = 0, webcam = 0] = designChoices(design, MONITOR_CHOICES);
  const [x0, y0, x1, y1] = SCREENS[aspect] ?? SCREENS[0];
  const body = surfaceFill(ctx, colour, material);
  const chinHeight = chin === 1 ? 52 : 34;
  const width = x1 - x0;
  const curved = aspect === 1;
  const panel = curved
    ? path(`M${x0} ${y0} Q500 ${y0 + 30} ${x1} ${y0} L${x1} ${y1} Q500 ${y1 + 22} ${x0} ${y1} Z`, '#17181b')
    : rect(x0, y0, width, y1 - y0 + 12, '#17181b', { rx: 16 });
  const screen = curved
    ? path(`M${x0 + 12} ${y0 + 12} Q500 ${y0 + 40} ${x1 - 12} ${y0 + 12} L${x1 - 12} ${y1} Q500 ${y1 + 20} ${x0 + 12} ${y1} Z`, wallpaper(ctx))
    : rect(x0 + 12, y0 + 12, width - 24, y1 - y0 - 12, wallpaper(ctx), { rx: 4 });
  const foot =
    stand === 1
      ? line(500, 770, 390, 800, colour, 18) + line(500, 770, 610, 800, colour, 18) + line(500, 770, 500, 790, shade(colour, -0.2), 18)
      : ellipse(500, 790, 132, 20, shade(colour, -0.2)) + ellipse(500, 782, 132, 20, body);
  return (
    rect(468, 560, 64, 214, roundFill(ctx, colour)) +
    foot +
    panel +
    screen +
    path(`M${x0 + 12} 480 C330 420 470 520 620 450 C700 414 760 430 ${x1 - 12} 420 L${x1 - 12} ${y1} L${x0 + 12} ${y1} Z`, '#ffffff', { opacity: 0.14 }) +
    rect(x0, y1, width, chinHeight, body, { rx: 8 }) +
    rect(490, y1 + chinHeight / 2, 20, 4, shade(colour, -0.3), { rx: 2 }) +
    (webcam === 1 ? rect(452, y0 - 22, 96, 24, '#1c1d20', { rx: 8 }) + ellipse(500, y0 - 10, 7, 7, '#3f5f8f') : '')
  );
}

export const monitor: ShapeDrawing = {
  draw,
  choices: MONITOR_CHOICES,
  shadow: { cx: 500, cy: 796, rx: 230 },
  bounds: [110, 190, 890, 810],
  detail: { cx: 690, cy: 560, size: 300 },
  placement: 'desk',
};
