import { materialLook, type MaterialId } from '../materials';
import { shade } from './colour-math';
import type { SvgContext } from './svg-context';

/* Woods, laminates, bamboo and carbon carry their own colour; the others take the variant's. */
const SELF_COLOURED = new Set(['wood', 'bamboo', 'laminate', 'carbon']);

/** The base colour a surface of this material shows when painted in `colour`. */
export function surfaceColour(colour: string, material: MaterialId): string {
  const look = materialLook(material);
  return SELF_COLOURED.has(look.finish) ? look.base : colour;
}

function linear(ctx: SvgContext, key: string, stops: [number, string][], vertical: boolean): string {
  const id = ctx.define(key, (gid) => {
    const axis = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
    const body = stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('');
    return `<linearGradient id="${gid}" ${axis}>${body}</linearGradient>`;
  });
  return `url(#${id})`;
}

/* librsvg paints a pattern tile by tile, so a fine weave of 9-unit tiles costs a second per
 * close-up at 1280 px. Each tile therefore holds a block of cells at least TILE_MIN units wide,
 * which draws the same texture with a few dozen tiles instead of thousands. */
const TILE_MIN = 96;

function pattern(ctx: SvgContext, key: string, width: number, height: number, body: string): string {
  const across = Math.max(1, Math.ceil(TILE_MIN / width));
  const down = Math.max(1, Math.ceil(TILE_MIN / height));
  const id = ctx.define(key, (pid) => {
    let cells = '';
    for (let row = 0; row < down; row += 1) {
      for (let col = 0; col < across; col += 1) cells += col === 0 && row === 0 ? body : `<g transform="translate(${col * width} ${row * height})">${body}</g>`;
    }
    return `<pattern id="${pid}" width="${width * across}" height="${height * down}" patternUnits="userSpaceOnUse">${cells}</pattern>`;
  });
  return `url(#${id})`;
}

/* A woven or felted surface: dots repeated every `cell` units, one path per dot colour, in a tile
 * of several cells (each <circle> of a fine grid would be a separate, slow paint). */
function dotted(ctx: SvgContext, key: string, base: string, cell: number, dots: readonly (readonly [number, number, number, string])[]): string {
  const cells = Math.max(1, Math.ceil(TILE_MIN / cell));
  const size = cells * cell;
  const id = ctx.define(key, (pid) => {
    const paths = dots.map(([x, y, side, colour]) => {
      let d = '';
      for (let row = 0; row < cells; row += 1) {
        for (let col = 0; col < cells; col += 1) d += `M${col * cell + x - side / 2} ${row * cell + y - side / 2}h${side}v${side}h${-side}z`;
      }
      return `<path d="${d}" fill="${colour}"/>`;
    });
    return `<pattern id="${pid}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><rect width="${size}" height="${size}" fill="${base}"/>${paths.join('')}</pattern>`;
  });
  return `url(#${id})`;
}

/** A fill (plain colour, gradient or pattern) that shows the material's texture. */
export function surfaceFill(ctx: SvgContext, colour: string, material: MaterialId): string {
  const look = materialLook(material);
  const base = surfaceColour(colour, material);
  const key = `${material}:${base}`;
  switch (look.finish) {
    case 'wood':
      return pattern(ctx, key, 260, 36,
        `<rect width="260" height="36" fill="${base}"/>` +
          `<path d="M0 9 C70 5 150 14 260 9" stroke="${shade(base, -0.16)}" stroke-width="2" fill="none" opacity="0.55"/>` +
          `<path d="M0 24 C60 28 170 19 260 25" stroke="${shade(base, -0.1)}" stroke-width="1.5" fill="none" opacity="0.5"/>` +
          `<path d="M0 31 C90 30 160 33 260 31" stroke="${shade(base, 0.12)}" stroke-width="1.5" fill="none" opacity="0.6"/>`);
    case 'bamboo':
      return pattern(ctx, key, 26, 80,
        `<rect width="26" height="80" fill="${base}"/>` +
          `<rect width="2" height="80" fill="${shade(base, -0.14)}"/>` +
          `<rect x="13" width="1" height="80" fill="${shade(base, 0.12)}"/>` +
          `<rect x="2" y="52" width="24" height="2" fill="${shade(base, -0.1)}"/>`);
    case 'carbon':
      return pattern(ctx, key, 12, 12,
        `<rect width="12" height="12" fill="${base}"/>` +
          `<rect width="6" height="6" fill="${shade(base, 0.1)}"/><rect x="6" y="6" width="6" height="6" fill="${shade(base, 0.06)}"/>`);
    case 'mesh': {
      // One path of long diagonals per 99-unit tile draws far faster than a grid of crosses.
      const size = 99;
      let d = '';
      for (let k = -size; k <= size; k += 9) d += `M${k} 0 L${k + size} ${size} M${k + size} 0 L${k} ${size} `;
      return pattern(ctx, key, size, size,
        `<rect width="${size}" height="${size}" fill="${shade(base, 0.06)}"/>` +
          `<path d="${d.trim()}" stroke="${shade(base, -0.3)}" stroke-width="1.4" opacity="0.7"/>`);
    }
    case 'fabric':
      return dotted(ctx, key, base, 8, [[2, 2, 2.2, shade(base, -0.1)], [6, 6, 2.2, shade(base, 0.08)]]);
    case 'felt':
      return dotted(ctx, key, base, 18, [[4, 5, 2, shade(base, -0.12)], [13, 11, 2, shade(base, 0.1)], [8, 15, 1.6, shade(base, -0.08)]]);
    case 'leather':
      return linear(ctx, key, [[0, shade(base, 0.16)], [0.45, base], [1, shade(base, -0.14)]], true);
    case 'metal':
      return linear(ctx, key, [[0, shade(base, 0.22)], [0.35, base], [0.7, shade(base, -0.1)], [1, shade(base, 0.12)]], false);
    case 'laminate':
    case 'plastic':
      return linear(ctx, key, [[0, shade(base, 0.05)], [1, shade(base, -0.03)]], true);
  }
}

/** A plain vertical gradient of one colour, lit from above. */
export function litFill(ctx: SvgContext, colour: string, strength = 0.12): string {
  return linear(ctx, `lit:${colour}:${strength}`, [[0, shade(colour, strength)], [1, shade(colour, -strength / 2)]], true);
}

/** A horizontal gradient for round parts (posts, columns, cylinders). */
export function roundFill(ctx: SvgContext, colour: string): string {
  return linear(ctx, `round:${colour}`, [[0, shade(colour, -0.12)], [0.3, shade(colour, 0.18)], [0.6, colour], [1, shade(colour, -0.22)]], false);
}
