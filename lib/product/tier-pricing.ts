/*
 * Buy more, save more: buying at least `minQuantity` units takes `percentOff` off every unit of
 * the line (not only the units above the threshold). The tier applies to the variant's effective
 * unit price, flash sale included; customization charges are services and are added unchanged.
 */

export interface PriceTier {
  minQuantity: number;
  percentOff: number;
}

export interface TierRow {
  minQuantity: number;
  /** The last quantity of the row, or null for the open-ended top tier. */
  maxQuantity: number | null;
  percentOff: number;
  /** Price of one unit at this tier, in minor units. */
  unitAmount: number;
  /** What one unit saves against the single-unit price, in minor units. */
  savingsPerUnit: number;
}

/** Tiers that make sense, by quantity, one per threshold (the better discount wins a tie). */
export function validTiers(tiers: readonly PriceTier[]): PriceTier[] {
  const byQuantity = new Map<number, number>();
  for (const tier of tiers) {
    if (!Number.isInteger(tier.minQuantity) || tier.minQuantity < 2) continue;
    if (!Number.isFinite(tier.percentOff) || tier.percentOff <= 0 || tier.percentOff >= 100) continue;
    byQuantity.set(tier.minQuantity, Math.max(tier.percentOff, byQuantity.get(tier.minQuantity) ?? 0));
  }
  return [...byQuantity.entries()].map(([minQuantity, percentOff]) => ({ minQuantity, percentOff })).sort((a, b) => a.minQuantity - b.minQuantity);
}

/** A unit price with a percentage off, rounded to the nearest minor unit. */
export function discountedUnitAmount(unitAmount: number, percentOff: number): number {
  return Math.round((unitAmount * (100 - percentOff)) / 100);
}

/** The tier a quantity reaches, or null below the first threshold. */
export function tierForQuantity(tiers: readonly PriceTier[], quantity: number): PriceTier | null {
  let reached: PriceTier | null = null;
  for (const tier of validTiers(tiers)) {
    if (quantity >= tier.minQuantity && (reached === null || tier.percentOff >= reached.percentOff)) reached = tier;
  }
  return reached;
}

export function unitAmountForQuantity(unitAmount: number, quantity: number, tiers: readonly PriceTier[]): number {
  const tier = tierForQuantity(tiers, quantity);
  return tier ? discountedUnitAmount(unitAmount, tier.percentOff) : unitAmount;
}

/**
 * The table the product page shows: one row per quantity band, starting at one unit, with the
 * unit price each band gives. Empty when the product has no valid tier.
 */
export function tierRows(unitAmount: number, tiers: readonly PriceTier[]): TierRow[] {
  const valid = validTiers(tiers);
  if (valid.length === 0) return [];
  const bands: PriceTier[] = [{ minQuantity: 1, percentOff: 0 }, ...valid];
  return bands.map((band, index) => {
    const next = bands[index + 1];
    const tierUnit = discountedUnitAmount(unitAmount, band.percentOff);
    return {
      minQuantity: band.minQuantity,
      maxQuantity: next ? next.minQuantity - 1 : null,
      percentOff: band.percentOff,
      unitAmount: tierUnit,
      savingsPerUnit: unitAmount - tierUnit,
    };
  });
}
