import type { PaymentSetting, SignOutAnswer } from '@/lib/contracts/accounts/customers-schemas';
import type { CustomerProfile, SignInResponse } from '@/lib/session/session-profile';

/*
 * The store's session calls over the API (spec §7), handed to the store as its SessionApi
 * (store/session-types.ts) by pages/_app.tsx. The client is imported on first use: most
 * visitors have no session, and axios would otherwise weigh on every page's first load.
 */
const client = () => import('@/services/api-client');

export const sessionApi = {
  fetchProfile: async (): Promise<CustomerProfile> => {
    const { apiGet } = await client();
    const query = typeof window === 'undefined' ? {} : trackedProfileParams(window.location.search);
    return apiGet<CustomerProfile>('/v1/me/profile', query);
  },
  refreshSession: async (): Promise<SignInResponse> => {
    const { apiPost } = await client();
    // No token in the body: the browser sends the HttpOnly refresh cookie with this call only.
    return apiPost<SignInResponse>('/v1/customers/sign-in', { grant_type: 'refresh_token' });
  },
  signOut: async () => {
    const { apiPost } = await client();
    return apiPost<SignOutAnswer>('/v1/customers/sign-out');
  },
  fetchPaymentSetting: async () => {
    const { apiGet } = await client();
    return apiGet<PaymentSetting>('/v1/me/payment-setting');
  },
};

/** GET /v1/me/profile takes the referral ids of the landing URL (spec §7). */
function trackedProfileParams(search: string): { rid?: string; utm_campaign?: string } {
  const params = new URLSearchParams(search);
  const rid = params.get('rid') ?? undefined;
  const utmCampaign = params.get('utm_campaign') ?? undefined;
  return { ...(rid ? { rid } : {}), ...(utmCampaign ? { utm_campaign: utmCampaign } : {}) };
}
