import type { Db } from '../../db/client';
import { signAccessToken } from '../../http/access-token';
import { findOrCreateCustomer } from '../find-or-create-customer';
import { addSeedOperators } from './sync-staff-emails';
import { bindOperatorEmail, isOperatorCustomer } from './repository';

/** A test run or a staging session lasts hours; the token is printed for one person's use. */
export const DEV_TOOLS_TOKEN_TTL_SECONDS = 8 * 60 * 60;

/**
 * An operator access token for the development tools of a production build with DEV_TOOLS=1
 * (decision 0038), made by someone who holds the database: `npm run dev-tools:token -- <e-mail>`,
 * the end-to-end harness and the bench. The address becomes a (seed) operator bound to its
 * account, as its first sign-in would bind it; the token is signed with AUTH_JWT_SECRET.
 */
export async function issueDevToolsToken(db: Db, email: string, ttlSeconds = DEV_TOOLS_TOKEN_TTL_SECONDS): Promise<string> {
  const address = email.trim().toLowerCase();
  await addSeedOperators(db, [address]);
  const customer = await findOrCreateCustomer(db, { email: address, fullname: 'Development tools', language: 'en' });
  await bindOperatorEmail(db, address, customer.id);
  if (!(await isOperatorCustomer(db, customer.id))) throw new Error(`${address} is bound to another account and cannot be used for the dev tools.`);
  return signAccessToken({ userId: customer.id, role: 'admin', email: address }, ttlSeconds);
}
