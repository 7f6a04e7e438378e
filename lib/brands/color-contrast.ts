/* WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): a brand's accent colour
 * carries white text on its storefront header, so both must stay readable (AA: 4.5:1). */

export const MIN_TEXT_CONTRAST = 4.5;
export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

const WHITE = '#ffffff';
/* The store's ink colour: the text put on a light accent in previews. */
export const INK = '#1c1917';

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  if (!HEX_COLOR_PATTERN.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const r = parseInt(hex.slice(1, 3), 16);
  const g = parseInt(hex.slice(3, 5), 16);
  const b = parseInt(hex.slice(5, 7), 16);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** (L1 + 0.05) / (L2 + 0.05), the lighter colour on top: 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The ratio of white text on the colour, which is also the colour's ratio on a white page. */
export function contrastWithWhite(hex: string): number {
  return contrastRatio(hex, WHITE);
}

/** Whether white text on it (and it as text or border on white) meets WCAG AA for body text. */
export function isReadableAccent(hex: string): boolean {
  return HEX_COLOR_PATTERN.test(hex) && contrastWithWhite(hex) >= MIN_TEXT_CONTRAST;
}

/** White on a dark enough accent, otherwise the store's ink: whichever reads better. */
export function textColorOn(hex: string): string {
  return contrastRatio(hex, WHITE) >= contrastRatio(hex, INK) ? WHITE : INK;
}

/** Ratio rounded down to two decimals, as shown to the brand (rounding up could show 4.50 for 4.497). */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}
