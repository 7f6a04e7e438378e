import { designChoices } from '../product-design';
import { isLight, shade } from './colour-math';
import { poly, rect } from './elements';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

const ROWS = 5;

/** Layout (full with number pad, tenkeyless) x accent keys (2) x wrist rest (2). */
export const KEYBOARD_CHOICES = [2, 2, 2] as const;

/* Seen from above and in front: rows further away are narrower, which gives the depth. */
function keys(keyColour: string, shadow: string, compact: boolean, accent: string | null): string {
  const perRow = compact ? 14 : 18;
  const inset = compact ? 60 : 0;
  let out = '';
  for (let row = 0; row < ROWS; row += 1) {
    const t = row / (ROWS - 1);
    const left = 236 + inset - 30 * t;
    const right = 764 - inset + 30 * t;
    const y = 536 + row * 30;
    const pitch = (right - left) / perRow;
    if (row === ROWS - 1) {
      out += rect(left + pitch * 4, y, pitch * 6 - 6, 22, shadow, { rx: 4 }) + rect(left + pitch * 4, y, pitch * 6 - 6, 18, keyColour, { rx: 4 });
      for (const k of compact ? [0, 1, 2, 3, 10, 11, 12, 13] : [0, 1, 2, 3, 10, 11, 12, 13, 14, 15, 16, 17]) {
        out += rect(left + k * pitch, y, pitch - 6, 22, shadow, { rx: 4 }) + rect(left + k * pitch, y, pitch - 6, 18, keyColour, { rx: 4 });
      }
      continue;
    }
    for (let k = 0; k < perRow; k += 1) {
      const cap = accent && ((row === 0 && k === 0) || (row === 2 && k === perRow - 1)) ? accent : keyColour;
      out += rect(left + k * pitch, y, pitch - 6, 22, shadow, { rx: 4 }) + rect(left + k * pitch, y, pitch - 6, 18, cap, { rx: 4 });
    }
  }
  return out;
}

function draw(ctx: SvgContext, { colour, material, design }: DrawLook): string {
  const [compactChoice = 0, accentChoice = 0, rest = 0] = designChoices(design, KEYBOARD_CHOICES);
  const compact = compactChoice === 1;
  const light = isLight(colour);
  const keyColour = light ? '#fbfaf7' : '#3b3d42';
  const inset = compact ? 60 : 0;
  const wristRest = rest === 1 ? poly([[186 + inset, 718], [814 - inset, 718], [830 - inset, 766], [170 + inset, 766]], '#3a3b40') + poly([[186 + inset, 718], [814 - inset, 718], [816 - inset, 724], [184 + inset, 724]], '#ffffff', { opacity: 0.15 }) : '';
  return (
    wristRest +
    poly([[170 + inset, 686], [830 - inset, 686], [830 - inset, 708], [170 + inset, 708]], shade(colour, -0.25)) +
    poly([[206 + inset, 518], [794 - inset, 518], [830 - inset, 686], [170 + inset, 686]], surfaceFill(ctx, colour, material)) +
    poly([[206 + inset, 518], [794 - inset, 518], [798 - inset, 526], [202 + inset, 526]], '#ffffff', { opacity: 0.3 }) +
    keys(keyColour, light ? '#cfcdc7' : '#1f2023', compact, accentChoice === 1 ? '#e07a4f' : null) +
    rect(750, 508, 16, 5, '#7fd6a8', { rx: 2 })
  );
}

export const keyboard: ShapeDrawing = {
  draw,
  choices: KEYBOARD_CHOICES,
  shadow: { cx: 500, cy: 706, rx: 360 },
  bounds: [150, 500, 850, 770],
  detail: { cx: 660, cy: 600, size: 250 },
  placement: 'desk',
};
