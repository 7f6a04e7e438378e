import { materialLook } from '../materials';
import { designChoices } from '../product-design';
import { shade } from './colour-math';
import { circle, line, path, poly, rect } from './elements';
import { litFill, surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

function glass(ctx: SvgContext): string {
  const id = ctx.define('pod-glass', (gid) =>
    `<linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dcebf0" stop-opacity="0.55"/>` +
      `<stop offset="1" stop-color="#9fbfcc" stop-opacity="0.5"/></linearGradient>`,
  );
  return `url(#${id})`;
}

/* The lit interior seen through the door tells the shopper what the pod is for. */
function interior(): string {
  return (
    rect(300, 290, 250, 500, '#efe3d1') +
    rect(300, 640, 250, 150, '#e3d4bf') +
    circle(425, 330, 26, '#fff3d6', { opacity: 0.9 }) +
    line(425, 290, 425, 312, '#3a3b3f', 3) +
    rect(320, 560, 170, 14, '#b48a60', { rx: 3 }) +
    rect(330, 574, 10, 120, '#3a3b3f') +
    rect(470, 574, 10, 120, '#3a3b3f') +
    rect(370, 500, 74, 56, '#2d2f35', { rx: 4 }) +
    rect(402, 556, 10, 6, '#2d2f35') +
    rect(470, 600, 64, 70, '#5d6b7a', { rx: 18 }) +
    rect(476, 670, 10, 110, '#3a3b3f')
  );
}

/** Shell (box, capsule, mono-pitch roof) x door (clear, half panel, frosted band) x roof (vents, skylight). */
export const WORK_POD_CHOICES = [3, 3, 2] as const;

function shellMarkup(shell: number, body: string, colour: string): string {
  if (shell === 1) {
    // A capsule: rounded shell, no roof cap.
    return (
      path('M710 300 Q784 250 784 320 L784 806 L710 830 Z', shade(colour, -0.18)) +
      rect(250, 210, 460, 620, body, { rx: 80 }) +
      rect(250, 210, 460, 620, '#ffffff', { rx: 80, opacity: 0.05 })
    );
  }
  const roof =
    shell === 2
      ? poly([[244, 236], [244, 150], [720, 200], [720, 236]], shade(colour, 0.1)) + poly([[720, 200], [792, 176], [792, 214], [720, 240]], shade(colour, -0.3))
      : poly([[244, 222], [316, 192], [792, 192], [720, 222]], shade(colour, 0.12)) + poly([[720, 222], [792, 192], [792, 210], [720, 240]], shade(colour, -0.3));
  return (
    poly([[710, 236], [784, 204], [784, 806], [710, 830]], shade(colour, -0.18)) +
    rect(250, 236, 460, 594, body, { rx: 6 }) +
    roof +
    rect(244, 218, 476, 22, shade(colour, -0.22), { rx: 5 })
  );
}

function door(ctx: SvgContext, kind: number, body: string): string {
  const frame = rect(300, 290, 250, 500, 'none', { stroke: '#2b2c30', 'stroke-width': 9, rx: 4 });
  const clear =
    rect(300, 290, 250, 500, glass(ctx)) +
    poly([[316, 300], [370, 300], [320, 420], [306, 420]], '#ffffff', { opacity: 0.35 }) +
    poly([[390, 300], [410, 300], [330, 520], [318, 520]], '#ffffff', { opacity: 0.22 });
  if (kind === 1) return clear + rect(300, 600, 250, 190, body) + rect(300, 600, 250, 6, '#2b2c30') + frame;
  if (kind === 2) return clear + rect(300, 460, 250, 70, '#ffffff', { opacity: 0.6 }) + frame;
  return clear + frame;
}

function draw(ctx: SvgContext, { colour, material, design }: DrawLook): string {
  const [shell = 0, doorKind = 0, roof = 0] = designChoices(design, WORK_POD_CHOICES);
  const finish = materialLook(material).finish;
  const body = finish === 'metal' ? litFill(ctx, colour, 0.1) : surfaceFill(ctx, colour, material);
  const slats =
    finish === 'wood'
      ? [590, 612, 634, 656, 678].map((x) => rect(x, 290, 3, 500, shade(materialLook(material).base, -0.25), { opacity: 0.6 })).join('')
      : '';
  const roofDetail =
    roof === 1
      ? rect(596, 250, 84, 22, '#d9ebf1', { rx: 4, stroke: shade(colour, -0.3), 'stroke-width': 3 })
      : rect(600, 256, 70, 5, shade(colour, -0.3), { rx: 2 }) + rect(600, 266, 70, 5, shade(colour, -0.3), { rx: 2 });
  return (
    shellMarkup(shell, body, colour) +
    rect(250, 812, 460, 18, '#2a2b2f') +
    poly([[710, 812], [784, 790], [784, 806], [710, 830]], '#1f2023') +
    interior() +
    door(ctx, doorKind, body) +
    rect(530, 500, 9, 96, '#c9ccd0', { rx: 4 }) +
    rect(576, 290, 110, 500, shade(colour, -0.05), { opacity: finish === 'wood' ? 0 : 0.5, rx: 4 }) +
    slats +
    roofDetail
  );
}

export const workPod: ShapeDrawing = {
  draw,
  choices: WORK_POD_CHOICES,
  shadow: { cx: 520, cy: 832, rx: 330 },
  bounds: [200, 150, 820, 850],
  detail: { cx: 540, cy: 500, size: 320 },
  placement: 'floor',
};
