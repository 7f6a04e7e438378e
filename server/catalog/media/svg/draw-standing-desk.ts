import { designChoices } from '../product-design';
import { shade } from './colour-math';
import { DESK_LEG_STYLES, deskLegs } from './desk-legs';
import { circle, group, line, path, poly, rect } from './elements';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

/** Legs (4) x shown at sitting or standing height (2) x drawers (3) x top (straight, rounded, curved cut-out, L-shaped) x extras (2). */
export const STANDING_DESK_CHOICES = [DESK_LEG_STYLES.length, 2, 3, 4, 2] as const;

/* How much higher the top is when the desk is shown raised to standing height. */
const RAISED_BY = 120;

function keypad(x: number, y: number, touch: boolean): string {
  if (touch) return rect(x, y, 84, 16, '#111214', { rx: 8 }) + rect(x + 10, y + 5, 30, 6, '#7fd6f0', { rx: 3 }) + circle(x + 66, y + 8, 4, '#e9eaec');
  return group(
    rect(x, y, 74, 18, '#1c1d20', { rx: 5 }) +
      rect(x + 8, y + 4, 24, 10, '#8fe0b8', { rx: 2 }) +
      circle(x + 44, y + 9, 3.5, '#5d6067') +
      circle(x + 58, y + 9, 3.5, '#5d6067'),
  );
}

/* The desktop seen slightly from above: a lit upper face and the front edge. */
/* The return of an L-shaped desk, running back from the right end, on its own leg. */
function lReturn(topFill: string): string {
  return (
    poly([[800, 446], [880, 380], [970, 380], [880, 478]], topFill) +
    poly([[800, 446], [880, 380], [970, 380], [880, 478]], '#000000', { opacity: 0.08 }) +
    poly([[880, 478], [970, 380], [970, 402], [880, 502]], topFill) +
    poly([[880, 478], [970, 380], [970, 402], [880, 502]], '#000000', { opacity: 0.22 })
  );
}

function desktop(topFill: string, shape: number): string {
  if (shape === 1) {
    const face = 'M176 446 L824 446 Q872 446 880 478 L120 478 Q128 446 176 446 Z';
    return (
      path(face, topFill) +
      path(face, '#ffffff', { opacity: 0.12 }) +
      rect(120, 472, 760, 32, topFill, { rx: 16 }) +
      rect(120, 472, 760, 32, '#000000', { rx: 16, opacity: 0.16 }) +
      rect(136, 474, 728, 3, '#ffffff', { rx: 2, opacity: 0.35 })
    );
  }
  const face = poly([[168, 446], [832, 446], [880, 478], [120, 478]], topFill) + poly([[168, 446], [832, 446], [880, 478], [120, 478]], '#ffffff', { opacity: 0.12 });
  if (shape === 2) {
    // A curved cut-out in the front edge where the user sits.
    const edge = 'M120 478 L390 478 Q500 458 610 478 L880 478 L880 500 L610 500 Q500 480 390 500 L120 500 Z';
    return face + path(edge, topFill) + path(edge, '#000000', { opacity: 0.18 }) + path('M120 478 L390 478 Q500 458 610 478 L880 478 L880 481 L610 481 Q500 461 390 481 L120 481 Z', '#ffffff', { opacity: 0.35 });
  }
  return (
    face +
    rect(120, 478, 760, 24, topFill, { rx: 4 }) +
    rect(120, 478, 760, 24, '#000000', { rx: 4, opacity: 0.16 }) +
    rect(120, 478, 760, 3, '#ffffff', { opacity: 0.35 })
  );
}

function drawers(body: string, frame: string, kind: number): string {
  const edge = { stroke: shade(frame, -0.2), 'stroke-width': 3 };
  if (kind === 1) return rect(350, 502, 240, 40, body, { rx: 4, ...edge }) + rect(430, 518, 80, 8, shade(frame, -0.35), { rx: 4 });
  if (kind === 2) {
    const fronts = [0, 1, 2].map((i) => rect(580, 506 + i * 52, 180, 48, body, { rx: 4, ...edge }) + rect(640, 526 + i * 52, 60, 8, shade(frame, -0.35), { rx: 4 })).join('');
    return rect(574, 502, 192, 164, shade(frame, -0.25), { rx: 6 }) + fronts;
  }
  return '';
}

function draw(ctx: SvgContext, { colour, material, design }: DrawLook): string {
  const [legChoice = 0, raised = 0, drawerKind = 0, topShape = 0, extras = 0] = designChoices(design, STANDING_DESK_CHOICES);
  const lift = raised === 1 ? -RAISED_BY : 0;
  const legStyle = DESK_LEG_STYLES[legChoice] ?? 't';
  const topFill = surfaceFill(ctx, colour, material);
  const drawerFill = surfaceFill(ctx, shade(colour, 0.05), material);
  const cableTray = extras === 1 ? rect(300, 512, 400, 24, 'none', { stroke: shade(colour, -0.2), 'stroke-width': 4, rx: 3 }) + line(310, 524, 690, 524, shade(colour, -0.2), 2) : '';
  const grommet = extras === 1 ? circle(700, 458, 10, '#1c1d20', { opacity: 0.8 }) : '';
  const aboveLegs =
    cableTray +
    rect(196, 500, 110, 12, shade(colour, -0.12), { rx: 3 }) +
    rect(694, 500, 110, 12, shade(colour, -0.12), { rx: 3 }) +
    drawers(drawerFill, colour, drawerKind) +
    (topShape === 3 ? lReturn(topFill) : '') +
    desktop(topFill, topShape) +
    grommet +
    keypad(drawerKind === 2 ? 170 : 744, 504, extras === 1);
  const returnLeg = topShape === 3 ? rect(902, 400 + lift, 22, 436 - lift, shade(colour, -0.2)) : '';
  return returnLeg + deskLegs(ctx, legStyle, colour, 500 + lift, legStyle === 'four') + (lift === 0 ? aboveLegs : group(aboveLegs, { transform: `translate(0 ${lift})` }));
}

export const standingDesk: ShapeDrawing = {
  draw,
  choices: STANDING_DESK_CHOICES,
  shadow: { cx: 500, cy: 838, rx: 380 },
  bounds: [120, 380 - RAISED_BY, 970, 846],
  detail: { cx: 740, cy: 470, size: 330 },
  placement: 'floor',
};
