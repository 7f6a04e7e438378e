import { shade } from './colour-math';
import { group, mirrored, path, rect } from './elements';
import { swivelBase } from './chair-base';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

const SHELL = '#232428';

function wing(accent: string): string {
  return path('M378 600 L356 330 C352 262 366 212 402 190 L432 200 C404 226 396 276 400 330 L414 600 Z', accent);
}

function armrest(): string {
  return rect(318, 560, 20, 72, '#2a2b2f', { rx: 6 }) + rect(284, 540, 86, 22, '#1d1e21', { rx: 11 });
}

function draw(ctx: SvgContext, { colour, material }: DrawLook): string {
  // A black chair keeps its racing look with graphite accents instead of black on black.
  const accent = colour.toLowerCase() === '#26272b' ? '#5a5d64' : colour;
  const shell = surfaceFill(ctx, SHELL, material);
  const stitches = [280, 320, 360, 400, 440].map((y) => rect(446, y, 108, 2, shade(accent, 0.15), { opacity: 0.7 })).join('');
  return (
    swivelBase(ctx, '#2b2c30', 650) +
    path('M378 600 L356 330 C352 262 366 206 420 184 L580 184 C634 206 648 262 644 330 L622 600 Z', shell) +
    group(wing(accent)) +
    mirrored(wing(accent)) +
    rect(432, 212, 40, 16, '#141416', { rx: 8 }) +
    rect(528, 212, 40, 16, '#141416', { rx: 8 }) +
    rect(440, 250, 120, 320, accent, { rx: 20, opacity: 0.9 }) +
    stitches +
    rect(436, 246, 128, 44, SHELL, { rx: 20, stroke: accent, 'stroke-width': 4 }) +
    rect(424, 470, 152, 62, SHELL, { rx: 28, stroke: accent, 'stroke-width': 4 }) +
    group(armrest()) +
    mirrored(armrest()) +
    rect(334, 616, 332, 40, SHELL, { rx: 18 }) +
    rect(326, 578, 348, 62, shell, { rx: 26 }) +
    rect(326, 578, 64, 62, accent, { rx: 26 }) +
    rect(610, 578, 64, 62, accent, { rx: 26 }) +
    rect(346, 584, 308, 10, '#ffffff', { rx: 5, opacity: 0.12 })
  );
}

export const gamingChair: ShapeDrawing = {
  draw,
  shadow: { cx: 500, cy: 834, rx: 250 },
  bounds: [284, 184, 716, 846],
  detail: { cx: 420, cy: 520, size: 330 },
};
