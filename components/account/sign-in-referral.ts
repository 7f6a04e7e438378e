import Cookies from 'js-cookie';
import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import { browserSessionStorage } from '@/lib/storage/expiring-storage';
import { extractTrackedParams, readStoredUtmParams } from '@/lib/tracking/tracked-params';
import type { SignInReferral } from '@/services/account-service';

/**
 * The referrer of a sign-up (issue 4: an optional rid or utm_campaign links the referrer):
 * from the current URL first, else from what the visit saved when the shopper landed.
 */
export function currentSignInReferral(search: string = typeof window === 'undefined' ? '' : window.location.search): SignInReferral {
  const fromUrl = extractTrackedParams(new URLSearchParams(search));
  const rid = fromUrl.rid ?? Cookies.get(COOKIE_KEYS.CART_RID) ?? undefined;
  const utmCampaign = fromUrl.utm_campaign ?? readStoredUtmParams(browserSessionStorage()).utm_campaign;
  return { ...(isReferralId(rid) ? { rid } : {}), ...(isReferralId(utmCampaign) ? { utm_campaign: utmCampaign } : {}) };
}

/**
 * The API refuses malformed referral ids; a campaign tag from some URL must not make the sign-in
 * itself fail, so only ids of the accepted shape are sent.
 */
function isReferralId(value: string | undefined): value is string {
  return value !== undefined && /^[\w.-]{1,64}$/.test(value);
}
