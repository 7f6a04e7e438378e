import Cookies from 'js-cookie';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import type { ReferralHistory, ReferralHistoryType, ReferralUrl } from '@/lib/contracts/programmes/referrals-schemas';
import { REFERRAL_HISTORY_PAGE_SIZE, REFERRAL_HISTORY_TYPES } from '@/lib/contracts/programmes/referrals-schemas';
import { TRACKING_COOKIE_MAX_AGE_SECONDS } from '@/lib/tracking/tracked-params';
import { apiGet, apiPost } from '@/services/api-client';

/** GET /v1/me/referral-url: the shopper's link, earnings, and their own welcome code if referred. */
export function fetchReferralUrl(): Promise<ReferralUrl> {
  return apiGet<ReferralUrl>('/v1/me/referral-url');
}

/** GET /v1/me/customer-referral-history: one page, newest first. */
export function fetchReferralHistory(page: number, type: ReferralHistoryType | null): Promise<ReferralHistory> {
  return apiGet<ReferralHistory>('/v1/me/customer-referral-history', { page, limit: REFERRAL_HISTORY_PAGE_SIZE, ...(type ? { type } : {}) });
}

/** POST /v1/me/referral-invitations: mails the link to a friend. */
export function sendReferralInvitation(email: string, message: string): Promise<{ sent: boolean }> {
  return apiPost<{ sent: boolean }>('/v1/me/referral-invitations', { email, ...(message.trim() ? { message: message.trim() } : {}) });
}

/** ?type= of the referrals page; anything else means every type. */
export function referralTypeParam(value: string | string[] | undefined): ReferralHistoryType | null {
  const type = Array.isArray(value) ? value[0] : value;
  return (REFERRAL_HISTORY_TYPES as readonly string[]).includes(type ?? '') ? (type as ReferralHistoryType) : null;
}

/**
 * Keeps the invitation's code (spec §3 CART_RID) when the visitor chooses to accept it: the
 * discount they asked for depends on it, so, like a campaign promo code, it is kept whatever the
 * tracking consent; sign-up and the cart read it from there.
 */
export function keepInvitationRid(rid: string): void {
  Cookies.set(COOKIE_KEYS.CART_RID, rid, { expires: TRACKING_COOKIE_MAX_AGE_SECONDS / 86_400, path: '/', sameSite: 'Lax', secure: window.location.protocol === 'https:' });
}
