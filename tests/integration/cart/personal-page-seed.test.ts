import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/contracts/pricing/cart-schemas';
import type { CheckoutState } from '@/lib/contracts/ordering/checkout-schemas';
import { getServerSideProps as cartPageProps } from '@/pages/cart';
import { getServerSideProps as checkoutPageProps } from '@/pages/secure-checkout';
import type { PersonalPageProps } from '@/server/pages/personal-page-props';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import { tokenFor } from '@/tests/integration/api/support/tokens';
import { expectCart, startCartApi, type CartApi } from './support/cart-api';
import { createCartFixture, itemOf, type CartFixture } from './support/cart-fixture';
import { buildCustomer } from '@/tests/support/builders/customers';

/* Decision 0019: /cart and /secure-checkout are rendered with the shopper's own cart, found the
 * way the API finds it, so the first paint shows it. When the server cannot tell what the
 * browser's session will find, the page carries no cart and loads in the browser. */

let api: CartApi;
let fixture: CartFixture;
let customerToken: string;
let customerCart: Cart;
let guestCart: Cart;

function contextWith(cookies: Record<string, string>): GetServerSidePropsContext {
  return { req: { cookies }, res: {}, query: {}, resolvedUrl: '/', locale: 'en-US' } as unknown as GetServerSidePropsContext;
}

async function cartSeed(cookies: Record<string, string>) {
  const result = await cartPageProps(contextWith(cookies));
  if (!('props' in result)) throw new Error('the cart page answered without props');
  return (await result.props as PersonalPageProps<Cart>).seed;
}

async function checkoutSeed(cookies: Record<string, string>) {
  const result = await checkoutPageProps(contextWith(cookies));
  if (!('props' in result)) throw new Error('the checkout page answered without props');
  return (await result.props as PersonalPageProps<CheckoutState>).seed;
}

beforeAll(async () => {
  api = await startCartApi(['pages/api/v1/checkout']);
  fixture = await createCartFixture(api.db);
  const customerId = (await buildCustomer(api.db, { email: 'seed-page@example.test' })).id;
  customerToken = await tokenFor('customer', { userId: customerId });
  customerCart = expectCart(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.desk, 2), token: customerToken }));
  guestCart = expectCart(await api.call('POST', '/v1/cart/items', { body: itemOf(fixture.chair, 1) }));
});
afterAll(() => api.close());

describe('the cart page rendered for a shopper', () => {
  it("carries a guest's cart, named by the CART_ID cookie, priced as the API prices it", async () => {
    const seed = await cartSeed({ CART_ID: guestCart.id! });
    expect(seed?.owner).toBe(guestCart.id);
    expect(seed?.data).toEqual(expectCart(await api.call('GET', '/v1/cart', { cartId: guestCart.id })));
  });

  it("carries a signed-in customer's cart, found by the token cookie whatever CART_ID says", async () => {
    const seed = await cartSeed({ token: customerToken, CART_ID: guestCart.id! });
    expect(seed?.owner).toBe('customer');
    expect(seed?.data.id).toBe(customerCart.id);
    expect(seed?.data.lines.map((line) => line.product_code)).toEqual([fixture.desk.code]);
  });

  it('says there is no cart for a visitor without cookies', async () => {
    const seed = await cartSeed({});
    expect(seed).toMatchObject({ owner: null, data: { id: null, lines: [] } });
  });

  it("never shows a customer's cart to a guest who holds its id", async () => {
    const seed = await cartSeed({ CART_ID: customerCart.id! });
    expect(seed?.data).toMatchObject({ id: null, lines: [] });
  });

  it('carries no cart when the session must be renewed in the browser first', async () => {
    const expired = await tokenFor('customer', { userId: 1, ttlSeconds: -60 });
    expect(await cartSeed({ token: expired, CART_ID: guestCart.id! })).toBeNull();
    expect(await cartSeed({ token: 'not-a-jwt' })).toBeNull();
    expect(await cartSeed({ refresh_token: 'some-refresh-token', CART_ID: guestCart.id! })).toBeNull();
  });

  it('carries no cart for a staff token, since staff shop as guests in the browser', async () => {
    expect(await cartSeed({ token: await tokenFor('admin') })).toBeNull();
  });
});

describe('the checkout page rendered for a shopper', () => {
  it("carries the guest's checkout state, the same the API answers", async () => {
    const seed = await checkoutSeed({ CART_ID: guestCart.id! });
    expect(seed?.owner).toBe(guestCart.id);
    expect(seed?.data).toEqual(expectSuccessData(await api.call('GET', '/v1/checkout', { cartId: guestCart.id })));
    expect(seed?.data.cart.lines).toHaveLength(1);
  });

  it("carries the customer's checkout state from the token cookie", async () => {
    const seed = await checkoutSeed({ token: customerToken });
    expect(seed?.owner).toBe('customer');
    expect(seed?.data.cart.id).toBe(customerCart.id);
  });
});
