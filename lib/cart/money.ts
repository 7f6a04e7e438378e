/*
 * Integer money arithmetic for the cart (design §5: minor units, no floats). Products of two
 * amounts can pass 2^53 on a large bulk cart, so the division runs on BigInt and rounds half up
 * (amounts here are never negative).
 */

/** round(value × numerator / denominator), half up, for non-negative integers. */
export function mulDivRound(value: number, numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(value) || !Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`mulDivRound needs safe integers and a positive denominator (got ${value}, ${numerator}, ${denominator}).`);
  }
  if (value < 0 || numerator < 0) throw new RangeError('mulDivRound rounds half up and takes no negative amounts.');
  const product = BigInt(value) * BigInt(numerator);
  const divisor = BigInt(denominator);
  return Number((product * 2n + divisor) / (divisor * 2n));
}

/** An amount with a whole percentage taken off, rounded to the nearest minor unit. */
export function percentOff(amount: number, percent: number): number {
  return amount - mulDivRound(amount, percent, 100);
}

/** The share of a price that is VAT, when the price includes it (rate in basis points: 2000 = 20%). */
export function includedVat(grossAmount: number, rateBps: number): number {
  return mulDivRound(grossAmount, rateBps, 10_000 + rateBps);
}
