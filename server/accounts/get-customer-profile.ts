import { getDb } from '../db/client';
import { linkReferrer } from './link-referrer';
import { findCustomerById } from './repository';
import { accountGone } from './require-customer';
import type { CustomerProfile, ProfileQuery } from '@/lib/contracts/accounts/customers-schemas';
import { LATE_REFERRAL_WINDOW_MS } from './sign-in-limits';
import { toCustomerProfile } from './to-customer-profile';

/**
 * GET /v1/me/profile. The referral ids of the landing URL (spec §7) link a referrer to an
 * account created in the last day that has none yet, for sign-ups whose sign-in call lost them.
 */
export async function getCustomerProfile(customerId: number, query: ProfileQuery = {}): Promise<CustomerProfile> {
  const db = getDb();
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw accountGone();
  if (query.rid || query.utm_campaign) await linkReferrer(db, customerId, query, LATE_REFERRAL_WINDOW_MS);
  return toCustomerProfile(customer);
}
