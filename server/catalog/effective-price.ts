/** A price as the shopper sees it: the active flash sale wins over the list price. */
export interface EffectivePrice {
  amount: number;
  /** The struck-through price, when the shopper pays less than it. */
  compareAtAmount: number | null;
  currency: string;
  flashSalePercentOff: number | null;
}

export function effectivePrice(input: {
  amount: number;
  compareAtAmount: number | null;
  currency: string;
  activeFlashSalePercentOff: number | null;
}): EffectivePrice {
  const { amount, compareAtAmount, currency, activeFlashSalePercentOff } = input;
  if (activeFlashSalePercentOff && activeFlashSalePercentOff > 0) {
    const discounted = Math.round((amount * (100 - activeFlashSalePercentOff)) / 100);
    return { amount: discounted, compareAtAmount: Math.max(amount, compareAtAmount ?? 0), currency, flashSalePercentOff: activeFlashSalePercentOff };
  }
  const compare = compareAtAmount !== null && compareAtAmount > amount ? compareAtAmount : null;
  return { amount, compareAtAmount: compare, currency, flashSalePercentOff: null };
}
