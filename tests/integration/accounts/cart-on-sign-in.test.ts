import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '@/server/db/schema';
import { expectSuccessData } from '@/tests/integration/api/support/envelope';
import { requestSignInMail, startAccountsApi, uniqueEmail, type AccountsApi } from './support/accounts-api';

/* Sign-in hands the browser's guest cart (CART_ID cookie) to the cart module through
 * CartAdoption and answers the cart to continue with (spec §3, §4). */

let api: AccountsApi;
beforeAll(async () => {
  api = await startAccountsApi();
});
afterAll(() => api.close());

async function signInWithCookie(cookie: string) {
  const email = uniqueEmail('cart');
  const { code } = await requestSignInMail(api, email);
  return expectSuccessData(await api.call('POST', '/v1/customers/sign-in', { body: { grant_type: 'otp', email, code }, headers: { cookie } })) as { cart_id: string | null };
}

describe('the cart on sign-in and sign-out', () => {
  it("answers the guest cart's id: the guest cart becomes the new customer's", async () => {
    await api.db.insert(carts).values({ id: 'guestcartAAAA1111', currency: 'USD', country: 'US' });
    expect((await signInWithCookie('CART_ID=guestcartAAAA1111')).cart_id).toBe('guestcartAAAA1111');
  });

  it('answers null without a guest cart, and for a CART_ID that cannot be a cart id', async () => {
    expect((await signInWithCookie('')).cart_id).toBeNull();
    expect((await signInWithCookie('CART_ID=%00%27;%20drop')).cart_id).toBeNull();
    expect((await signInWithCookie(`CART_ID=${'x'.repeat(500)}`)).cart_id).toBeNull();
  });

  it('answers cart_id on sign-out', async () => {
    expect(expectSuccessData(await api.call('POST', '/v1/customers/sign-out', { headers: { cookie: 'CART_ID=guestcartAAAA1111' } }))).toEqual({ cart_id: null });
  });
});
