import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAnswerSchema } from '@/lib/contracts/accounts/customers-schemas';
import { cartModuleAdoption } from '@/server/pricing/cart/cart-adoption';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import { tokenFor } from '@/tests/integration/api/support/tokens';
import { latestSignInMail } from '@/tests/integration/accounts/support/accounts-api';
import { expectCart, startCartApi, type CartApi } from './support/cart-api';
import { createCartFixture, itemOf, type CartFixture } from './support/cart-fixture';
import { buildCustomer } from '@/tests/support/builders/customers';
import { buildPromoCode } from '@/tests/support/builders/promotions';

/* Spec §4 "Session": on sign-in the guest cart joins the account's cart and the answer's cart_id
 * is the account cart; on sign-out no cart id comes back (a guest cannot reach a customer cart). */

let api: CartApi;
let fixture: CartFixture;

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  api = await startCartApi(['pages/api/v1/customers']);
  fixture = await createCartFixture(api.db);
  await buildPromoCode(api.db, { code: 'WELCOME10', kind: 'percent', percentOff: 10 });
});
afterAll(async () => {
  await api.close();
  vi.restoreAllMocks();
});

async function guestCartWith(...items: Record<string, unknown>[]): Promise<string> {
  let cartId: string | null = null;
  for (const item of items) cartId = expectCart(await api.call('POST', '/v1/cart/items', { body: item, cartId })).id;
  return cartId!;
}

async function customer(email: string) {
  const id = (await buildCustomer(api.db, { email: email })).id;
  return { id, token: await tokenFor('customer', { userId: id }) };
}

describe('signing in with a guest cart', () => {
  it('makes the guest cart the account cart when the account has none (through POST /v1/customers/sign-in)', async () => {
    const guestId = await guestCartWith(itemOf(fixture.desk, 1));
    const email = 'new-shopper@example.test';
    expectSuccessData(await api.call('POST', '/v1/customers/send-login-verification', { body: { email } }));
    const { code } = await latestSignInMail(api.db, email);
    const answer = await api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'otp', email, code }, headers: { cookie: `CART_ID=${guestId}` } });
    const signedIn = signInAnswerSchema.parse(expectSuccessData(answer));
    expect(signedIn.cart_id).toBe(guestId);
    const cart = expectCart(await api.call('GET', '/v1/cart', { token: signedIn.access_token }));
    expect(cart).toMatchObject({ id: guestId, item_count: 1 });
    // It is no longer a guest cart: the id alone reaches nothing now.
    expect(expectCart(await api.call('GET', '/v1/cart', { cartId: guestId })).id).toBeNull();
  });

  it("moves the guest lines into the account's cart, adding up the same item, and deletes the guest cart", async () => {
    const shopper = await customer('merge@example.test');
    const own = expectCart(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.desk, 1), token: shopper.token }));
    const guestId = await guestCartWith(itemOf(fixture.desk, 2), itemOf(fixture.chair, 1));
    expectCart(await api.call('POST', '/v1/cart/promo-code', { body: { code: 'WELCOME10' }, cartId: guestId }));

    expect(await cartModuleAdoption.onSignIn({ customerId: shopper.id, guestCartId: guestId, firstTime: false })).toBe(own.id);
    const merged = expectCart(await api.call('GET', '/v1/cart', { token: shopper.token }));
    expect(merged.lines.map((line) => [line.product_code, line.quantity])).toEqual([
      [fixture.desk.code, 3],
      [fixture.chair.code, 1],
    ]);
    expect(merged.promotion_code).toBe('WELCOME10');
    expect(expectCart(await api.call('GET', '/v1/cart', { cartId: guestId })).id).toBeNull();
  });

  it("answers the account's cart, or null, when there is no guest cart", async () => {
    const withCart = await customer('has-cart@example.test');
    const own = expectCart(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.chair, 1), token: withCart.token }));
    expect(await cartModuleAdoption.onSignIn({ customerId: withCart.id, guestCartId: null, firstTime: false })).toBe(own.id);
    expect(await cartModuleAdoption.onSignIn({ customerId: withCart.id, guestCartId: 'gone-long-ago', firstTime: false })).toBe(own.id);
    const without = await customer('no-cart@example.test');
    expect(await cartModuleAdoption.onSignIn({ customerId: without.id, guestCartId: null, firstTime: true })).toBeNull();
  });

  it("never takes over another customer's cart named by the cookie", async () => {
    const owner = await customer('owner@example.test');
    const theirs = expectCart(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.desk, 1), token: owner.token }));
    const intruder = await customer('intruder@example.test');
    expect(await cartModuleAdoption.onSignIn({ customerId: intruder.id, guestCartId: theirs.id, firstTime: false })).toBeNull();
    expect(expectCart(await api.call('GET', '/v1/cart', { token: owner.token })).lines).toHaveLength(1);
    expect(expectCart(await api.call('GET', '/v1/cart', { token: intruder.token })).lines).toHaveLength(0);
  });

  it('caps a merged line at 99 units', async () => {
    const shopper = await customer('bulk@example.test');
    const big = itemOf(fixture.preOrder, 60);
    expectCart(await api.call('POST', '/v1/cart/items', { body: big, token: shopper.token }));
    const guestId = await guestCartWith(big);
    await cartModuleAdoption.onSignIn({ customerId: shopper.id, guestCartId: guestId, firstTime: false });
    expect(expectCart(await api.call('GET', '/v1/cart', { token: shopper.token })).lines[0]?.quantity).toBe(99);
  });
});

describe('signing out', () => {
  it('answers no cart id, so the browser starts a fresh guest cart with its next add', async () => {
    const shopper = await customer('leaving@example.test');
    expectCart(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.chair, 1), token: shopper.token }));
    const own = expectCart(await api.call('GET', '/v1/cart', { token: shopper.token }));
    expect(await cartModuleAdoption.onSignOut({ customerId: shopper.id, guestCartId: own.id })).toBeNull();
    const signedOutView = expectCart(await api.call('GET', '/v1/cart', { cartId: own.id }));
    expect(signedOutView.lines).toEqual([]);
  });
});
