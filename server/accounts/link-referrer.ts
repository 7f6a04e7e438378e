import type { Db } from '../db/client';
import { publishDomainEvent } from '@/server/events/domain-events';
import { findCustomerIdByReferralCode, setReferrerOnce, setSignupCampaignOnce } from './repository';

export interface ReferralIds {
  rid?: string | undefined;
  utm_campaign?: string | undefined;
}

/**
 * Links the customer who referred a sign-up (spec §7 rid, utm_campaign): `rid` is a referral
 * code; a campaign named after a referral code counts too. Unknown ids are ignored: a stale
 * link must never stop a sign-in. Only an account younger than `maxAgeMs` without a referrer
 * is linked, and never to itself.
 */
export async function linkReferrer(db: Db, customerId: number, ids: ReferralIds, maxAgeMs: number): Promise<boolean> {
  const utmCampaign = ids.utm_campaign?.trim() || null;
  const candidates = [ids.rid?.trim(), utmCampaign].filter((value): value is string => Boolean(value));
  for (const code of candidates) {
    const referrerId = await findCustomerIdByReferralCode(db, code);
    if (referrerId !== undefined && referrerId !== customerId) {
      const linked = await setReferrerOnce(db, { customerId, referrerId, utmCampaign, maxAgeMs });
      // The referral programme enrols the friend on this, not on their next page view.
      if (linked) publishDomainEvent(db, { type: 'customer.referred', customerId, referrerId, at: new Date() });
      return linked;
    }
  }
  return false;
}

/** The campaign that brought a sign-up, kept for attribution even when it names no referrer. */
export async function recordSignupCampaign(db: Db, customerId: number, ids: ReferralIds): Promise<void> {
  const utmCampaign = ids.utm_campaign?.trim();
  if (utmCampaign) await setSignupCampaignOnce(db, customerId, utmCampaign);
}
