import { designChoices } from '../product-design';
import { shade } from './colour-math';
import { circle, line, poly, rect } from './elements';
import { roundFill, surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

/* An arm alone reads as a bent stick; a slice of desk and the back of a screen give it scale. */
/** Screens held (one, two) x arm (jointed, gas spring) x mount (clamp, grommet) x screen turned to portrait (2). */
export const MONITOR_ARM_CHOICES = [2, 2, 2, 2] as const;

function draw(ctx: SvgContext, { colour, material, design }: DrawLook): string {
  const [dual = 0, spring = 0, grommet = 0, portrait = 0] = designChoices(design, MONITOR_ARM_CHOICES);
  const body = surfaceFill(ctx, colour, material);
  const second = dual === 1 ? rect(84, 190, 250, 170, '#2b2c30', { rx: 12 }) + rect(96, 202, 226, 146, '#34363b', { rx: 6 }) + line(330, 380, 230, 300, colour, 22) : '';
  const springBar = spring === 1 ? line(360, 372, 520, 330, shade(colour, -0.4), 10) + rect(400, 340, 70, 24, shade(colour, 0.2), { rx: 10, transform: 'rotate(-15 435 352)' }) : '';
  const mount = grommet === 1 ? rect(306, 752, 48, 90, body, { rx: 4 }) + rect(286, 832, 88, 14, shade(colour, -0.3), { rx: 6 }) : rect(300, 752, 60, 56, body, { rx: 6 }) + rect(312, 808, 36, 16, shade(colour, -0.3), { rx: 4 });
  const oak = surfaceFill(ctx, colour, 'oak');
  return (
    poly([[140, 700], [860, 700], [890, 726], [110, 726]], oak) +
    rect(110, 726, 780, 26, oak) +
    rect(110, 726, 780, 26, '#000000', { opacity: 0.16 }) +
    rect(292, 668, 76, 34, body, { rx: 6 }) +
    mount +
    second +
    rect(314, 330, 32, 344, shade(colour, -0.28), { rx: 8 }) +
    rect(316, 330, 28, 344, roundFill(ctx, colour), { rx: 6 }) +
    (portrait === 1
      ? rect(618, 110, 236, 330, '#2b2c30', { rx: 14 }) + rect(632, 124, 208, 302, '#34363b', { rx: 8 })
      : rect(556, 150, 360, 236, '#2b2c30', { rx: 14 }) + rect(570, 164, 332, 208, '#34363b', { rx: 8 })) +
    rect(700, 232, 72, 72, body, { rx: 8 }) +
    line(330, 380, 540, 320, shade(colour, -0.28), 34) +
    line(540, 320, 736, 268, shade(colour, -0.28), 30) +
    line(330, 380, 540, 320, colour, 30) +
    line(338, 372, 534, 316, shade(colour, 0.22), 6, { opacity: 0.5 }) +
    line(540, 320, 736, 268, colour, 26) +
    line(546, 314, 730, 262, shade(colour, 0.22), 5, { opacity: 0.5 }) +
    circle(330, 380, 24, shade(colour, -0.12)) +
    circle(540, 320, 22, shade(colour, -0.12)) +
    circle(736, 268, 18, shade(colour, -0.12)) +
    springBar +
    circle(540, 320, 8, shade(colour, 0.3))
  );
}

export const monitorArm: ShapeDrawing = {
  draw,
  choices: MONITOR_ARM_CHOICES,
  shadow: { cx: 500, cy: 836, rx: 200 },
  bounds: [84, 110, 916, 846],
  detail: { cx: 440, cy: 360, size: 320 },
  placement: 'floor',
};
