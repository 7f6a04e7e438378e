import { materialLook } from '../materials';
import { designChoices } from '../product-design';
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

/** Back (closed, open with a cross brace, pegboard) x feet (plinth, tall legs). */
export const BOOKSHELF_CHOICES = [3, 2] as const;

function back(kind: number, base: string): string {
  if (kind === 1) return rect(312, 176, 376, 660, '#e9e4dc', { opacity: 0.5 }) + `<path d="M316 180 L684 816 M684 180 L316 816" stroke="${shade(base, -0.3)}" stroke-width="8"/>`;
  if (kind === 2) {
    let holes = '';
    for (let y = 210; y < 820; y += 40) for (let x = 336; x < 680; x += 40) holes += rect(x, y, 6, 6, shade(base, -0.35));
    return rect(312, 176, 376, 660, shade(base, -0.05)) + holes;
  }
  return rect(312, 176, 376, 660, shade(base, -0.12));
}

function draw(ctx: SvgContext, { colour, material, design }: DrawLook): string {
  const [backKind = 0, legs = 0] = designChoices(design, BOOKSHELF_CHOICES);
  const look = materialLook(material);
  const base = look.finish === 'wood' ? look.base : colour;
  const wood = surfaceFill(ctx, colour, material);
  const shelves = SHELVES.map((y) => rect(312, y, 376, 18, wood) + rect(312, y + 14, 376, 4, '#000000', { opacity: 0.15 })).join('');
  return (
    poly([[688, 176], [730, 156], [730, 816], [688, 836]], shade(base, -0.22)) +
    poly([[292, 176], [334, 156], [730, 156], [688, 176]], shade(base, 0.15)) +
    back(backKind, base) +
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
    rect(292, 176, 416, 20, wood) +
    (legs === 1 ? rect(296, 836, 18, 14, '#2a2b2f') + rect(686, 836, 18, 14, '#2a2b2f') : rect(300, 836, 400, 10, shade(base, -0.3)))
  );
}

export const bookshelf: ShapeDrawing = {
  draw,
  choices: BOOKSHELF_CHOICES,
  shadow: { cx: 510, cy: 838, rx: 250 },
  bounds: [280, 156, 740, 850],
  detail: { cx: 440, cy: 450, size: 320 },
  placement: 'floor',
};
