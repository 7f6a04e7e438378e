import { MAX_CART_LINE_QUANTITY } from '@/lib/product/cart-line-selection';
import { getDb } from '@/server/db/client';
import { claimGuestCart, deleteCart, findOpenCart, findOpenCartOfCustomer, addToCartLine, listCartLines, lockCart, updateCart, type CartRow } from './repository';
import type { DbOrTx } from '@/server/db/db-or-tx';

/**
 * On sign-in the browser's guest cart joins the customer's cart (spec §4 "Login ... stores the
 * cart id"), and the answer names the cart to continue with:
 * - no guest cart (or one that already belongs to somebody): the customer's cart, or null;
 * - a guest cart and no customer cart: the guest cart becomes the customer's;
 * - both: the guest lines move into the customer's cart (the same item adds up, to at most 99;
 *   stock is checked when the cart is next shown and at checkout), the promo code and affiliate
 *   ids come along where the customer's cart has none, and the guest cart is deleted.
 * Both carts are locked, in id order, so a merge never interleaves with an add to either.
 */
export async function mergeGuestCart(input: { customerId: number; guestCartId: string | null }): Promise<string | null> {
  const db = getDb();
  const guest = input.guestCartId ? await findOpenCart(db, input.guestCartId) : undefined;
  const own = await findOpenCartOfCustomer(db, input.customerId);
  if (!guest || guest.customerId !== null) return own?.id ?? null;
  if (!own) {
    try {
      if (await claimGuestCart(db, guest.id, input.customerId)) return guest.id;
    } catch (error) {
      // Another sign-in of this customer made a cart meanwhile: merge into that one instead.
      if (!(await findOpenCartOfCustomer(db, input.customerId))) throw error;
    }
    const raced = await findOpenCartOfCustomer(db, input.customerId);
    if (!raced) return null;
    return moveLines(db, guest, raced);
  }
  return moveLines(db, guest, own);
}

async function moveLines(db: DbOrTx, guest: CartRow, own: CartRow): Promise<string> {
  await db.transaction(async (tx) => {
    for (const id of [guest.id, own.id].sort()) await lockCart(tx, id);
    const guestLines = await listCartLines(tx, guest.id);
    const ownLines = await listCartLines(tx, own.id);
    for (const line of guestLines) {
      const { id: _id, cartId: _cartId, ...fields } = line;
      await addToCartLine(tx, { ...fields, cartId: own.id }, MAX_CART_LINE_QUANTITY);
    }
    const adoptStore = ownLines.length === 0 && guestLines.length > 0;
    await updateCart(tx, own.id, {
      promotionCode: own.promotionCode ?? guest.promotionCode,
      rid: own.rid ?? guest.rid,
      ranMid: own.ranMid ?? guest.ranMid,
      ...(adoptStore ? { currency: guest.currency, country: guest.country } : {}),
    });
    await deleteCart(tx, guest.id);
  });
  return own.id;
}
