import { getDb } from '@/server/db/client';
import { PROMO_CODE_PATTERN } from '@/lib/contracts/pricing/cart-schemas';
import { normalizePromoCode, type PromoCodeRule } from './promo-code-rule';
import { findPromoCodeRow } from './repository';

/** The promo code a shopper typed, whatever its case, or null when there is no such code. */
export async function findPromoCode(input: { code: string }): Promise<PromoCodeRule | null> {
  const code = normalizePromoCode(input.code);
  if (!PROMO_CODE_PATTERN.test(code)) return null;
  return (await findPromoCodeRow(getDb(), code)) ?? null;
}
