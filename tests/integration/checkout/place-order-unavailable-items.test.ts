import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashSales, productVariants } from '@/server/db/schema/catalog/catalog';
import { expectErrorEnvelope } from '@/tests/integration/api/support/envelope';
import type { CartApi } from '@/tests/integration/cart/support/cart-api';
import { buildCategory, buildProduct, type BuiltProduct } from '@/tests/support/builders/catalog';
import { cardPayment, expectCheckout, expectPlaced, placeOrderCall, readyCheckout, startCheckoutApi } from './support/checkout-api';

/*
 * Issue 20: when an item sells out (or its flash sale is switched off) while the shopper is at
 * checkout, place-order names it by its title, says why, and lists it in `unavailable_items` so
 * the page can offer to remove it; once removed, the rest of the order goes through.
 */

let api: CartApi;
let chairs: number;

async function product(name: string, stock: number, isVendorProduct: boolean): Promise<BuiltProduct> {
  return buildProduct(api.db, { categoryId: chairs, name, isVendorProduct, variants: [{ stock, prices: { USD: 20_000 } }] });
}

beforeAll(async () => {
  api = await startCheckoutApi();
  chairs = (await buildCategory(api.db, { slug: 'office-chairs' })).id;
});
afterAll(() => api.close());

describe('place-order when an item can no longer be bought', () => {
  it('names the item that sold out while the shopper was at checkout, lists it for removal, and takes the order once it is removed', async () => {
    const lamp = await product('Beam Mini Desk Lamp', 1, true);
    const chair = await product('Kora Core Task Chair', 5, false);
    const late = await readyCheckout(api, {}, [
      { product: lamp, quantity: 1 },
      { product: chair, quantity: 1 },
    ]);
    // Someone else buys the last lamp first.
    const first = await readyCheckout(api, {}, [{ product: lamp, quantity: 1 }]);
    expectPlaced(await placeOrderCall(api, first.shopper, cardPayment(first.state.totals.total_amount)));

    const refused = expectErrorEnvelope(await placeOrderCall(api, late.shopper, cardPayment(late.state.totals.total_amount)), 422, 'UNPROCESSABLE');
    expect(refused.message).toMatch(/^Beam Mini Desk Lamp sold out\./);
    expect(refused.message).not.toMatch(/DH\d+/);
    const lampLine = late.state.cart.lines.find((line) => line.product_code === lamp.code);
    expect(refused.data.unavailable_items).toEqual([
      { line_id: lampLine?.id, product_id: lamp.id, product_code: lamp.code, variant_id: lamp.variantIds[0], title: 'Beam Mini Desk Lamp', reason: 'sold_out', available_quantity: 0 },
    ]);

    await api.call('DELETE', `/v1/cart/items/${lampLine?.id}`, { cartId: late.shopper.cartId ?? null });
    const now = expectCheckout(await api.call('GET', '/v1/checkout', { cartId: late.shopper.cartId ?? null }));
    expect(now.missing).toEqual([]);
    const placed = expectPlaced(await placeOrderCall(api, late.shopper, cardPayment(now.totals.total_amount)));
    expect(placed.order.order_details.map((line) => line.product_name)).toEqual(['Kora Core Task Chair']);
  });

  it('says a flash sale was paused, and for how many units a line is over the stock that is left', async () => {
    const desk = await product('Halo Trio 2 Standing Desk', 8, false);
    const monitor = await product('Vistra Neo Monitor', 4, true);
    const { shopper, state } = await readyCheckout(api, {}, [
      { product: desk, quantity: 1 },
      { product: monitor, quantity: 3 },
    ]);
    await api.db.insert(flashSales).values({ productId: desk.id, version: 1, percentOff: 30, startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 86_400_000), isActive: false });
    await api.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, monitor.variantIds[0]!));

    const refused = expectErrorEnvelope(await placeOrderCall(api, shopper, cardPayment(state.totals.total_amount)), 422, 'UNPROCESSABLE');
    expect(refused.message).toContain('Halo Trio 2 Standing Desk cannot be bought right now: its flash sale is paused.');
    expect(refused.message).toContain('Only 2 of Vistra Neo Monitor are left in stock.');
    expect(refused.data.unavailable_items?.map((item) => [item.title, item.reason, item.available_quantity])).toEqual([
      ['Halo Trio 2 Standing Desk', 'flash_sale_paused', 0],
      ['Vistra Neo Monitor', 'not_enough_stock', 2],
    ]);
  });
});
