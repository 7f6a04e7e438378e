import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';
import { cartOwnerOf, findCartOf } from './cart-owner';
import { priceStoredCart } from './price-stored-cart';
import { deleteCartLine } from './repository';
import type { CartCreditInput } from './cart-credit';

/** Removes one line of the caller's cart; a line of anyone else's cart is "not found". */
export async function removeCartItem(input: { caller: Caller; cartId?: string | null; locale: Locale; lineId: number; now?: Date } & CartCreditInput): Promise<Cart> {
  const db = getDb();
  const cart = await findCartOf(db, cartOwnerOf(input.caller, input.cartId));
  if (!cart || !(await deleteCartLine(db, cart.id, input.lineId))) throw new AppError('NOT_FOUND', `Your cart has no line ${input.lineId}.`);
  return priceStoredCart(cart, { language: languageOfLocale(input.locale), now: input.now ?? new Date(), credit: input.credit, programme: input.programme });
}
