import { designChoices } from '../product-design';
import { shade } from './colour-math';
import { poly, rect } from './elements';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

/** Support (splayed legs, solid wedge, centre pillar) x laptop screen (light, dark). */
export const LAPTOP_STAND_CHOICES = [3, 2] as const;

function support(kind: number, body: string, side: string): string {
  if (kind === 1) return poly([[260, 662], [740, 662], [740, 820], [260, 820]], side) + poly([[260, 662], [740, 662], [740, 672], [260, 672]], body);
  if (kind === 2) return rect(470, 660, 60, 150, side, { rx: 6 }) + rect(380, 806, 240, 20, body, { rx: 8 });
  return (
    poly([[288, 660], [318, 660], [300, 820], [262, 820]], side) +
    poly([[682, 660], [712, 660], [738, 820], [700, 820]], side) +
    rect(256, 812, 90, 14, body, { rx: 6 }) +
    rect(654, 812, 90, 14, body, { rx: 6 })
  );
}

function draw(ctx: SvgContext, { colour, material, design }: DrawLook): string {
  const [supportKind = 0, dark = 0] = designChoices(design, LAPTOP_STAND_CHOICES);
  const body = surfaceFill(ctx, colour, material);
  const side = shade(colour, -0.2);
  const screen = dark === 1 ? '#2b3442' : '#dfe6f2';
  return (
    support(supportKind, body, side) +
    rect(330, 300, 340, 232, '#2f3137', { rx: 14 }) +
    rect(342, 312, 316, 206, screen, { rx: 4 }) +
    rect(342, 312, 316, 60, '#c7d3e8') +
    rect(366, 392, 150, 10, '#9fb0cc', { rx: 5 }) +
    rect(366, 414, 110, 10, '#b4c2da', { rx: 5 }) +
    poly([[318, 532], [682, 532], [712, 600], [288, 600]], '#a8acb3') +
    poly([[346, 546], [654, 546], [668, 580], [332, 580]], '#8e939a') +
    poly([[260, 600], [740, 600], [760, 640], [240, 640]], body) +
    rect(240, 640, 520, 22, side, { rx: 4 }) +
    rect(240, 640, 520, 4, shade(colour, 0.25), { opacity: 0.6 })
  );
}

export const laptopStand: ShapeDrawing = {
  draw,
  choices: LAPTOP_STAND_CHOICES,
  shadow: { cx: 500, cy: 826, rx: 290 },
  bounds: [236, 300, 764, 840],
  detail: { cx: 660, cy: 640, size: 300 },
  placement: 'desk',
};
