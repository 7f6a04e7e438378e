import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitLineTotal } from '@/lib/money/commission';
import { products, vendors } from '@/server/db/schema/catalog/catalog';
import { orderLines } from '@/server/db/schema/ordering/orders';
import type { CartApi } from '@/tests/integration/cart/support/cart-api';
import { cardPayment, expectPlaced, placeOrderCall, readyCheckout, startCheckoutApi } from '@/tests/integration/checkout/support/checkout-api';
import { buildCategory, buildProduct, buildVendor, type BuiltProduct } from '@/tests/support/builders/catalog';

/* Issue 17 item 5: place-order copies the vendor's rate onto each line with the commission and the net. */

let api: CartApi;
let category: number;

async function vendorProduct(vendorId: number, price: number): Promise<BuiltProduct> {
  const product = await buildProduct(api.db, { categoryId: category, isVendorProduct: true, variants: [{ stock: 10, prices: { USD: price, EUR: price, GBP: price, CAD: price } }] });
  await api.db.update(products).set({ vendorId }).where(eq(products.id, product.id));
  return product;
}

beforeAll(async () => {
  api = await startCheckoutApi();
  category = (await buildCategory(api.db, { slug: 'desks' })).id;
});
afterAll(() => api.close());

describe('place-order and commissions', () => {
  it('records each vendor’s rate at order time, and a later change leaves the sold lines alone', async () => {
    const [first, second] = [await buildVendor(api.db), await buildVendor(api.db)];
    await api.db.update(vendors).set({ commissionBps: 1250 }).where(eq(vendors.id, first.id));
    const a = await vendorProduct(first.id, 1234);
    const b = await vendorProduct(second.id, 999);
    const { shopper, state } = await readyCheckout(api, {}, [
      { product: a, quantity: 1 },
      { product: b, quantity: 3 },
    ]);
    const placed = expectPlaced(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount)));
    await api.db.update(vendors).set({ commissionBps: 3000 }).where(eq(vendors.id, first.id));

    const lines = await api.db.select().from(orderLines).where(eq(orderLines.orderId, placed.order.id));
    const byVendor = new Map(lines.map((line) => [line.vendorCode, line]));
    const lineA = byVendor.get(first.code)!;
    const lineB = byVendor.get(second.code)!;
    expect(lineA).toMatchObject({ commissionBps: 1250, commission: 154, vendorNet: 1080 });
    const splitB = splitLineTotal(lineB.lineTotal, 1500);
    expect(lineB).toMatchObject({ commissionBps: 1500, commission: splitB.commission, vendorNet: splitB.net });
    for (const line of lines) expect(line.commission + line.vendorNet).toBe(line.lineTotal);
  });
});
