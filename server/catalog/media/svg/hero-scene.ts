import { COLOURS } from '../palette';
import { ellipse, group, path, poly, rect } from './elements';
import { floorShadow } from './picture-views';
import { drawingOf } from './shape-drawings';
import type { DrawLook } from './shape-drawing';
import { SvgContext } from './svg-context';
import { svgDocument } from './svg-document';
import type { ProductShape } from '../product-shapes';

export const HERO_WIDTH = 1920;
export const HERO_HEIGHT = 1080;

/* Places a 1000-box drawing so its point (anchorX, anchorY) lands on (x, y) at `scale`. */
function placed(ctx: SvgContext, shape: ProductShape, look: Omit<DrawLook, 'design'>, x: number, y: number, scale: number, shadow = true): string {
  const drawing = drawingOf(shape);
  const { cx, cy, rx } = drawing.shadow;
  const tx = x - cx * scale;
  const ty = y - cy * scale;
  const body = (shadow ? floorShadow(ctx, cx, cy, rx) : '') + drawing.draw(ctx, { ...look, design: 0 });
  return group(body, { transform: `translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale})` });
}

function wall(ctx: SvgContext): string {
  const id = ctx.define('hero-wall', (gid) =>
    `<linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4efe8"/>` +
      `<stop offset="1" stop-color="#e6ddd1"/></linearGradient>`,
  );
  return rect(0, 0, HERO_WIDTH, HERO_HEIGHT, `url(#${id})`);
}

/* Morning light from a window out of frame: two soft slanted panes on the wall. */
function windowLight(): string {
  return (
    poly([[140, 80], [520, 80], [660, 760], [280, 760]], '#ffffff', { opacity: 0.28 }) +
    poly([[560, 80], [700, 80], [840, 760], [700, 760]], '#ffffff', { opacity: 0.2 })
  );
}

function floorPlant(x: number, floor: number): string {
  const leaves = [
    [-70, -300, -35],
    [60, -330, 30],
    [-20, -400, -8],
    [90, -230, 55],
    [-110, -210, -60],
    [20, -250, 12],
  ]
    .map(([dx = 0, dy = 0, angle = 0], i) =>
      ellipse(x + dx, floor + dy, 34, 96, i % 2 === 0 ? '#5f8a5a' : '#73a06c', { transform: `rotate(${angle} ${x + dx} ${floor + dy})` }),
    )
    .join('');
  return (
    ellipse(x, floor, 120, 16, '#2b2118', { opacity: 0.12 }) +
    path(`M${x - 3} ${floor - 150} L${x} ${floor - 330}`, 'none', { stroke: '#4d6b47', 'stroke-width': 6 }) +
    leaves +
    path(`M${x - 80} ${floor - 150} L${x + 80} ${floor - 150} L${x + 62} ${floor} L${x - 62} ${floor} Z`, '#cbb59b') +
    rect(x - 84, floor - 160, 168, 16, '#bda487', { rx: 6 })
  );
}

function deskPlant(x: number, top: number): string {
  return (
    rect(x - 26, top - 46, 52, 46, '#c98b6b', { rx: 8 }) +
    ellipse(x - 16, top - 70, 16, 30, '#6f9a6a', { transform: `rotate(-25 ${x - 16} ${top - 70})` }) +
    ellipse(x + 16, top - 74, 16, 30, '#5f8a5a', { transform: `rotate(25 ${x + 16} ${top - 74})` }) +
    ellipse(x, top - 86, 12, 30, '#7fae78')
  );
}

/** The home page hero: a calm, lit workspace with the store's main products. */
export function heroSceneSvg(pixelWidth: number): string {
  const ctx = new SvgContext();
  const floorY = 900;
  const deskScale = 1.05;
  const deskX = 1120;
  // Desk top surface in the desk drawing's box is at y = 446..478; objects on it stand there.
  const deskTopY = floorY - (838 - 462) * deskScale;
  const body =
    wall(ctx) +
    windowLight() +
    rect(0, floorY - 40, HERO_WIDTH, HERO_HEIGHT - floorY + 40, '#ddd2c3') +
    rect(0, floorY - 40, HERO_WIDTH, 6, '#cfc2b1') +
    rect(0, floorY - 52, HERO_WIDTH, 12, '#f7f3ee') +
    placed(ctx, 'work-pod', { colour: COLOURS.sage, material: 'aluminium' }, 1690, floorY - 10, 0.78) +
    placed(ctx, 'standing-desk', { colour: COLOURS.black, material: 'walnut' }, deskX, floorY + 40, deskScale) +
    placed(ctx, 'monitor', { colour: COLOURS.silver, material: 'aluminium' }, deskX - 40, deskTopY + 4, 0.46, false) +
    placed(ctx, 'desk-lamp', { colour: COLOURS.black, material: 'steel' }, deskX + 260, deskTopY + 2, 0.34, false) +
    deskPlant(deskX - 290, deskTopY + 6) +
    placed(ctx, 'office-chair', { colour: COLOURS.sand, material: 'fabric' }, deskX - 160, floorY + 150, 0.9) +
    floorPlant(250, floorY + 110);
  return svgDocument({
    width: pixelWidth,
    height: Math.round((pixelWidth * HERO_HEIGHT) / HERO_WIDTH),
    viewBox: `0 0 ${HERO_WIDTH} ${HERO_HEIGHT}`,
    defs: ctx.defsMarkup(),
    body,
  });
}
