import { designChoices } from '../product-design';
import { shade } from './colour-math';
import { ellipse, group, mirrored, path, rect } from './elements';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

/* Cushion colours: the part of a black pair of headphones that tells one model from another. */
const CUSHIONS = ['#3a3b40', '#b08a68', '#8a8f96', '#c99a8e'] as const;

function cup(ctx: SvgContext, colour: string, material: DrawLook['material'], round: boolean, cushion: string): string {
  const [rx, ry] = round ? [104, 104] : [78, 120];
  return (
    rect(300, 440, 36, 70, shade(colour, -0.15), { rx: 10 }) +
    ellipse(312, 620, rx + 4, ry + 4, shade(colour, -0.18)) +
    ellipse(300, 618, rx, ry, surfaceFill(ctx, colour, material)) +
    ellipse(290, 600, 50, 70, '#ffffff', { opacity: 0.1 }) +
    ellipse(352, 622, 30, round ? 92 : 104, cushion) +
    ellipse(348, 610, 10, 70, '#ffffff', { opacity: 0.08 }) +
    ellipse(300, 618, 22, 22, shade(colour, -0.12))
  );
}

/** Cups (oval, round) x padded band (2) x microphone boom (2). */
export const HEADPHONE_CHOICES = [2, 2, 2] as const;

function draw(ctx: SvgContext, { colour, material, design }: DrawLook): string {
  const [round = 0, padded = 0, mic = 0] = designChoices(design, HEADPHONE_CHOICES);
  const cushion = CUSHIONS[(design * 3 + 1) % CUSHIONS.length] ?? CUSHIONS[0];
  const boom = mic === 1 ? path('M250 660 Q190 720 330 760', 'none', { stroke: '#2a2b2f', 'stroke-width': 10, 'stroke-linecap': 'round' }) + ellipse(336, 760, 14, 10, '#2a2b2f') : '';
  const pad = padded === 1 ? path('M392 300 C440 262 560 262 608 300', 'none', { stroke: shade(colour, 0.2), 'stroke-width': 34, 'stroke-linecap': 'round' }) : '';
  return (
    path('M318 470 C318 210 682 210 682 470', 'none', { stroke: shade(colour, -0.1), 'stroke-width': 40, 'stroke-linecap': 'round' }) +
    pad +
    path('M336 470 C336 250 664 250 664 470', 'none', { stroke: '#2a2b2f', 'stroke-width': 18, 'stroke-linecap': 'round' }) +
    path('M330 380 C350 250 460 232 500 232', 'none', { stroke: '#ffffff', 'stroke-width': 6, opacity: 0.25, 'stroke-linecap': 'round' }) +
    group(cup(ctx, colour, material, round === 1, cushion)) +
    mirrored(cup(ctx, colour, material, round === 1, cushion)) +
    boom
  );
}

export const headphones: ShapeDrawing = {
  draw,
  choices: HEADPHONE_CHOICES,
  shadow: { cx: 500, cy: 742, rx: 300 },
  bounds: [186, 210, 814, 770],
  detail: { cx: 680, cy: 600, size: 300 },
  placement: 'desk',
};
