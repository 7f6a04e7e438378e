/* The auth slice's state, initial value and selectors: plain code without Redux Toolkit, so the
 * first-load shell reads them while the store itself loads later (decision 0056). */
import { customerFirstName } from '../customer-first-name';
import type { CustomerProfile, PaymentSetting } from '../session-types';
/** Spec §3 "Auth state". Cookies are written by the session thunks, never by these reducers. */
export interface AuthState {
  accessToken: string | null;
  /** Spec §3 lists the refresh token here; it is HttpOnly now (decision 0045): the state only
   * knows that one exists. */
  hasRefreshSession: boolean;
  isLoggedIn: boolean;
  isEpp: boolean;
  isNewUser: boolean;
  /** False until the app knows whether a session exists (spec §4 "Session"). */
  isReady: boolean;
  paymentInfo: PaymentSetting | null;
  modeBulk: boolean;
  userProfile: CustomerProfile | null;
}

export const initialAuthState: AuthState = {
  accessToken: null,
  hasRefreshSession: false,
  isLoggedIn: false,
  isEpp: false,
  isNewUser: false,
  isReady: false,
  paymentInfo: null,
  modeBulk: true,
  userProfile: null,
};

type WithAuth = { auth: AuthState };
export const selectIsLoggedIn = (state: WithAuth): boolean => state.auth.isLoggedIn;
export const selectIsReady = (state: WithAuth): boolean => state.auth.isReady;
export const selectIsEpp = (state: WithAuth): boolean => state.auth.isEpp;
export const selectIsNewUser = (state: WithAuth): boolean => state.auth.isNewUser;
export const selectModeBulk = (state: WithAuth): boolean => state.auth.modeBulk;
export const selectPaymentInfo = (state: WithAuth): PaymentSetting | null => state.auth.paymentInfo;
export const selectUserProfile = (state: WithAuth): CustomerProfile | null => state.auth.userProfile;
export const selectAccessToken = (state: WithAuth): string | null => state.auth.accessToken;
export const selectFirstName = (state: WithAuth): string | null =>
  state.auth.userProfile ? customerFirstName(state.auth.userProfile) : null;
