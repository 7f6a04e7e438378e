import { designChoices } from '../product-design';
import { shade } from './colour-math';
import { circle, path, poly } from './elements';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

/* Massage nubs in rows, smaller towards the back, make a flat slab read as a footrest. */
function nubs(colour: string): string {
  let out = '';
  for (let row = 0; row < 4; row += 1) {
    const y = 650 + row * 20;
    const left = 310 - row * 14;
    const right = 690 + row * 14;
    for (let x = left; x <= right; x += 38) out += circle(x, y, 5 + row * 0.8, shade(colour, -0.18));
  }
  return out;
}

/* Ridges across the slab instead of nubs. */
function ridges(colour: string): string {
  return [648, 672, 696].map((y, i) => poly([[300 - i * 12, y], [700 + i * 12, y], [704 + i * 12, y + 8], [296 - i * 12, y + 8]], shade(colour, -0.16))).join('');
}

/** Base (rocker, flat stand) x surface (massage nubs, ridges). */
export const FOOTREST_CHOICES = [2, 2] as const;

function draw(ctx: SvgContext, { colour, material, design }: DrawLook): string {
  const [stand = 0, ridged = 0] = designChoices(design, FOOTREST_CHOICES);
  const body = surfaceFill(ctx, colour, material);
  const base = stand === 1 ? poly([[300, 752], [700, 752], [660, 800], [340, 800]], shade(colour, -0.35)) : path('M280 748 Q500 850 720 748 Z', shade(colour, -0.35));
  return (
    base +
    poly([[278, 632], [722, 632], [768, 724], [232, 724]], body) +
    poly([[278, 632], [722, 632], [726, 640], [274, 640]], '#ffffff', { opacity: 0.25 }) +
    (ridged === 1 ? ridges(colour) : nubs(colour)) +
    poly([[232, 724], [768, 724], [768, 752], [232, 752]], shade(colour, -0.22))
  );
}

export const footrest: ShapeDrawing = {
  draw,
  choices: FOOTREST_CHOICES,
  shadow: { cx: 500, cy: 812, rx: 300 },
  bounds: [220, 620, 780, 830],
  detail: { cx: 500, cy: 690, size: 240 },
  placement: 'floor',
};
