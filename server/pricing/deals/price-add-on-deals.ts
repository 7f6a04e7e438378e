import { percentOff } from '@/lib/cart/money';

/*
 * Add-on deal prices of a cart (pure). An add-on is cheaper only while its main product is in the
 * cart and for at most as many units as the cart holds of the main product: two desks and three
 * monitor arms give two arms at the deal price and one at the normal price. The percentage comes
 * off the price the catalog sells the variant at now (flash sale included) and never stacks with
 * a buy-more-save-more tier: a unit pays the lower of the two. Options are charged in full.
 * When several main products in the cart offer the same add-on, the best percentage is used first.
 */

export interface AddOnDealRule {
  mainProductCode: string;
  addOnProductCode: string;
  percentOff: number;
}

export interface AddOnDealLine {
  productCode: string;
  quantity: number;
  /** The line counts towards the totals (can be bought); only such lines earn or give deals. */
  countable: boolean;
  /** What one unit pays without a deal: flash sale, tier and options included. */
  unitPrice: number;
  /** One unit at the catalog's current price, before tier and options. */
  baseUnit: number;
  optionsAmount: number;
}

export interface AddOnAllocation {
  mainProductCode: string;
  percentOff: number;
  units: number;
  /** What each of these units pays, options included. */
  unitPrice: number;
}

/** Per line (same order as given), the units that take an add-on deal price. */
export function allocateAddOnDeals(lines: readonly AddOnDealLine[], rules: readonly AddOnDealRule[]): AddOnAllocation[][] {
  const unitsOf = new Map<string, number>();
  for (const line of lines) if (line.countable) unitsOf.set(line.productCode, (unitsOf.get(line.productCode) ?? 0) + line.quantity);

  // Capacity left per (main, add-on) deal: one add-on unit per main unit.
  const offers = new Map<string, { rule: AddOnDealRule; left: number }[]>();
  for (const rule of rules) {
    const mainUnits = unitsOf.get(rule.mainProductCode) ?? 0;
    if (mainUnits === 0 || rule.mainProductCode === rule.addOnProductCode) continue;
    const list = offers.get(rule.addOnProductCode) ?? [];
    list.push({ rule, left: mainUnits });
    offers.set(rule.addOnProductCode, list);
  }
  for (const list of offers.values()) {
    list.sort((a, b) => b.rule.percentOff - a.rule.percentOff || (a.rule.mainProductCode < b.rule.mainProductCode ? -1 : 1));
  }

  return lines.map((line) => {
    const list = line.countable ? offers.get(line.productCode) : undefined;
    if (!list) return [];
    const allocations: AddOnAllocation[] = [];
    let remaining = line.quantity;
    for (const offer of list) {
      if (remaining === 0) break;
      const unitPrice = percentOff(line.baseUnit, offer.rule.percentOff) + line.optionsAmount;
      // A tier that already gives more keeps the unit: the deal capacity stays for another line.
      if (offer.left === 0 || unitPrice >= line.unitPrice) continue;
      const units = Math.min(remaining, offer.left);
      offer.left -= units;
      remaining -= units;
      allocations.push({ mainProductCode: offer.rule.mainProductCode, percentOff: offer.rule.percentOff, units, unitPrice });
    }
    return allocations;
  });
}

/** The line total with its deal units: deal units at their price, the rest at the normal price. */
export function lineTotalWithAddOns(line: Pick<AddOnDealLine, 'quantity' | 'unitPrice'>, allocations: readonly AddOnAllocation[]): number {
  const dealUnits = allocations.reduce((sum, entry) => sum + entry.units, 0);
  return allocations.reduce((sum, entry) => sum + entry.units * entry.unitPrice, 0) + (line.quantity - dealUnits) * line.unitPrice;
}

/** Every unit's price, deal units first: what a combo takes its percentage of. */
export function unitPricesOf(line: Pick<AddOnDealLine, 'quantity' | 'unitPrice'>, allocations: readonly AddOnAllocation[]): number[] {
  const prices: number[] = [];
  for (const entry of allocations) for (let i = 0; i < entry.units; i += 1) prices.push(entry.unitPrice);
  while (prices.length < line.quantity) prices.push(line.unitPrice);
  return prices;
}
