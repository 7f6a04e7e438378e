import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import { expectErrorEnvelope } from '@/tests/integration/api/support/envelope';
import { tokenFor } from '@/tests/integration/api/support/tokens';
import { expectCart, startCartApi, type CartApi } from './support/cart-api';
import { createCartFixture, itemOf, type CartFixture } from './support/cart-fixture';
import { buildCustomer } from '@/tests/support/builders/customers';

/* Design §6: a shopper reaches only their own cart. A guest holds a cart id; a customer is named
 * by the token, and no id sent along can name another cart. */

let api: CartApi;
let fixture: CartFixture;
let alice: string;
let bob: string;
let aliceCart: Cart;
let guestCart: Cart;

beforeAll(async () => {
  api = await startCartApi();
  fixture = await createCartFixture(api.db);
  alice = await tokenFor('customer', { userId: (await buildCustomer(api.db, { email: 'alice@example.test' })).id });
  bob = await tokenFor('customer', { userId: (await buildCustomer(api.db, { email: 'bob@example.test' })).id });
  aliceCart = expectCart(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.desk, 2), token: alice }));
  guestCart = expectCart(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.chair, 1) }));
});
afterAll(() => api.close());

describe("a customer's cart", () => {
  it('is found by the token alone, whatever cart id comes along', async () => {
    for (const cartId of [null, guestCart.id, 'made-up-cart-id']) {
      const cart = expectCart(await api.call('GET', '/v1/cart', { token: alice, cartId }));
      expect(cart.id).toBe(aliceCart.id);
      expect(cart.lines.map((line) => line.product_code)).toEqual([fixture.desk.code]);
    }
  });

  it("is never read by another customer, even with its id", async () => {
    const bobsView = expectCart(await api.call('GET', '/v1/cart', { token: bob, cartId: aliceCart.id }));
    expect(bobsView.id).not.toBe(aliceCart.id);
    expect(bobsView.lines).toEqual([]);
  });

  it('is never read or changed by a guest holding its id', async () => {
    const guestView = expectCart(await api.call('GET', '/v1/cart', { cartId: aliceCart.id }));
    expect(guestView).toMatchObject({ id: null, lines: [] });
    const lineId = aliceCart.lines[0]!.id;
    expectErrorEnvelope(await api.call('PATCH', `/v1/cart/items/${lineId}`, { body: { quantity: 1 }, cartId: aliceCart.id }), 404, 'NOT_FOUND');
    expectErrorEnvelope(await api.call('DELETE', `/v1/cart/items/${lineId}`, { cartId: aliceCart.id }), 404, 'NOT_FOUND');
    // An add with her cart's id makes a new guest cart instead of touching hers.
    const added = expectCart(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.chair, 1), cartId: aliceCart.id }));
    expect(added.id).not.toBe(aliceCart.id);
    expect(expectCart(await api.call('GET', '/v1/cart', { token: alice })).lines).toHaveLength(1);
  });

  it("cannot change another customer's line by its id", async () => {
    const lineId = aliceCart.lines[0]!.id;
    expectErrorEnvelope(await api.call('PATCH', `/v1/cart/items/${lineId}`, { body: { quantity: 5 }, token: bob, cartId: aliceCart.id }), 404);
    expectErrorEnvelope(await api.call('DELETE', `/v1/cart/items/${lineId}`, { token: bob }), 404);
    expect(expectCart(await api.call('GET', '/v1/cart', { token: alice })).lines[0]?.quantity).toBe(2);
  });
});

describe("a guest's cart", () => {
  it('is not reached by a customer token nor by another guest', async () => {
    const lineId = guestCart.lines[0]!.id;
    expectErrorEnvelope(await api.call('DELETE', `/v1/cart/items/${lineId}`, { token: bob, cartId: guestCart.id }), 404);
    const other = expectCart(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.desk, 1) }));
    expectErrorEnvelope(await api.call('DELETE', `/v1/cart/items/${lineId}`, { cartId: other.id }), 404);
    expect(expectCart(await api.call('GET', '/v1/cart', { cartId: guestCart.id })).lines).toHaveLength(1);
  });

  it('refuses an expired or forged token rather than falling back to the guest cart', async () => {
    const expired = await tokenFor('customer', { ttlSeconds: -60 });
    expectErrorEnvelope(await api.call('GET', '/v1/cart', { token: expired, cartId: guestCart.id }), 401, 'UNAUTHORIZED');
    expectErrorEnvelope(await api.call('GET', '/v1/cart', { token: 'not.a.jwt', cartId: guestCart.id }), 401, 'UNAUTHORIZED');
  });
});
