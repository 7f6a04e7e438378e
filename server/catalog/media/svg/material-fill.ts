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

function pattern(ctx: SvgContext, key: string, width: number, height: number, body: string): string {
  const id = ctx.define(key, (pid) =>
    `<pattern id="${pid}" width="${width}" height="${height}" patternUnits="userSpaceOnUse">${body}</pattern>`,
  );
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
    case 'mesh':
      return pattern(ctx, key, 9, 9,
        `<rect width="9" height="9" fill="${shade(base, 0.06)}"/>` +
          `<path d="M0 0 L9 9 M9 0 L0 9" stroke="${shade(base, -0.3)}" stroke-width="1.4" opacity="0.7"/>`);
    case 'fabric':
      return pattern(ctx, key, 8, 8,
        `<rect width="8" height="8" fill="${base}"/>` +
          `<circle cx="2" cy="2" r="1.1" fill="${shade(base, -0.1)}"/><circle cx="6" cy="6" r="1.1" fill="${shade(base, 0.08)}"/>`);
    case 'felt':
      return pattern(ctx, key, 18, 18,
        `<rect width="18" height="18" fill="${base}"/>` +
          `<circle cx="4" cy="5" r="1" fill="${shade(base, -0.12)}"/><circle cx="13" cy="11" r="1" fill="${shade(base, 0.1)}"/>` +
          `<circle cx="8" cy="15" r="0.8" fill="${shade(base, -0.08)}"/>`);
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
