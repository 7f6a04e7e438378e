import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/cart/repository';
import { cartCheckouts } from '@/server/db/schema/checkout';
import type { OrderAddress } from '@/server/db/schema/orders';

/* What the shopper entered at /secure-checkout, one row per cart (made on the first write). */

export interface CheckoutRow {
  email: string | null;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  shippingOption: string | null;
  shippingDate: string | null;
  creditRequested: number;
}

export const EMPTY_CHECKOUT: CheckoutRow = { email: null, shippingAddress: null, billingAddress: null, shippingOption: null, shippingDate: null, creditRequested: 0 };

export async function findCheckout(db: DbOrTx, cartId: string): Promise<CheckoutRow> {
  const [row] = await db
    .select({
      email: cartCheckouts.email,
      shippingAddress: cartCheckouts.shippingAddress,
      billingAddress: cartCheckouts.billingAddress,
      shippingOption: cartCheckouts.shippingOption,
      shippingDate: cartCheckouts.shippingDate,
      creditRequested: cartCheckouts.creditRequested,
    })
    .from(cartCheckouts)
    .where(eq(cartCheckouts.cartId, cartId))
    .limit(1);
  return row ?? EMPTY_CHECKOUT;
}

export async function saveCheckout(db: DbOrTx, cartId: string, changes: Partial<CheckoutRow>): Promise<void> {
  await db
    .insert(cartCheckouts)
    .values({ cartId, ...changes })
    .onConflictDoUpdate({ target: cartCheckouts.cartId, set: { ...changes, updatedAt: sql`now()` } });
}
