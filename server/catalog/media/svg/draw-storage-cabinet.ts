import { materialLook } from '../materials';
import { designChoices } from '../product-design';
import { shade } from './colour-math';
import { circle, poly, rect } from './elements';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

/** Drawer fronts (2 + file, 3 equal, 4 slim) x handles (bar, grip cut-out) x feet (castors, plinth) x label holders (2). */
export const STORAGE_CABINET_CHOICES = [3, 2, 2, 2] as const;

const LAYOUTS = [
  [82, 82, 190],
  [124, 124, 114],
  [80, 80, 80, 110],
] as const;

function drawer(y: number, height: number, body: string, colour: string, grip: boolean, label: boolean): string {
  const handle = grip
    ? rect(440, y + 10, 120, 14, shade(colour, -0.55), { rx: 7 })
    : rect(450, y + 16, 100, 10, shade(colour, -0.4), { rx: 5 }) + rect(450, y + 16, 100, 4, shade(colour, 0.3), { rx: 2, opacity: 0.5 });
  const holder = label ? rect(372, y + 12, 44, 22, '#f4f1ea', { rx: 3, stroke: shade(colour, -0.35), 'stroke-width': 3 }) : '';
  return rect(350, y, 300, height, body, { rx: 4 }) + rect(350, y, 300, height, 'none', { rx: 4, stroke: shade(colour, -0.18), 'stroke-width': 3 }) + handle + holder;
}

function draw(ctx: SvgContext, { colour, material, design }: DrawLook): string {
  const [layout = 0, grip = 0, plinth = 0, labels = 0] = designChoices(design, STORAGE_CABINET_CHOICES);
  let y = 412;
  const fronts = (LAYOUTS[layout] ?? LAYOUTS[0]).map((height) => {
    const markup = drawer(y, height, surfaceFill(ctx, colour, material), materialLook(material).finish === 'wood' ? materialLook(material).base : colour, grip === 1, labels === 1);
    y += height + 10;
    return markup;
  });
  const feet =
    plinth === 1
      ? rect(346, 802, 308, 26, '#2a2b2f', { rx: 3 })
      : rect(360, 802, 20, 18, '#2a2b2f') + rect(620, 802, 20, 18, '#2a2b2f') + circle(370, 824, 12, '#202124') + circle(630, 824, 12, '#202124');
  const look = materialLook(material);
  const base = look.finish === 'wood' ? look.base : colour;
  const body = surfaceFill(ctx, colour, material);
  return (
    poly([[660, 396], [722, 372], [722, 778], [660, 802]], shade(base, -0.2)) +
    rect(340, 396, 320, 406, body, { rx: 6 }) +
    poly([[340, 396], [402, 372], [722, 372], [660, 396]], shade(base, 0.14)) +
    fronts.join('') +
    circle(620, 430, 7, '#c9ccd0') +
    feet
  );
}

export const storageCabinet: ShapeDrawing = {
  draw,
  choices: STORAGE_CABINET_CHOICES,
  shadow: { cx: 520, cy: 834, rx: 230 },
  bounds: [300, 372, 740, 846],
  detail: { cx: 560, cy: 460, size: 260 },
  placement: 'floor',
};
