import type { SessionApi } from './session-types';

function notWired(): Promise<never> {
  return Promise.reject(new Error('SessionApi is not wired: pass sessionApi to makeStore / StoreProvider'));
}

/** Stand-in until the app passes the real services; every call fails loudly instead of hanging. */
export const unwiredSessionApi: SessionApi = {
  fetchProfile: notWired,
  refreshSession: notWired,
  signOut: notWired,
  fetchPaymentSetting: notWired,
};
