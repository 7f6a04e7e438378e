import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDealsSchema } from '@/lib/contracts/pricing/deals-schemas';
import { flashSales } from '@/server/db/schema/catalog/catalog';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { buildCategory, buildProduct, type BuiltProduct } from '@/tests/support/builders/catalog';
import { buildAddOnDeal, buildComboDeal } from '@/tests/support/builders/deals';
import { startCartApi, type CartApi } from './support/cart-api';
import { itemOf } from './support/cart-fixture';

/*
 * Issue 20: a deal whose product cannot be bought now is shown disabled with the reason, and the
 * cart's refusal names the product by its title (never "Product DH000171 cannot be bought").
 */

let api: CartApi;
let desk: BuiltProduct;
let chair: BuiltProduct;
let lamp: BuiltProduct;
let combo: number;

beforeAll(async () => {
  api = await startCartApi(['pages/api/v1/deals']);
  const desks = (await buildCategory(api.db, { slug: 'standing-desks' })).id;
  desk = await buildProduct(api.db, { categoryId: desks, name: 'Halo Trio 2 Standing Desk', variants: [{ stock: 12, prices: { USD: 90_000 } }] });
  chair = await buildProduct(api.db, { categoryId: desks, name: 'Kora Core Chair', variants: [{ stock: 12, prices: { USD: 40_000 } }] });
  lamp = await buildProduct(api.db, { categoryId: desks, name: 'Beam Mini Lamp', isVendorProduct: true, variants: [{ stock: 0, prices: { USD: 8_000 } }] });
  await buildAddOnDeal(api.db, { main: desk, addOn: chair, percentOff: 10 });
  combo = (await buildComboDeal(api.db, { name: 'Desk and chair', products: [desk, chair], percentOff: 10 })).id;
  await buildComboDeal(api.db, { name: 'Chair and lamp', products: [chair, lamp], percentOff: 15 });
  // The desk's flash sale is running but switched off.
  await api.db.insert(flashSales).values({ productId: desk.id, version: 1, percentOff: 30, startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 86_400_000), isActive: false });
});
afterAll(() => api.close());

describe('deals with an item that cannot be bought now', () => {
  it('keep the combo on show with the item and the reason, rather than an offer that fails when added', async () => {
    const deals = productDealsSchema.parse(expectSuccessData(await api.call('GET', `/v1/deals/products/${chair.code}`)));
    expect(deals.combos.map((offer) => [offer.name, offer.unavailable])).toEqual([
      ['Desk and chair', [{ product_code: desk.code, product_name: 'Halo Trio 2 Standing Desk', reason: 'flash_sale_paused' }]],
      ['Chair and lamp', [{ product_code: lamp.code, product_name: 'Beam Mini Lamp', reason: 'sold_out' }]],
    ]);
  });

  it('refuse the combo and the product naming the product by its title and saying why', async () => {
    const combined = expectErrorEnvelope(await api.call('POST', '/v1/cart/combos', { body: { combo_id: combo } }), 422, 'UNPROCESSABLE');
    expect(combined.message).toContain('Halo Trio 2 Standing Desk cannot be bought right now');
    expect(combined.message).not.toContain(desk.code);
    const single = expectErrorEnvelope(await api.call('POST', '/v1/cart/items', { body: itemOf(desk) }), 422, 'UNPROCESSABLE');
    expect(single.message).toBe('Halo Trio 2 Standing Desk cannot be bought right now: its flash sale is paused.');
    const soldOut = expectErrorEnvelope(await api.call('POST', '/v1/cart/items', { body: itemOf(lamp) }), 422, 'UNPROCESSABLE');
    expect(soldOut.message).toBe('Beam Mini Lamp sold out.');
  });
});
