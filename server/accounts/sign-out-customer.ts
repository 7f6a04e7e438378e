import { getDb } from '../db/client';
import { cartAdoption, type CartAdoption } from './cart-adoption';
import { findRefreshToken, revokeRefreshTokenFamily } from './repository-sign-in';
import type { SignOutAnswer } from '@/lib/contracts/accounts/customers-schemas';
import { hashToken } from './secret-hashing';

/**
 * Ends the session of a refresh token: its whole family is revoked, so no copy of any token of
 * this sign-in works again. The access token simply runs out (15 minutes). Signing out with an
 * unknown or already revoked token succeeds too: the browser wants out either way.
 */
export async function signOutCustomer(input: { refreshToken: string | undefined; guestCartId: string | null }, carts: CartAdoption = cartAdoption): Promise<SignOutAnswer> {
  const db = getDb();
  let customerId: number | null = null;
  if (input.refreshToken) {
    const token = await findRefreshToken(db, hashToken(input.refreshToken));
    if (token) {
      await revokeRefreshTokenFamily(db, token.familyId, 'sign-out');
      customerId = token.customerId;
    }
  }
  return { cart_id: await carts.onSignOut({ customerId, guestCartId: input.guestCartId }) };
}
