import { materialLook } from '../materials';
import { shade } from './colour-math';
import { circle, ellipse, path, poly, rect } from './elements';
import { surfaceFill } from './material-fill';
import type { DrawLook, ShapeDrawing } from './shape-drawing';
import type { SvgContext } from './svg-context';

const BOOK_COLOURS = ['#c96f4a', '#2f4a6b', '#d9b98a', '#6f8f7a', '#9a4b52', '#e8dcc4', '#3d3f46', '#b08a58'];
const SHELVES = [196, 356, 516, 676];

/* Fixed book rows so every picture of the same shelf is identical (no randomness in pictures). */
function books(shelfTop: number, shelfBottom: number, offset: number): string {
  let out = '';
  let x = 330;
  const widths = [26, 20, 30, 22, 18, 28, 24, 20];
  for (let i = 0; i < 7; i += 1) {
    const w = widths[(i + offset) % widths.length] ?? 24;
    const h = 96 + ((i * 37 + offset * 19) % 40);
    out += rect(x, shelfBottom - h, w, h, BOOK_COLOURS[(i + offset * 3) % BOOK_COLOURS.length] ?? '#999', { rx: 2 });
    out += rect(x + 4, shelfBottom - h + 14, w - 8, 4, '#ffffff', { opacity: 0.35 });
    x += w + 3;
  }
  return out + rect(x + 6, shelfTop + 10, 0, 0, 'none');
}

function plant(x: number, bottom: number): string {
  return (
    path(`M${x - 30} ${bottom - 60} L${x + 30} ${bottom - 60} L${x + 22} ${bottom} L${x - 22} ${bottom} Z`, '#d8cfc2') +
    ellipse(x - 22, bottom - 92, 26, 14, '#6f9a6a', { transform: `rotate(-30 ${x - 22} ${bottom - 92})` }) +
    ellipse(x + 22, bottom - 100, 26, 14, '#5f8a5a', { transform: `rotate(30 ${x + 22} ${bottom - 100})` }) +
    ellipse(x, bottom - 118, 14, 28, '#7fae78')
  );
}

function draw(ctx: SvgContext, { colour, material }: DrawLook): string {
  const look = materialLook(material);
  const base = look.finish === 'wood' ? look.base : colour;
  const wood = surfaceFill(ctx, colour, material);
  const shelves = SHELVES.map((y) => rect(312, y, 376, 18, wood) + rect(312, y + 14, 376, 4, '#000000', { opacity: 0.15 })).join('');
  return (
    poly([[688, 176], [730, 156], [730, 816], [688, 836]], shade(base, -0.22)) +
    poly([[292, 176], [334, 156], [730, 156], [688, 176]], shade(base, 0.15)) +
    rect(312, 176, 376, 660, shade(base, -0.12)) +
    books(196, 356, 0) +
    plant(610, 356) +
    books(356, 516, 2) +
    circle(600, 484, 30, '#e9e4dc') +
    books(516, 676, 5) +
    rect(560, 606, 100, 70, '#cdbfa8', { rx: 4 }) +
    books(676, 818, 1) +
    shelves +
    rect(292, 176, 22, 660, wood) +
    rect(686, 176, 22, 660, wood) +
    rect(292, 818, 416, 18, wood) +
    rect(292, 176, 416, 20, wood)
  );
}

export const bookshelf: ShapeDrawing = {
  draw,
  shadow: { cx: 510, cy: 838, rx: 250 },
  bounds: [280, 156, 740, 850],
  detail: { cx: 440, cy: 450, size: 320 },
};
