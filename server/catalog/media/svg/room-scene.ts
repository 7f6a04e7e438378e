import { designChoices } from '../product-design';
import { shade } from './colour-math';
import { ellipse, group, line, path, poly, rect } from './elements';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

/* Quiet wall colours a furniture photographer would pick; the product stays the hero. */
const WALLS = ['#efe9df', '#e3e6df', '#ece1d6', '#e1e5ea'] as const;
const FLOOR_Y = 720;

/** The room around the product: wall, window side, floor and the prop on the wall, per design. */
export const ROOM_CHOICES = [WALLS.length, 2, 2, 2] as const;

function wall(ctx: SvgContext, colour: string, windowLeft: boolean): string {
  const id = ctx.define(`room-wall:${colour}:${windowLeft}`, (gid) =>
    `<linearGradient id="${gid}" x1="${windowLeft ? 0 : 1}" y1="0" x2="${windowLeft ? 1 : 0}" y2="0.4">` +
      `<stop offset="0" stop-color="${shade(colour, 0.35)}"/><stop offset="1" stop-color="${shade(colour, -0.06)}"/></linearGradient>`,
  );
  return rect(0, 0, 1000, FLOOR_Y, `url(#${id})`);
}

/* A tall window at one side: sky panes, mullions, and the light it throws on the floor. */
function windowAndLight(ctx: SvgContext, left: boolean): string {
  const x = left ? 40 : 760;
  const sky = ctx.define('room-sky', (gid) =>
    `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9e7ef"/><stop offset="1" stop-color="#f6f1e6"/></linearGradient>`,
  );
  const beam = left
    ? poly([[x, 600], [x + 200, 600], [x + 520, 1000], [x + 60, 1000]], '#fffaf0', { opacity: 0.22 })
    : poly([[x, 600], [x + 200, 600], [x + 140, 1000], [x - 320, 1000]], '#fffaf0', { opacity: 0.22 });
  return (
    rect(x - 10, 90, 220, 520, shade('#ffffff', -0.04), { rx: 4 }) +
    rect(x, 100, 200, 500, `url(#${sky})`) +
    path(`M${x} 470 Q${x + 60} 430 ${x + 110} 460 T${x + 200} 450 L${x + 200} 600 L${x} 600 Z`, '#c9d8c4', { opacity: 0.6 }) +
    rect(x + 96, 100, 8, 500, '#f7f5f1') +
    rect(x, 340, 200, 8, '#f7f5f1') +
    rect(x - 18, 600, 236, 14, '#f3f0ea', { rx: 3 }) +
    beam
  );
}

function floor(ctx: SvgContext, concrete: boolean): string {
  if (concrete) {
    const id = ctx.define('room-concrete', (gid) =>
      `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfcac3"/><stop offset="1" stop-color="#b9b3aa"/></linearGradient>`,
    );
    return rect(0, FLOOR_Y, 1000, 280, `url(#${id})`) + line(0, 860, 1000, 860, '#a9a39a', 2, { opacity: 0.5 });
  }
  const planks = [0, 1, 2, 3, 4, 5].map((i) => line(0, FLOOR_Y + 30 + i * 46, 1000, FLOOR_Y + 30 + i * 46, '#a57e55', 2, { opacity: 0.35 })).join('');
  const joints = [120, 470, 820, 300, 650, 60, 540, 900].map((x, i) => line(x, FLOOR_Y + 30 + (i % 6) * 46, x, FLOOR_Y + 76 + (i % 6) * 46, '#a57e55', 2, { opacity: 0.35 })).join('');
  return rect(0, FLOOR_Y, 1000, 280, '#c9a37a') + rect(0, FLOOR_Y, 1000, 280, '#ffffff', { opacity: 0.08 }) + planks + joints;
}

