import { randomBytes } from 'node:crypto';
import { countryOfLocale, currencyOfLocale, type Locale } from '@/lib/i18n/locales';
import type { Caller } from '@/server/http/request-context';
import { ensureCustomerCart, findOpenCart, findOpenCartOfCustomer, insertGuestCart, type CartRow } from './repository';
import type { DbOrTx } from '@/server/db/db-or-tx';

/*
 * Whose cart a request reaches (docs: GET /v1/cart). A signed-in customer's cart is found by
 * the token alone: a cart id sent along is ignored, so knowing another cart's id gives a
 * customer nothing. A guest names the cart with the `cart_id` parameter (the CART_ID cookie);
 * it reaches only guest carts, never one that belongs to a customer. Staff tokens shop as guests.
 */
export type CartOwner = { kind: 'customer'; customerId: number } | { kind: 'guest'; cartId: string | null };

export function cartOwnerOf(caller: Caller, cartId: string | null | undefined): CartOwner {
  if (caller.kind === 'user' && caller.role === 'customer') return { kind: 'customer', customerId: caller.userId };
  return { kind: 'guest', cartId: cartId ?? null };
}

/** 128 random bits: a guest's cart id is all that guards it, so it must not be guessable. */
export function newCartId(): string {
  return randomBytes(16).toString('base64url');
}

export async function findCartOf(db: DbOrTx, owner: CartOwner): Promise<CartRow | undefined> {
  if (owner.kind === 'customer') return findOpenCartOfCustomer(db, owner.customerId);
  if (!owner.cartId) return undefined;
  const cart = await findOpenCart(db, owner.cartId);
  return cart && cart.customerId === null ? cart : undefined;
}

/** The owner's cart, made on the first change, in the currency of the shopper's locale. */
export async function findOrCreateCartOf(db: DbOrTx, owner: CartOwner, locale: Locale): Promise<CartRow> {
  const existing = await findCartOf(db, owner);
  if (existing) return existing;
  const fields = { id: newCartId(), currency: currencyOfLocale(locale), country: countryOfLocale(locale) };
  if (owner.kind === 'customer') return ensureCustomerCart(db, { ...fields, customerId: owner.customerId });
  return insertGuestCart(db, fields);
}
