import { getDb } from '../db/client';
import { signAccessToken } from '../http/access-token';
import type { CartAdoption } from './cart-adoption';
import { findOrCreateCustomer } from './find-or-create-customer';
import { issueRefreshToken } from './issue-refresh-token';
import { linkReferrer, recordSignupCampaign, type ReferralIds } from './link-referrer';
import { notifyCustomer } from './notify-customer';
import { markSignedUp } from './repository';
import type { SignInAnswer } from '@/lib/contracts/accounts/customers-schemas';
import { LATE_REFERRAL_WINDOW_MS } from './sign-in-limits';
import { toCustomerProfile } from './to-customer-profile';
import { accessRoleOf } from './operators/access-role';

export interface OpenSessionInput {
  /** An address the caller has just proven to own (code, link or Google). */
  email: string;
  /** Name from the identity provider, used only when the account is created. */
  fullname?: string;
  language: string;
  referral: ReferralIds;
  guestCartId: string | null;
}

/**
 * The end of every credential sign-in: the account (created on the first sign-in: that is the
 * sign-up, spec §7), a new refresh-token family, an access token and the cart to continue with.
 */
export async function openCustomerSession(input: OpenSessionInput, carts: CartAdoption): Promise<SignInAnswer & { refresh_token: string }> {
  const db = getDb();
  const customer = await findOrCreateCustomer(db, { email: input.email, fullname: input.fullname ?? '', language: input.language });
  const firstTime = await markSignedUp(db, customer.id);
  if (firstTime) {
    await linkReferrer(db, customer.id, input.referral, LATE_REFERRAL_WINDOW_MS);
    await recordSignupCampaign(db, customer.id, input.referral);
    await notifyCustomer(db, customer, { kind: 'welcome' });
  }
  const refreshToken = await issueRefreshToken(db, { customerId: customer.id });
  const role = await accessRoleOf(db, customer.id, input.email);
  const accessToken = await signAccessToken({ userId: customer.id, role, email: customer.email });
  const cartId = await carts.onSignIn({ customerId: customer.id, guestCartId: input.guestCartId, firstTime });
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    first_time: firstTime,
    cart_id: cartId,
    customer: toCustomerProfile({ ...customer, isSignUp: true }),
  };
}