function plant(x: number): string {
  const base = 960;
  const leaves = [[-46, -190, -34], [40, -214, 28], [-8, -262, -6], [62, -150, 52], [-70, -140, -58]]
    .map(([dx = 0, dy = 0, angle = 0], i) => ellipse(x + dx, base + dy, 24, 68, i % 2 === 0 ? '#5f8a5a' : '#74a06c', { transform: `rotate(${angle} ${x + dx} ${base + dy})` }))
    .join('');
  return (
    ellipse(x, base, 80, 12, '#2b2118', { opacity: 0.14 }) +
    leaves +
    path(`M${x - 52} ${base - 100} L${x + 52} ${base - 100} L${x + 40} ${base} L${x - 40} ${base} Z`, '#d8cbb8') +
    rect(x - 56, base - 108, 112, 12, '#cbbca6', { rx: 5 })
  );
}

/* A floating shelf with books and a vase, or a framed print. */
function wallProp(x: number, shelf: boolean): string {
  if (!shelf) return rect(x, 170, 170, 220, '#ffffff', { stroke: '#3a3430', 'stroke-width': 8 }) + rect(x + 26, 196, 118, 168, '#d7b9a0') + ellipse(x + 85, 300, 40, 52, '#8c6a54', { opacity: 0.7 });
  return (
    rect(x, 330, 220, 14, '#a98560') +
    rect(x + 12, 254, 18, 76, '#2f4a6b') +
    rect(x + 32, 262, 14, 68, '#c96f4a') +
    rect(x + 48, 246, 20, 84, '#e8dcc4') +
    ellipse(x + 150, 306, 22, 26, '#efe8dc') +
    rect(x + 142, 270, 16, 16, '#efe8dc') +
    line(x + 150, 270, x + 150, 228, '#6f8f7a', 3) +
    ellipse(x + 160, 232, 10, 6, '#74a06c')
  );
}

/* A plain oak desk the small products stand on. */
function sceneDesk(ctx: SvgContext): string {
  const top = surfaceFill(ctx, '#caa272', 'oak');
  return (
    ellipse(500, 940, 360, 26, '#2b2118', { opacity: 0.16 }) +
    rect(200, 650, 22, 290, '#3a3b3f') +
    rect(778, 650, 22, 290, '#3a3b3f') +
    poly([[190, 600], [810, 600], [840, 624], [160, 624]], top) +
    rect(160, 624, 680, 26, top) +
    rect(160, 624, 680, 26, '#000000', { opacity: 0.15 })
  );
}

/* Fits the drawing into a box whose bottom centre is (x, bottom). */
function placedAt(drawing: ShapeDrawing, x: number, bottom: number, width: number, height: number): string {
  const [x0, y0, x1, y1] = drawing.bounds;
  const scale = Math.min(width / (x1 - x0), height / (y1 - y0), 1.2);
  const footY = Math.max(drawing.shadow.cy, y1 - 10);
  const tx = x - ((x0 + x1) / 2) * scale;
  const ty = bottom - footY * scale;
  return `translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(4)})`;
}

/**
 * The product in a furnished corner: wall, window light, floor, a plant and a shelf or print,
 * with a soft shadow under it. Small products stand on a desk. Which wall, floor and prop
 * depends on the design, so scenes of two products differ too.
 */
export function roomScene(ctx: SvgContext, drawing: ShapeDrawing, look: DrawLook, shadow: (cx: number, cy: number, rx: number) => string): string {
  const [wallChoice = 0, windowSide = 0, concrete = 0, shelf = 0] = designChoices(look.design * 5 + 3, ROOM_CHOICES);
  const windowLeft = windowSide === 0;
  const product = shadow(drawing.shadow.cx, drawing.shadow.cy, drawing.shadow.rx) + drawing.draw(ctx, look);
  const onDesk = drawing.placement === 'desk';
  const transform = onDesk ? placedAt(drawing, 500, 606, 520, 360) : placedAt(drawing, 520, 930, 640, 640);
  return (
    wall(ctx, WALLS[wallChoice] ?? WALLS[0], windowLeft) +
    windowAndLight(ctx, windowLeft) +
    wallProp(windowLeft ? 660 : 120, shelf === 1) +
    floor(ctx, concrete === 1) +
    rect(0, FLOOR_Y - 14, 1000, 16, '#f4f1ec') +
    rect(0, FLOOR_Y + 1, 1000, 3, '#000000', { opacity: 0.08 }) +
    plant(windowLeft ? 880 : 110) +
    (onDesk ? sceneDesk(ctx) : '') +
    group(product, { transform })
  );
}
