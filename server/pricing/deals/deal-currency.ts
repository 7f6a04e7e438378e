import { currencyOfLocale, type Locale } from '@/lib/i18n/locales';
import { cartOwnerOf, findCartOf } from '@/server/pricing/cart/cart-owner';
import { countCartLines, type CartRow } from '@/server/pricing/cart/repository';
import type { DbOrTx } from '@/server/db/db-or-tx';
import type { Caller } from '@/server/http/request-context';

/**
 * The currency deals are priced in: the cart's once it holds lines (a cart keeps its currency),
 * otherwise the locale's, which an empty cart takes on the next add.
 */
export async function dealCartOf(db: DbOrTx, input: { caller: Caller; cartId?: string | null; locale: Locale }): Promise<{ cart: CartRow | undefined; currency: string }> {
  const cart = await findCartOf(db, cartOwnerOf(input.caller, input.cartId));
  const localeCurrency = currencyOfLocale(input.locale);
  if (!cart || cart.currency === localeCurrency) return { cart, currency: localeCurrency };
  return { cart, currency: (await countCartLines(db, cart.id)) > 0 ? cart.currency : localeCurrency };
}
