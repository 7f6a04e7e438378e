import { getDb } from '@/server/db/client';
import { findCheckout } from '@/server/ordering/checkout/repository';
import type { CartCreditLookup } from '@/server/pricing/cart/cart-credit';
import { creditToUse } from './credit-to-use';
import { creditBalance } from './repository';

/**
 * Ordering's side of the store credit a cart shows: the amount its owner asked for at checkout
 * (PUT /v1/checkout/credit), at most the balance they hold in the cart's currency. The cart then
 * caps it at what it is due, as the checkout caps it at the order's total, so both apply one rule.
 * Cart routes and the cart page pass it to the cart use cases.
 */
export const usableCartCredit: CartCreditLookup = async (cart) => {
  const db = getDb();
  const [checkout, balance] = await Promise.all([findCheckout(db, cart.id), creditBalance(db, cart.customerId, cart.currency)]);
  return creditToUse({ requested: checkout.creditRequested, balance });
};
