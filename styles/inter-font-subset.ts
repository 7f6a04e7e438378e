/*
 * What the store's copy of Inter keeps, shared by the script that cuts it
 * (`npm run font:subset`, scripts/subset-inter-font.ts) and the test that checks the shipped file.
 *
 * The source is @fontsource-variable/inter's latin file (48 kB). It is the first thing every first
 * visit downloads at high priority, before the page's picture and script, so each kB counts on a
 * slow line. The cut keeps:
 * - the same characters as the source's latin range (French and German included), so no text
 *   changes font;
 * - the weights the stylesheet uses, 400 (normal) to 700 (bold), on the variable axis;
 * - the layout features the store's text relies on: kerning, ligatures, contextual forms (Inter
 *   raises the colon between digits with them), marks, local forms and tabular digits
 *   (`tabular-nums` on prices and counts).
 * It drops Inter's stylistic sets, character variants, fractions and the like, which the store does
 * not switch on. Result: about 26 kB.
 */
export const INTER_SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
export const INTER_STORE_FONT = 'styles/fonts/inter-store-latin.woff2';

/**
 * Inclusive code point ranges: fontsource's latin `unicode-range` without its combining accents
 * (U+0300 to U+036F, for text in decomposed form: e followed by U+0301). They and their
 * positioning data cost 5 kB, and the store's text is composed (é is one character); a decomposed
 * accent typed by a shopper renders in the fallback font.
 */
export const INTER_STORE_CODE_POINTS: ReadonlyArray<readonly [number, number]> = [
  [0x00, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

export const INTER_STORE_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'] as const;

export const INTER_STORE_WEIGHTS = { min: 400, max: 700 } as const;

export function interStoreText(): string {
  let text = '';
  for (const [first, last] of INTER_STORE_CODE_POINTS) for (let point = first; point <= last; point += 1) text += String.fromCodePoint(point);
  return text;
}
