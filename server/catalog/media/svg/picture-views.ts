import type { ProductPictureView } from '@/lib/images/product-image-loader';
import { COLOURS } from '../palette';
import type { PictureSpec } from '../image-key';
import { drawingOf } from './shape-drawings';
import { circle, ellipse, group, rect } from './elements';
import { surfaceFill } from './material-fill';
import type { ShapeDrawing } from './shape-drawing';
import { SvgContext } from './svg-context';
import { svgDocument } from './svg-document';
import { roomScene } from './room-scene';

/* Light, warm neutrals: the store's pictures sit on the page like studio shots. */
const BACKDROP_TOP = '#f6f4f0';
const BACKDROP_BOTTOM = '#ebe7e0';
const ANGLE_WALL = '#f1eee8';
const ANGLE_FLOOR = '#e4dfd6';

function backdrop(ctx: SvgContext, x: number, y: number, size: number): string {
  const id = ctx.define('backdrop', (gid) =>
    `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${BACKDROP_TOP}"/>` +
      `<stop offset="1" stop-color="${BACKDROP_BOTTOM}"/></linearGradient>`,
  );
  return rect(x, y, size, size, `url(#${id})`);
}

export function floorShadow(ctx: SvgContext, cx: number, cy: number, rx: number): string {
  const id = ctx.define('shadow', (gid) =>
    `<radialGradient id="${gid}"><stop offset="0" stop-color="#2b2118" stop-opacity="0.28"/>` +
      `<stop offset="0.55" stop-color="#2b2118" stop-opacity="0.12"/><stop offset="1" stop-color="#2b2118" stop-opacity="0"/></radialGradient>`,
  );
  return ellipse(cx, cy, rx, Math.max(18, rx * 0.085), `url(#${id})`);
}

/* Drawings keep their natural proportions; the front and angle views scale each one to fill
 * the frame the same way, so a lamp and a desk both look like the hero of their picture. */
export function fitTransform(drawing: ShapeDrawing, width: number, height: number): string {
  const [x0, y0, x1, y1] = drawing.bounds;
  const scale = Math.min(width / (x1 - x0), height / (y1 - y0), 1.4);
  const tx = 500 - ((x0 + x1) / 2) * scale;
  const ty = 530 - ((y0 + y1) / 2) * scale;
  return `translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(4)})`;
}

function frontView(ctx: SvgContext, spec: PictureSpec): string {
  const drawing = drawingOf(spec.shape);
  const { cx, cy, rx } = drawing.shadow;
  const look = { colour: COLOURS[spec.colour], material: spec.material, design: spec.design };
  return (
    backdrop(ctx, 0, 0, 1000) +
    group(floorShadow(ctx, cx, cy, rx) + drawing.draw(ctx, look), { transform: fitTransform(drawing, 800, 760) })
  );
}

/* A turned, slightly smaller object in a room corner: an affine turn about the object's foot
 * reads as a three-quarter view without a second drawing per shape. */
function angleView(ctx: SvgContext, spec: PictureSpec): string {
  const drawing = drawingOf(spec.shape);
  const { cx, cy, rx } = drawing.shadow;
  const look = { colour: COLOURS[spec.colour], material: spec.material, design: spec.design };
  const turn = `translate(${cx} ${cy}) matrix(0.84 -0.09 0 0.96 0 0) translate(${-cx} ${-cy})`;
  return (
    rect(0, 0, 1000, 1000, ANGLE_WALL) +
    rect(0, 640, 1000, 360, ANGLE_FLOOR) +
    rect(0, 640, 1000, 3, '#d8d2c8') +
    group(group(floorShadow(ctx, cx + 30, cy + 4, rx * 0.92) + drawing.draw(ctx, look), { transform: turn }), {
      transform: fitTransform(drawing, 720, 700),
    })
  );
}

function detailView(ctx: SvgContext, spec: PictureSpec): { body: string; viewBox: string } {
  const drawing = drawingOf(spec.shape);
  const { cx, cy, size } = drawing.detail;
  const look = { colour: COLOURS[spec.colour], material: spec.material, design: spec.design };
  const x = cx - size / 2;
  const y = cy - size / 2;
  const swatchX = x + size * 0.84;
  const swatchY = y + size * 0.84;
  const r = size * 0.1;
  const swatch =
    circle(swatchX + r * 0.06, swatchY + r * 0.12, r * 1.1, '#000000', { opacity: 0.12 }) +
    circle(swatchX, swatchY, r * 1.08, '#ffffff') +
    circle(swatchX, swatchY, r, surfaceFill(ctx, look.colour, look.material));
  return {
    body: backdrop(ctx, x, y, size) + floorShadow(ctx, drawing.shadow.cx, drawing.shadow.cy, drawing.shadow.rx) + drawing.draw(ctx, look) + swatch,
    viewBox: `${x} ${y} ${size} ${size}`,
  };
}

function sceneView(ctx: SvgContext, spec: PictureSpec): string {
  const look = { colour: COLOURS[spec.colour], material: spec.material, design: spec.design };
  return roomScene(ctx, drawingOf(spec.shape), look, (cx, cy, rx) => floorShadow(ctx, cx, cy, rx));
}

/** The SVG of one view of a product picture, rendered square at `pixels`. */
export function productPictureSvg(spec: PictureSpec, view: ProductPictureView, pixels: number): string {
  const ctx = new SvgContext();
  if (view === 'detail') {
    const { body, viewBox } = detailView(ctx, spec);
    return svgDocument({ width: pixels, height: pixels, viewBox, defs: ctx.defsMarkup(), body });
  }
  const body = view === 'angle' ? angleView(ctx, spec) : view === 'scene' ? sceneView(ctx, spec) : frontView(ctx, spec);
  return svgDocument({ width: pixels, height: pixels, viewBox: '0 0 1000 1000', defs: ctx.defsMarkup(), body });
}
