import { shade } from './colour-math';
import { circle, mirrored, rect } from './elements';
import { drawDeskFrameBody } from './draw-standing-desk';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

function topBracket(fill: string, colour: string): string {
  return (
    rect(186, 470, 140, 18, fill, { rx: 4 }) +
    rect(186, 470, 140, 5, shade(colour, 0.2), { rx: 2 }) +
    circle(206, 479, 4, shade(colour, -0.35)) +
    circle(306, 479, 4, shade(colour, -0.35))
  );
}

function draw(ctx: SvgContext, { colour, material }: DrawLook): string {
  const fill = surfaceFill(ctx, colour, material);
  return (
    drawDeskFrameBody(ctx, colour, 488) +
    topBracket(fill, colour) +
    mirrored(topBracket(fill, colour)) +
    rect(716, 506, 64, 16, '#1c1d20', { rx: 5 }) +
    rect(724, 510, 20, 8, '#8fe0b8', { rx: 2 })
  );
}

export const deskFrame: ShapeDrawing = {
  draw,
  shadow: { cx: 500, cy: 838, rx: 340 },
  bounds: [186, 470, 814, 846],
  detail: { cx: 720, cy: 540, size: 320 },
};
