import { mulDivRound } from '@/lib/cart/money';

/*
 * Combo deal discounts of a cart (pure). A combo applies once per complete set: every product of
 * the combo in the cart (any variant), so one desk and two chairs make one "desk + chair" set.
 * The percentage comes off what the set's units pay (add-on deal, tier, flash sale and options
 * included), so it never gives more than the units cost. A unit counts in one combo set only;
 * combos with the larger percentage take their units first. Gift cards never take part.
 */

export interface ComboDealRule {
  id: number;
  code: string;
  name: string;
  percentOff: number;
  productCodes: readonly string[];
}

export interface ComboDealUnits {
  productCode: string;
  /** Prices of the line's units (lines that count towards the totals, no gift cards). */
  unitPrices: readonly number[];
}

export interface AppliedComboDeal {
  id: number;
  code: string;
  name: string;
  percentOff: number;
  sets: number;
  discount: number;
  productCodes: string[];
}

export function applyComboDeals(lines: readonly ComboDealUnits[], rules: readonly ComboDealRule[]): AppliedComboDeal[] {
  const pool = new Map<string, number[]>();
  for (const line of lines) pool.set(line.productCode, [...(pool.get(line.productCode) ?? []), ...line.unitPrices]);

  const ordered = [...rules].sort((a, b) => b.percentOff - a.percentOff || a.id - b.id);
  const applied: AppliedComboDeal[] = [];
  for (const rule of ordered) {
    const codes = [...new Set(rule.productCodes)];
    if (codes.length < 2) continue;
    const sets = Math.min(...codes.map((code) => pool.get(code)?.length ?? 0));
    if (sets === 0) continue;
    let setsTotal = 0;
    for (const code of codes) {
      const units = pool.get(code) ?? [];
      setsTotal += units.splice(0, sets).reduce((sum, price) => sum + price, 0);
    }
    applied.push({
      id: rule.id,
      code: rule.code,
      name: rule.name,
      percentOff: rule.percentOff,
      sets,
      discount: mulDivRound(setsTotal, rule.percentOff, 100),
      productCodes: [...rule.productCodes],
    });
  }
  return applied.sort((a, b) => a.id - b.id);
}
