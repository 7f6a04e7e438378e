import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { promotionRefusal, promotionWindowStatus } from '@/server/pricing/promotions/evaluate-promotion';
import { findPromoCode } from '@/server/pricing/promotions/find-promo-code';
import { cartOwnerOf, findOrCreateCartOf } from './cart-owner';
import { priceStoredCart } from './price-stored-cart';
import { updateCart } from './repository';
import type { CartCreditInput } from './cart-credit';

/**
 * Puts a promo code on the cart (one code per cart: a new one replaces the old). A code that
 * does not exist, has expired, has not started, is switched off or used up is refused. A valid
 * code the cart does not reach yet (its minimum, or no line of its categories) is kept: the cart
 * answers its status, and it applies by itself once the cart qualifies.
 */
export async function applyPromoCode(input: { caller: Caller; cartId?: string | null; locale: Locale; code: string; now?: Date } & CartCreditInput): Promise<Cart> {
  const now = input.now ?? new Date();
  const rule = await findPromoCode({ code: input.code });
  if (!rule) throw new AppError('NOT_FOUND', `There is no promo code ${input.code.trim().toUpperCase()}.`);
  const status = promotionWindowStatus(rule, now);
  const refusal = status && promotionRefusal(rule, status);
  if (refusal) throw new AppError('UNPROCESSABLE', refusal);

  const db = getDb();
  const cart = await findOrCreateCartOf(db, cartOwnerOf(input.caller, input.cartId), input.locale);
  await updateCart(db, cart.id, { promotionCode: rule.code });
  const priced = await priceStoredCart({ ...cart, promotionCode: rule.code }, { language: languageOfLocale(input.locale), now, credit: input.credit, programme: input.programme });
  if (priced.promotion?.status === 'inactive') {
    // An amount code with no amount in this cart's currency: it cannot apply here at all.
    await updateCart(db, cart.id, { promotionCode: cart.promotionCode });
    throw new AppError('UNPROCESSABLE', promotionRefusal(rule, 'inactive') ?? 'This promo code is not valid here.');
  }
  return priced;
}
