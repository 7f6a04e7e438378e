import type { Db } from '../db/client';
import { findCustomerIdByReferralCode } from './repository';

/** The customer whose referral code this is (case-insensitive), if any. */
export function findCustomerByReferralCode(db: Db, referralCode: string): Promise<number | undefined> {
  return findCustomerIdByReferralCode(db, referralCode);
}
