import { shade } from './colour-math';
import { ellipse, group, mirrored, path, rect } from './elements';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

function cup(ctx: SvgContext, colour: string, material: DrawLook['material']): string {
  return (
    rect(300, 440, 36, 70, shade(colour, -0.15), { rx: 10 }) +
    ellipse(312, 620, 86, 118, shade(colour, -0.18)) +
    ellipse(300, 618, 82, 114, surfaceFill(ctx, colour, material)) +
    ellipse(290, 600, 50, 70, '#ffffff', { opacity: 0.1 }) +
    ellipse(352, 622, 28, 100, '#3a3b40') +
    ellipse(348, 610, 10, 70, '#ffffff', { opacity: 0.08 }) +
    ellipse(300, 618, 22, 22, shade(colour, -0.12))
  );
}

function draw(ctx: SvgContext, { colour, material }: DrawLook): string {
  return (
    path('M318 470 C318 210 682 210 682 470', 'none', { stroke: shade(colour, -0.1), 'stroke-width': 40, 'stroke-linecap': 'round' }) +
    path('M336 470 C336 250 664 250 664 470', 'none', { stroke: '#2a2b2f', 'stroke-width': 18, 'stroke-linecap': 'round' }) +
    path('M330 380 C350 250 460 232 500 232', 'none', { stroke: '#ffffff', 'stroke-width': 6, opacity: 0.25, 'stroke-linecap': 'round' }) +
    group(cup(ctx, colour, material)) +
    mirrored(cup(ctx, colour, material))
  );
}

export const headphones: ShapeDrawing = {
  draw,
  shadow: { cx: 500, cy: 742, rx: 300 },
  bounds: [210, 210, 790, 760],
  detail: { cx: 680, cy: 600, size: 300 },
};
