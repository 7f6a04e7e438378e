import type { PromotionStatus } from '@/lib/contracts/pricing/cart-schemas';
import { mulDivRound } from '@/lib/cart/money';
import type { PromoCodeRule } from './promo-code-rule';

/** A cart line as a promo code sees it: only lines the shopper can buy are passed in. */
export interface PromotionLine {
  categorySlug: string;
  isGiftCard: boolean;
  /** What the line costs, in minor units. */
  lineTotal: number;
}

export interface PromotionResult {
  status: PromotionStatus;
  /** Taken off the cart, in minor units (0 unless status is 'applied'). */
  discount: number;
  /** Subtotal of the lines the code covers. */
  eligibleSubtotal: number;
  amountOff: number | null;
  minSubtotal: number | null;
}

/* Gift cards are money: no code discounts them (nor is VAT charged on them). */
function isEligible(rule: PromoCodeRule, line: PromotionLine): boolean {
  if (line.isGiftCard) return false;
  return rule.categorySlugs === null || rule.categorySlugs.includes(line.categorySlug);
}

/** The state of a code at a moment, whatever the cart holds. */
export function promotionWindowStatus(rule: PromoCodeRule, now: Date): PromotionStatus | null {
  if (!rule.isActive) return 'inactive';
  if (rule.startsAt && rule.startsAt.getTime() > now.getTime()) return 'not_started';
  if (rule.endsAt && rule.endsAt.getTime() <= now.getTime()) return 'expired';
  if (rule.maxUses !== null && rule.usedCount >= rule.maxUses) return 'exhausted';
  return null;
}

/**
 * What a promo code takes off a cart in one currency:
 * - percent: that share of the eligible subtotal, rounded half up to a minor unit;
 * - amount: the code's amount in this currency, never more than the eligible subtotal (a code
 *   without an amount in this currency does not apply here: it reads as inactive);
 * - nothing while the eligible subtotal is under the code's minimum in this currency.
 */
export function evaluatePromotion(rule: PromoCodeRule, input: { currency: string; lines: readonly PromotionLine[]; now: Date }): PromotionResult {
  const eligibleSubtotal = input.lines.filter((line) => isEligible(rule, line)).reduce((sum, line) => sum + line.lineTotal, 0);
  const amountOff = rule.kind === 'amount' ? (rule.amountsOff[input.currency] ?? null) : null;
  const minSubtotal = rule.minSubtotals[input.currency] ?? null;
  const result = (status: PromotionStatus, discount = 0): PromotionResult => ({ status, discount, eligibleSubtotal, amountOff, minSubtotal });

  const windowStatus = promotionWindowStatus(rule, input.now);
  if (windowStatus) return result(windowStatus);
  if (rule.kind === 'amount' && (amountOff === null || amountOff <= 0)) return result('inactive');
  if (rule.kind === 'percent' && (rule.percentOff === null || rule.percentOff <= 0)) return result('inactive');
  if (eligibleSubtotal === 0) return result('no_eligible_items');
  if (minSubtotal !== null && eligibleSubtotal < minSubtotal) return result('below_minimum');
  const discount = rule.kind === 'percent' ? mulDivRound(eligibleSubtotal, Math.min(rule.percentOff ?? 0, 100), 100) : Math.min(amountOff ?? 0, eligibleSubtotal);
  return result('applied', discount);
}

/** Why a code cannot be applied at all, as a sentence for the API client; null when it can. */
export function promotionRefusal(rule: PromoCodeRule, status: PromotionStatus): string | null {
  switch (status) {
    case 'inactive':
      return `The promo code ${rule.code} is not valid in this store.`;
    case 'not_started':
      return `The promo code ${rule.code} is not valid yet.`;
    case 'expired':
      return `The promo code ${rule.code} has expired.`;
    case 'exhausted':
      return `The promo code ${rule.code} has been used up.`;
    default:
      return null;
  }
}
