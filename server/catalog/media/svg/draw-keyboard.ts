import { isLight, shade } from './colour-math';
import { poly, rect } from './elements';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

const ROWS = 5;
const KEYS_PER_ROW = 14;

/* Seen from above and in front: rows further away are narrower, which gives the depth. */
function keys(keyColour: string, shadow: string): string {
  let out = '';
  for (let row = 0; row < ROWS; row += 1) {
    const t = row / (ROWS - 1);
    const left = 236 - 30 * t;
    const right = 764 + 30 * t;
    const y = 536 + row * 30;
    const pitch = (right - left) / KEYS_PER_ROW;
    if (row === ROWS - 1) {
      out += rect(left + pitch * 4, y, pitch * 6 - 6, 22, shadow, { rx: 4 }) + rect(left + pitch * 4, y, pitch * 6 - 6, 18, keyColour, { rx: 4 });
      for (const k of [0, 1, 2, 3, 10, 11, 12, 13]) {
        out += rect(left + k * pitch, y, pitch - 6, 22, shadow, { rx: 4 }) + rect(left + k * pitch, y, pitch - 6, 18, keyColour, { rx: 4 });
      }
      continue;
    }
    for (let k = 0; k < KEYS_PER_ROW; k += 1) {
      out += rect(left + k * pitch, y, pitch - 6, 22, shadow, { rx: 4 }) + rect(left + k * pitch, y, pitch - 6, 18, keyColour, { rx: 4 });
    }
  }
  return out;
}

function draw(ctx: SvgContext, { colour, material }: DrawLook): string {
  const light = isLight(colour);
  const keyColour = light ? '#fbfaf7' : '#3b3d42';
  return (
    poly([[170, 686], [830, 686], [830, 708], [170, 708]], shade(colour, -0.25)) +
    poly([[206, 518], [794, 518], [830, 686], [170, 686]], surfaceFill(ctx, colour, material)) +
    poly([[206, 518], [794, 518], [798, 526], [202, 526]], '#ffffff', { opacity: 0.3 }) +
    keys(keyColour, light ? '#cfcdc7' : '#1f2023') +
    rect(750, 508, 16, 5, '#7fd6a8', { rx: 2 })
  );
}

export const keyboard: ShapeDrawing = {
  draw,
  shadow: { cx: 500, cy: 706, rx: 360 },
  bounds: [150, 500, 850, 720],
  detail: { cx: 660, cy: 600, size: 250 },
};
