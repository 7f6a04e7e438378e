import type { CurrencyAmounts } from '@/server/db/schema';
import type { PromoCodeKind } from '@/server/db/schema/pricing/cart';

/** A promo code as the pricing reads it (a plain object: the rules never see the database). */
export interface PromoCodeRule {
  code: string;
  kind: PromoCodeKind;
  percentOff: number | null;
  amountsOff: CurrencyAmounts;
  minSubtotals: CurrencyAmounts;
  /** Null: every category (gift cards never count). */
  categorySlugs: string[] | null;
  startsAt: Date | null;
  endsAt: Date | null;
  isActive: boolean;
  maxUses: number | null;
  usedCount: number;
}

/** Codes are typed by people: case and surrounding spaces do not matter. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}
