import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import type { Caller } from '@/server/http/request-context';
import { cartOwnerOf, findCartOf } from './cart-owner';
import { emptyCart, priceStoredCart } from './price-stored-cart';
import type { CartCreditInput } from './cart-credit';

/** The caller's cart, priced now; an empty cart (id null) when there is none yet. Never creates one. */
export async function getCart(input: { caller: Caller; cartId?: string | null; locale: Locale; now?: Date } & CartCreditInput): Promise<Cart> {
  const cart = await findCartOf(getDb(), cartOwnerOf(input.caller, input.cartId));
  if (!cart) return emptyCart(input.locale);
  return priceStoredCart(cart, { language: languageOfLocale(input.locale), now: input.now ?? new Date(), credit: input.credit, programme: input.programme });
}
