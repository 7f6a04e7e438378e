import { randomBytes } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { cartLines, carts } from '@/server/db/schema/pricing/cart';
import { cartCheckouts } from '@/server/db/schema/ordering/checkout';
import { ADDRESSES } from '@/tests/integration/checkout/support/addresses';
import type { BuiltProduct } from './catalog';

/* Guest carts ready to check out, written straight into the database: load tests need hundreds
 * of them, and building each through four API calls would measure the setup, not the rule. */
export async function buildReadyCarts(db: Db, overrides: { count: number; product: BuiltProduct; quantity?: number }): Promise<string[]> {
  const { count, product } = overrides;
  const ids = Array.from({ length: count }, () => randomBytes(16).toString('base64url'));
  await db.insert(carts).values(ids.map((id) => ({ id, currency: 'USD', country: 'US' })));
  await db.insert(cartLines).values(
    ids.map((cartId) => ({ cartId, lineKey: `line-${product.variantIds[0]}`, productCode: product.code, variantId: product.variantIds[0]!, quantity: overrides.quantity ?? 1 })),
  );
  await db.insert(cartCheckouts).values(
    ids.map((cartId, index) => ({ cartId, email: `buyer${index}@example.test`, shippingAddress: { ...ADDRESSES.california, line_1: '', phone: '' }, shippingOption: 'standard' })),
  );
  return ids;
}
