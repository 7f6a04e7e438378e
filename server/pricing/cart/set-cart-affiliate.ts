import type { Cart, AffiliateBody } from '@/lib/contracts/pricing/cart-schemas';
import { languageOfLocale, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import type { Caller } from '@/server/http/request-context';
import { cartOwnerOf, findOrCreateCartOf } from './cart-owner';
import { priceStoredCart } from './price-stored-cart';
import { updateCart } from './repository';
import type { CartCreditInput } from './cart-credit';

/**
 * Records the affiliate ids the shopper arrived with (spec §3 rid, ranMID): fields left out stay
 * as they are, null clears one. The checkout copies them onto the order for attribution.
 */
export async function setCartAffiliate(input: { caller: Caller; cartId?: string | null; locale: Locale; ids: AffiliateBody; now?: Date } & CartCreditInput): Promise<Cart> {
  const db = getDb();
  const cart = await findOrCreateCartOf(db, cartOwnerOf(input.caller, input.cartId), input.locale);
  const changes: { rid?: string | null; ranMid?: string | null } = {};
  if (input.ids.rid !== undefined) changes.rid = input.ids.rid;
  if (input.ids.ranMID !== undefined) changes.ranMid = input.ids.ranMID;
  if (Object.keys(changes).length > 0) await updateCart(db, cart.id, changes);
  return priceStoredCart({ ...cart, ...changes }, { language: languageOfLocale(input.locale), now: input.now ?? new Date(), credit: input.credit, programme: input.programme });
}
