/**
 * Store prices end the way shoppers expect: 599.00 or 599.99, 49.99, 4,999.00. The amount is
 * rounded to a step that grows with the price, then nudged just under it.
 */
export type PriceEnding = '00' | '99';

export function charmPrice(major: number, ending: PriceEnding): number {
  const step = major < 100 ? 5 : major < 1000 ? 10 : 50;
  const rounded = Math.max(step, Math.round(major / step) * step);
  return ending === '99' ? rounded * 100 - 1 : (rounded - 1) * 100;
}

/** A compare-at ("was") price for a given sale discount, always above the sale price. */
export function compareAtPrice(amountMinor: number, discount: number, ending: PriceEnding): number {
  const candidate = charmPrice(amountMinor / 100 / (1 - discount), ending);
  return candidate > amountMinor ? candidate : amountMinor + 1000;
}
