import { designChoices } from '../product-design';
import { shade } from './colour-math';
import { ellipse, group, rect } from './elements';
import { litFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

/* The store's mark without text (no fonts at render time): a tiny desk in a rounded square. */
function mark(x: number, y: number): string {
  return (
    rect(x, y, 84, 84, '#ffffff', { rx: 18, opacity: 0.9 }) +
    rect(x + 16, y + 30, 52, 8, '#26272b', { rx: 3 }) +
    rect(x + 22, y + 38, 7, 30, '#26272b') +
    rect(x + 55, y + 38, 7, 30, '#26272b')
  );
}

/** Ribbon colour: red or brass. */
export const GIFT_CARD_CHOICES = [2] as const;

function draw(ctx: SvgContext, { colour, design }: DrawLook): string {
  const [ribbonChoice = 0] = designChoices(design, GIFT_CARD_CHOICES);
  const ribbon = ribbonChoice === 1 ? '#b8924c' : '#c7323d';
  return (
    group(rect(250, 360, 520, 330, shade(colour, 0.35), { rx: 28 }), { transform: 'rotate(8 510 525)' }) +
    group(
      rect(230, 340, 540, 340, litFill(ctx, colour, 0.18), { rx: 28 }) +
        rect(230, 340, 540, 340, 'none', { rx: 28, stroke: shade(colour, -0.15), 'stroke-width': 3 }) +
        rect(560, 340, 44, 340, ribbon) +
        rect(230, 470, 540, 40, ribbon) +
        ellipse(548, 462, 58, 30, shade(ribbon, -0.1), { transform: 'rotate(-25 548 462)' }) +
        ellipse(618, 462, 58, 30, shade(ribbon, -0.15), { transform: 'rotate(25 618 462)' }) +
        rect(566, 446, 32, 36, shade(ribbon, -0.25), { rx: 10 }) +
        mark(268, 378) +
        rect(268, 600, 180, 14, '#ffffff', { rx: 7, opacity: 0.7 }) +
        rect(268, 626, 120, 14, '#ffffff', { rx: 7, opacity: 0.5 }),
      { transform: 'rotate(-6 500 510)' },
    )
  );
}

export const giftCard: ShapeDrawing = {
  draw,
  choices: GIFT_CARD_CHOICES,
  shadow: { cx: 510, cy: 760, rx: 300 },
  bounds: [200, 300, 820, 780],
  detail: { cx: 560, cy: 460, size: 320 },
  placement: 'desk',
};
