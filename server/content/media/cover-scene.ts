import { COLOURS, type ColourId } from '@/server/catalog/media/palette';
import type { MaterialId } from '@/server/catalog/media/materials';
import type { ProductShape } from '@/server/catalog/media/product-shapes';
import { ellipse, group, rect } from '@/server/catalog/media/svg/elements';
import { drawingOf } from '@/server/catalog/media/svg/shape-drawings';
import { SvgContext } from '@/server/catalog/media/svg/svg-context';
import { svgDocument } from '@/server/catalog/media/svg/svg-document';

/*
 * A blog post's cover, drawn with the product pictures' drawings (server/catalog/media): a wall
 * in the category's colour, one or two of the products the category is about, and a few soft
 * shapes whose place and colour follow from the post's key, so every cover differs and a
 * redraw gives the same picture.
 */
export const COVER_WIDTH = 1500;
export const COVER_HEIGHT = 1000;

interface CoverTheme {
  wall: [string, string];
  floor: string;
  shapes: readonly { shape: ProductShape; material: MaterialId; x: number; scale: number }[];
}

const THEMES: Readonly<Record<string, CoverTheme>> = {
  ergonomics: { wall: ['#e9eef0', '#d5dee2'], floor: '#c9c2b6', shapes: [{ shape: 'office-chair', material: 'mesh', x: 620, scale: 0.86 }, { shape: 'footrest', material: 'plastic', x: 1020, scale: 0.4 }] },
  'work-habits': { wall: ['#f1ece3', '#e2d6c5'], floor: '#d6cab8', shapes: [{ shape: 'standing-desk', material: 'oak', x: 760, scale: 0.95 }] },
  'home-office-design': { wall: ['#efe9e1', '#ddd0bf'], floor: '#cdbfac', shapes: [{ shape: 'bookshelf', material: 'walnut', x: 470, scale: 0.78 }, { shape: 'desk-lamp', material: 'steel', x: 1030, scale: 0.5 }] },
  'buying-guides': { wall: ['#eaefe9', '#d3dfd1'], floor: '#c7cbbd', shapes: [{ shape: 'storage-cabinet', material: 'white-laminate', x: 520, scale: 0.62 }, { shape: 'office-chair', material: 'fabric', x: 980, scale: 0.72 }] },
  'pods-and-adus': { wall: ['#e6ecef', '#cfd9df'], floor: '#c4c7c4', shapes: [{ shape: 'work-pod', material: 'aluminium', x: 750, scale: 0.9 }] },
  'tech-and-setups': { wall: ['#eceaf0', '#d9d6e2'], floor: '#c8c4cc', shapes: [{ shape: 'monitor', material: 'aluminium', x: 600, scale: 0.7 }, { shape: 'headphones', material: 'plastic', x: 1040, scale: 0.42 }] },
  'care-and-assembly': { wall: ['#f2ede6', '#e4d9ca'], floor: '#d2c5b2', shapes: [{ shape: 'desk-frame', material: 'steel', x: 740, scale: 0.9 }] },
};

const ACCENTS: readonly ColourId[] = ['sage', 'navy', 'sand', 'blush', 'cognac', 'charcoal', 'brass', 'natural'];

/** A small deterministic hash of the post's key (FNV-1a), the seed of its variations. */
export function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function placed(ctx: SvgContext, shape: ProductShape, colour: string, material: MaterialId, x: number, floorY: number, scale: number): string {
  const drawing = drawingOf(shape);
  const { cx, cy, rx } = drawing.shadow;
  const shadow = ellipse(cx, cy, rx, rx * 0.12, '#2b2118', { opacity: 0.12 });
  const tx = x - cx * scale;
  const ty = floorY - cy * scale;
  return group(shadow + drawing.draw(ctx, { colour, material, design: 0 }), { transform: `translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale})` });
}

export function coverSceneSvg(input: { key: string; category: string }, pixelWidth: number): string {
  const theme = THEMES[input.category] ?? THEMES['work-habits']!;
  const hash = keyHash(input.key);
  const accent = COLOURS[ACCENTS[hash % ACCENTS.length]!];
  const second = COLOURS[ACCENTS[(hash >>> 3) % ACCENTS.length]!];
  const ctx = new SvgContext();
  const wallId = ctx.define(`cover-wall-${input.category}`, (gid) =>
    `<linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.wall[0]}"/><stop offset="1" stop-color="${theme.wall[1]}"/></linearGradient>`,
  );
  const floorY = 860;
  const discX = 200 + (hash % 1100);
  const discY = 180 + ((hash >>> 8) % 260);
  const body =
    rect(0, 0, COVER_WIDTH, COVER_HEIGHT, `url(#${wallId})`) +
    ellipse(discX, discY, 210, 210, accent, { opacity: 0.22 }) +
    rect(1500 - 120 - ((hash >>> 12) % 500), 120, 90, 420, second, { opacity: 0.18, rx: 45 }) +
    rect(0, floorY - 30, COVER_WIDTH, COVER_HEIGHT - floorY + 30, theme.floor) +
    rect(0, floorY - 42, COVER_WIDTH, 12, '#f7f3ee') +
    theme.shapes.map((item, index) => placed(ctx, item.shape, index === 0 ? accent : second, item.material, item.x + ((hash >>> (16 + index * 4)) % 80) - 40, floorY + 40, item.scale)).join('');
  return svgDocument({
    width: pixelWidth,
    height: Math.round((pixelWidth * COVER_HEIGHT) / COVER_WIDTH),
    viewBox: `0 0 ${COVER_WIDTH} ${COVER_HEIGHT}`,
    defs: ctx.defsMarkup(),
    body,
  });
}
