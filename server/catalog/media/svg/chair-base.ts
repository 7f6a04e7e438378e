import { shade } from './colour-math';
import { circle, ellipse, line, rect } from './elements';
import { roundFill } from './material-fill';
import type { SvgContext } from './svg-context';

const WHEELS: readonly (readonly [number, number])[] = [
  [296, 796],
  [392, 808],
  [500, 814],
  [608, 808],
  [704, 796],
];

/** Five-star base, gas lift and seat mechanism shared by every swivel chair. */
export function swivelBase(ctx: SvgContext, frame: string, seatBottom: number): string {
  const legs = WHEELS.map(([x, y]) => line(500, 752, x, y - 10, frame, 18)).join('');
  const highlights = WHEELS.map(([x, y]) => line(500, 748, x, y - 14, shade(frame, 0.25), 4, { opacity: 0.6 })).join('');
  const wheels = WHEELS.map(([x, y]) => circle(x, y + 12, 17, '#202124') + circle(x - 4, y + 8, 5, '#4a4c52')).join('');
  return (
    legs +
    highlights +
    wheels +
    ellipse(500, 752, 34, 14, shade(frame, -0.1)) +
    rect(487, seatBottom + 30, 26, 752 - seatBottom - 30, roundFill(ctx, '#b9bcc1')) +
    rect(481, seatBottom + 24, 38, 60, roundFill(ctx, '#2a2b2f'), { rx: 4 }) +
    rect(432, seatBottom, 136, 28, '#2a2b2f', { rx: 8 })
  );
}
