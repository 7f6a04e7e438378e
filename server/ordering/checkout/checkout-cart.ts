import { cartOwnerOf, findCartOf } from '@/server/pricing/cart/cart-owner';
import type { CartRow } from '@/server/pricing/cart/cart-records';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { Caller } from '@/server/http/request-context';

/** The cart a checkout call works on, by the cart's ownership rules, and the customer if signed in. */
export async function findCheckoutCart(caller: Caller, cartId: string | null | undefined): Promise<{ cart: CartRow | undefined; customerId: number | null }> {
  const owner = cartOwnerOf(caller, cartId);
  const cart = await findCartOf(getDb(), owner);
  return { cart, customerId: owner.kind === 'customer' ? owner.customerId : null };
}

export async function requireCheckoutCart(caller: Caller, cartId: string | null | undefined): Promise<{ cart: CartRow; customerId: number | null }> {
  const found = await findCheckoutCart(caller, cartId);
  if (!found.cart) throw new AppError('NOT_FOUND', 'Your cart is empty: add something to it before checking out.');
  return { cart: found.cart, customerId: found.customerId };
}
