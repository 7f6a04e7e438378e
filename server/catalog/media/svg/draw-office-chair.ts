import { materialLook } from '../materials';
import { designChoices } from '../product-design';
import { isLight, shade } from './colour-math';
import { group, line, mirrored, path, rect } from './elements';
import { swivelBase } from './chair-base';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

/** Arms (none, loop, adjustable T) x headrest (2) x back outline (3) x polished base (2). */
export const OFFICE_CHAIR_CHOICES = [3, 2, 3, 2] as const;

function armrest(frame: string, kind: number): string {
  if (kind === 0) return '';
  if (kind === 1) {
    // A fixed loop arm running from the back down to the seat.
    return path('M300 612 L300 540 Q300 512 330 512 L372 512 L372 528 L334 528 Q318 528 318 546 L318 612 Z', frame) + rect(292, 506, 86, 16, '#26272b', { rx: 8 });
  }
  return (
    rect(316, 600, 46, 14, frame, { rx: 6 }) +
    rect(318, 540, 18, 72, frame, { rx: 6 }) +
    rect(282, 522, 82, 22, '#26272b', { rx: 11 }) +
    rect(288, 524, 70, 5, '#4a4c52', { rx: 2 })
  );
}

/* Back outlines: rounded, squared-off, or tall and narrow. */
function backBox(shape: number): { x: number; y: number; w: number; h: number; r: number } {
  if (shape === 1) return { x: 352, y: 262, w: 296, h: 318, r: 30 };
  if (shape === 2) return { x: 382, y: 214, w: 236, h: 366, r: 60 };
  return { x: 352, y: 262, w: 296, h: 318, r: 74 };
}

/* Mesh chairs get a framed back with a lumbar band; upholstered ones a softer back; leather ones
 * a tufted executive back. */
function backrest(ctx: SvgContext, look: DrawLook, frame: string, shape: number): string {
  const { colour } = look;
  const finish = materialLook(look.material).finish;
  const fill = surfaceFill(ctx, colour, look.material);
  const box = backBox(shape);
  if (finish === 'mesh') {
    return (
      rect(box.x, box.y, box.w, box.h, fill, { rx: box.r, stroke: frame, 'stroke-width': 16 }) +
      rect(box.x + 20, 452, box.w - 40, 52, shade(colour, -0.18), { rx: 22, opacity: 0.9 }) +
      rect(box.x + 28, 458, box.w - 56, 8, shade(colour, 0.2), { rx: 4, opacity: 0.7 })
    );
  }
  if (finish === 'leather') {
    const seams = [300, 360, 420, 480].map((y) => line(box.x + 26, y, box.x + box.w - 26, y, shade(colour, -0.22), 3, { opacity: 0.8 })).join('');
    const top = Math.min(box.y, 200);
    return (
      rect(box.x, top, box.w, 588 - top, fill, { rx: box.r + 6 }) +
      rect(box.x, top, box.w, 588 - top, '#ffffff', { rx: box.r + 6, opacity: 0.06 }) +
      seams
    );
  }
  return (
    rect(box.x + 12, box.y - 10, box.w - 24, box.h + 10, fill, { rx: box.r + 20 }) +
    rect(box.x + 32, box.y + 6, box.w - 64, 40, '#ffffff', { rx: 20, opacity: 0.12 }) +
    line(500, box.y + 28, 500, 556, shade(colour, -0.18), 3, { opacity: 0.7 })
  );
}

function headrest(ctx: SvgContext, look: DrawLook, frame: string, shape: number): string {
  const box = backBox(shape);
  const fill = surfaceFill(ctx, look.colour, materialLook(look.material).finish === 'mesh' ? look.material : look.material);
  const top = box.y - 96;
  return rect(488, top + 60, 24, box.y - top - 50, frame) + rect(412, top, 176, 70, fill, { rx: 30, stroke: frame, 'stroke-width': 10 });
}

function draw(ctx: SvgContext, look: DrawLook): string {
  const [arms = 0, withHeadrest = 0, backShape = 0, polished = 0] = designChoices(look.design, OFFICE_CHAIR_CHOICES);
  const colour = look.colour;
  // The frame's tone is the model's signature beside its colour: graphite, silver or white.
  const tones = isLight(colour) ? ['#a9acb1', '#6b6e74', '#f2f1ee'] : ['#2b2c30', '#c3c7cc', '#6b6e74'];
  const frame = tones[(look.design * 7 + 2) % tones.length] ?? '#2b2c30';
  const baseColour = polished === 1 ? '#c3c7cc' : frame;
  const seatFill = surfaceFill(ctx, colour, materialLook(look.material).finish === 'mesh' ? 'fabric' : look.material);
  return (
    swivelBase(ctx, baseColour, 640) +
    rect(490, 560, 20, 80, frame) +
    (withHeadrest === 1 ? headrest(ctx, look, frame, backShape) : '') +
    backrest(ctx, look, frame, backShape) +
    group(armrest(frame, arms)) +
    mirrored(armrest(frame, arms)) +
    rect(334, 600, 332, 44, seatFill, { rx: 20 }) +
    rect(334, 600, 332, 44, '#000000', { rx: 20, opacity: 0.2 }) +
    rect(326, 556, 348, 64, seatFill, { rx: 32 }) +
    rect(346, 562, 308, 14, '#ffffff', { rx: 7, opacity: 0.14 })
  );
}

export const officeChair: ShapeDrawing = {
  draw,
  choices: OFFICE_CHAIR_CHOICES,
  shadow: { cx: 500, cy: 834, rx: 250 },
  bounds: [282, 118, 718, 846],
  detail: { cx: 600, cy: 500, size: 330 },
  placement: 'floor',
};
