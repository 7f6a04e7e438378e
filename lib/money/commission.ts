/*
 * Commission on a brand's order lines (issue 17 item 5, decision 0033). Rates are integer basis
 * points (1 bp = 0.01 %), amounts integer minor units. The commission is rounded half up to the
 * minor unit and the brand's net is what is left, so commission + net = line total exactly:
 * no fraction of a cent is ever lost or made up.
 */

/** The rate a new brand's store starts with: 15 %. Operators change it per brand on /admin/brands/[id]. */
export const DEFAULT_COMMISSION_BPS = 1500;

/** 0 % to 100 %. */
export const MAX_COMMISSION_BPS = 10_000;

export interface LineCommission {
  commission: number;
  net: number;
}

/** Half up on a non-negative integer line total: 1 234 cents at 15 % is 185.1 → 185, at 12.5 % 154.25 → 154, 10 cents at 15 % 1.5 → 2. */
export function splitLineTotal(lineTotal: number, bps: number): LineCommission {
  if (!Number.isSafeInteger(lineTotal) || lineTotal < 0) throw new RangeError(`Line total must be a non-negative integer of minor units, got ${lineTotal}`);
  if (!Number.isInteger(bps) || bps < 0 || bps > MAX_COMMISSION_BPS) throw new RangeError(`Commission rate must be 0..${MAX_COMMISSION_BPS} basis points, got ${bps}`);
  // Integer arithmetic: (total * bps + 5000) / 10000 floored is total * bps / 10000 rounded half up.
  const commission = Math.floor((lineTotal * bps + 5_000) / 10_000);
  return { commission, net: lineTotal - commission };
}
