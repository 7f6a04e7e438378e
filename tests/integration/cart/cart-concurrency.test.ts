import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCart, startCartApi, type CartApi } from './support/cart-api';
import { tokenFor } from '@/tests/integration/api/support/tokens';
import { buildCategory, buildProduct, type BuiltProduct } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';

/* Parallel requests on one cart: the line is unique per cart and item (upsert) and the stock check
 * runs under a lock on the cart row, so nothing is lost, doubled or oversold. */

let api: CartApi;
let plenty: BuiltProduct;
let scarce: BuiltProduct;

beforeAll(async () => {
  api = await startCartApi();
  const category = (await buildCategory(api.db, { slug: 'standing-desks' })).id;
  plenty = await buildProduct(api.db, { categoryId: category, variants: [{ stock: 80, prices: { USD: 10_000 } }] });
  scarce = await buildProduct(api.db, { categoryId: category, variants: [{ stock: 5, prices: { USD: 10_000 } }] });
});
afterAll(() => api.close());

const add = (product: BuiltProduct, quantity: number, cartId: string | null, token?: string) =>
  api.call('POST', '/v1/cart/items', { body: { product_code: product.code, variant_id: product.variantIds[0], quantity }, cartId, token });

describe('parallel adds to one cart', () => {
  it('end as one line holding the summed quantity', async () => {
    const cart = expectCart(await add(plenty, 1, null));
    const answers = await Promise.all(Array.from({ length: 12 }, () => add(plenty, 2, cart.id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const final = expectCart(await api.call('GET', '/v1/cart', { cartId: cart.id }));
    expect(final.lines).toHaveLength(1);
    expect(final.lines[0]?.quantity).toBe(25);
  });

  it('never hold more than the stock: exactly the units in stock are accepted', async () => {
    const cart = expectCart(await add(plenty, 1, null));
    const answers = await Promise.all(Array.from({ length: 9 }, () => add(scarce, 1, cart.id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(4);
    const final = expectCart(await api.call('GET', '/v1/cart', { cartId: cart.id }));
    expect(final.lines.find((line) => line.product_code === scarce.code)?.quantity).toBe(5);
  });

  it("make one cart for a customer's first parallel adds", async () => {
    const token = await tokenFor('customer', { userId: (await buildCustomer(api.db, { email: 'racer@example.test' })).id });
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(plenty, 1, null, token)));
    const ids = new Set(answers.map((answer) => expectCart(answer).id));
    expect(ids.size).toBe(1);
    expect(expectCart(await api.call('GET', '/v1/cart', { token })).lines[0]?.quantity).toBe(6);
  });
});
