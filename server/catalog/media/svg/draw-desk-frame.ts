import { designChoices } from '../product-design';
import { shade } from './colour-math';
import { DESK_LEG_STYLES, deskLegs } from './desk-legs';
import { circle, mirrored, rect } from './elements';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

/** Legs (4) x one or two beams (2) x keypad side (2). */
export const DESK_FRAME_CHOICES = [DESK_LEG_STYLES.length, 2, 2] as const;

function topBracket(fill: string, colour: string): string {
  return (
    rect(186, 470, 140, 18, fill, { rx: 4 }) +
    rect(186, 470, 140, 5, shade(colour, 0.2), { rx: 2 }) +
    circle(206, 479, 4, shade(colour, -0.35)) +
    circle(306, 479, 4, shade(colour, -0.35))
  );
}

function draw(ctx: SvgContext, { colour, material, design }: DrawLook): string {
  const [legChoice = 0, beams = 0, keypadSide = 0] = designChoices(design, DESK_FRAME_CHOICES);
  const fill = surfaceFill(ctx, colour, material);
  const keypadX = keypadSide === 0 ? 716 : 220;
  return (
    deskLegs(ctx, DESK_LEG_STYLES[legChoice] ?? 't', colour, 488, beams === 1) +
    topBracket(fill, colour) +
    mirrored(topBracket(fill, colour)) +
    rect(keypadX, 506, 64, 16, '#1c1d20', { rx: 5 }) +
    rect(keypadX + 8, 510, 20, 8, '#8fe0b8', { rx: 2 })
  );
}

export const deskFrame: ShapeDrawing = {
  draw,
  choices: DESK_FRAME_CHOICES,
  shadow: { cx: 500, cy: 838, rx: 340 },
  bounds: [172, 470, 828, 846],
  detail: { cx: 720, cy: 540, size: 320 },
  placement: 'floor',
};
