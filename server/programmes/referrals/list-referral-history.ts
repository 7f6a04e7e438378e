import type { ReferralHistory, ReferralHistoryEntry, ReferralHistoryType } from '@/lib/contracts/programmes/referrals-schemas';
import { getReferralPeople } from '@/server/accounts/get-referral-people';
import { getDb } from '@/server/db/client';
import { firstNameOf } from './referral-rules';
import { listInvitationsOfReferrer, listReferralsOfReferrer, type ReferralRow } from './repository';

/** "annie@example.com" → "an***@example.com": the referrer typed it, but a list on screen need not show it whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

function typeOf(referral: ReferralRow): ReferralHistoryType {
  if (referral.state === 'rewarded') return 'rewarded';
  if (referral.state === 'ordered' || referral.orderId !== null) return 'ordered';
  return 'signed_up';
}

/** GET /v1/me/customer-referral-history: the referrer's invitations and friends, newest first, one page. */
export async function listReferralHistory(customerId: number, query: { page: number; limit: number; type?: ReferralHistoryType | undefined }): Promise<ReferralHistory> {
  const db = getDb();
  const [invitations, referrals] = await Promise.all([listInvitationsOfReferrer(db, customerId), listReferralsOfReferrer(db, customerId)]);
  const friends = await getReferralPeople(db, referrals.map((referral) => referral.referredCustomerId));
  const entries: ReferralHistoryEntry[] = [
    ...invitations.map((invitation) => ({ id: `invitation-${invitation.id}`, type: 'invited' as const, friend: maskEmail(invitation.email), created_at: invitation.createdAt.toISOString(), reward: null, closed: false })),
    ...referrals.map((referral) => ({
      id: `referral-${referral.id}`,
      type: typeOf(referral),
      friend: firstNameOf(friends.get(referral.referredCustomerId)?.fullname ?? '') || maskEmail(friends.get(referral.referredCustomerId)?.email ?? ''),
      created_at: referral.createdAt.toISOString(),
      reward: referral.rewardAmount !== null && referral.rewardCurrency !== null ? { currency: referral.rewardCurrency, amount: referral.rewardAmount } : null,
      closed: referral.state === 'void' || referral.state === 'refused',
    })),
  ];
  const kept = (query.type ? entries.filter((entry) => entry.type === query.type) : entries).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
  const start = (query.page - 1) * query.limit;
  return { items: kept.slice(start, start + query.limit), page: query.page, limit: query.limit, total: kept.length };
}
