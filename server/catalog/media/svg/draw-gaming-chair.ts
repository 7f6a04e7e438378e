import { designChoices } from '../product-design';
import { shade } from './colour-math';
import { group, mirrored, path, rect } from './elements';
import { swivelBase } from './chair-base';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

/** Side wings (3 cuts) x centre panel (stripes or diamond quilting) x neck and lumbar pillows (2). */
export const GAMING_CHAIR_CHOICES = [3, 2, 2] as const;

const SHELL = '#232428';

const WINGS = [
  'M378 600 L356 330 C352 262 366 212 402 190 L432 200 C404 226 396 276 400 330 L414 600 Z',
  'M378 600 L350 300 L372 200 L420 180 L426 220 L398 300 L414 600 Z',
  'M380 600 L362 360 C360 300 340 250 352 214 L400 196 C392 240 400 300 404 360 L414 600 Z',
] as const;

function armrest(): string {
  return rect(318, 560, 20, 72, '#2a2b2f', { rx: 6 }) + rect(284, 540, 86, 22, '#1d1e21', { rx: 11 });
}

function centrePanel(accent: string, quilted: boolean): string {
  if (!quilted) {
    return rect(440, 250, 120, 320, accent, { rx: 20, opacity: 0.9 }) + [280, 320, 360, 400, 440].map((y) => rect(446, y, 108, 2, shade(accent, 0.15), { opacity: 0.7 })).join('');
  }
  let diamonds = '';
  for (let row = 0; row < 6; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      const cx = 460 + col * 40;
      const cy = 280 + row * 48;
      diamonds += path(`M${cx} ${cy - 20} L${cx + 18} ${cy} L${cx} ${cy + 20} L${cx - 18} ${cy} Z`, shade(accent, 0.12), { opacity: 0.8 });
    }
  }
  return rect(434, 250, 132, 320, shade(accent, -0.15), { rx: 14 }) + diamonds;
}

function draw(ctx: SvgContext, { colour, material, design }: DrawLook): string {
  const [wingCut = 0, quilted = 0, pillows = 0] = designChoices(design, GAMING_CHAIR_CHOICES);
  // A black chair keeps its racing look with graphite accents instead of black on black.
  const accent = colour.toLowerCase() === '#26272b' ? '#5a5d64' : colour;
  const shell = surfaceFill(ctx, SHELL, material);
  const wing = path(WINGS[wingCut] ?? WINGS[0], accent);
  const pillowMarkup =
    pillows === 1
      ? rect(436, 226, 128, 52, SHELL, { rx: 24, stroke: accent, 'stroke-width': 4 }) + rect(424, 470, 152, 62, SHELL, { rx: 28, stroke: accent, 'stroke-width': 4 })
      : rect(432, 212, 40, 16, '#141416', { rx: 8 }) + rect(528, 212, 40, 16, '#141416', { rx: 8 });
  return (
    swivelBase(ctx, '#2b2c30', 650) +
    path('M378 600 L356 330 C352 262 366 206 420 184 L580 184 C634 206 648 262 644 330 L622 600 Z', shell) +
    group(wing) +
    mirrored(wing) +
    centrePanel(accent, quilted === 1) +
    pillowMarkup +
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
  choices: GAMING_CHAIR_CHOICES,
  shadow: { cx: 500, cy: 834, rx: 250 },
  bounds: [284, 180, 716, 846],
  detail: { cx: 420, cy: 520, size: 330 },
  placement: 'floor',
};
