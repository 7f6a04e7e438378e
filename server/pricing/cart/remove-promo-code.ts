import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import type { Caller } from '@/server/http/request-context';
import { cartOwnerOf, findCartOf } from './cart-owner';
import { emptyCart, priceStoredCart } from './price-stored-cart';
import { updateCart } from './repository';
import type { CartCreditInput } from './cart-credit';

/** Takes the promo code off the cart; removing what is not there succeeds too. */
export async function removePromoCode(input: { caller: Caller; cartId?: string | null; locale: Locale; now?: Date } & CartCreditInput): Promise<Cart> {
  const db = getDb();
  const cart = await findCartOf(db, cartOwnerOf(input.caller, input.cartId));
  if (!cart) return emptyCart(input.locale);
  if (cart.promotionCode !== null) await updateCart(db, cart.id, { promotionCode: null });
  return priceStoredCart({ ...cart, promotionCode: null }, { language: languageOfLocale(input.locale), now: input.now ?? new Date(), credit: input.credit, programme: input.programme });
}
