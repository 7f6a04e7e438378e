import { createAsyncThunk, type Dispatch } from '@reduxjs/toolkit';
import type { CustomerProfile, PaymentSetting, SignInResponse } from '../session-types';
import type { StoreExtra } from '../store-extra';
import {
  sessionCleared,
  setIsNewUser,
  setPaymentInfo,
  setReady,
  setUserProfile,
  tokensSet,
  type AuthState,
} from '../slices/auth-slice';
import { setCartId } from '../slices/checkout-slice';

/* The session rules of spec §4 "Session". Reducers only record results; every cookie and
 * network effect happens here, through the store's extra argument. */

type SessionState = { auth: AuthState };
const createSessionThunk = createAsyncThunk.withTypes<{ state: SessionState; extra: StoreExtra }>();

/** A sign-in or refresh answer came with a new access token; its refresh cookie was set by the server. */
function saveAccessToken(dispatch: Dispatch, extra: StoreExtra, accessToken: string): void {
  extra.tokenStore.writeAccessToken(accessToken);
  dispatch(tokensSet({ accessToken, hasRefreshSession: true }));
}

/** A sign-in replaces the session: answers still on their way for the old one no longer count. */
function startSession(dispatch: Dispatch, extra: StoreExtra, accessToken: string): void {
  extra.sessionGate.generation += 1;
  saveAccessToken(dispatch, extra, accessToken);
}

function clearSession(dispatch: Dispatch, extra: StoreExtra): void {
  extra.sessionGate.generation += 1;
  extra.tokenStore.clearTokens();
  dispatch(sessionCleared());
}

function adoptCartId(dispatch: Dispatch, extra: StoreExtra, cartId: string): void {
  extra.tokenStore.writeCartId(cartId);
  dispatch(setCartId(cartId));
}

/** Whether the session is still the one that was current when this was called. */
function sessionWatcher(extra: StoreExtra): () => boolean {
  const generation = extra.sessionGate.generation;
  return () => extra.sessionGate.generation === generation;
}

/**
 * The single refresh-token sign-in of this page. Callers that fail while it is in flight share
 * its outcome; once it has settled, nobody may try again. Resolves whether new tokens were stored;
 * tokens that arrive after a sign-out or another sign-in are dropped.
 */
function refreshOnce(dispatch: Dispatch, extra: StoreExtra, hasRefreshSession: boolean): Promise<boolean> {
  const gate = extra.sessionGate;
  if (gate.refreshAttempt) return gate.refreshSettled ? Promise.resolve(false) : gate.refreshAttempt;
  if (!hasRefreshSession) return Promise.resolve(false);
  const isCurrent = sessionWatcher(extra);
  gate.refreshAttempt = extra.sessionApi
    .refreshSession()
    .then((response) => {
      if (!isCurrent()) return false;
      // The same session goes on with new tokens, so the generation stays.
      saveAccessToken(dispatch, extra, response.access_token);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      gate.refreshSettled = true;
    });
  return gate.refreshAttempt;
}

type ProfileAttempt = { kind: 'loaded'; profile: CustomerProfile } | { kind: 'failed' } | { kind: 'stale' };

async function attemptProfile(dispatch: Dispatch, extra: StoreExtra, isCurrent: () => boolean): Promise<ProfileAttempt> {
  try {
    const profile = await extra.sessionApi.fetchProfile();
    if (!isCurrent()) return { kind: 'stale' };
    dispatch(setUserProfile(profile));
    dispatch(setReady(true));
    return { kind: 'loaded', profile };
  } catch {
    return isCurrent() ? { kind: 'failed' } : { kind: 'stale' };
  }
}

/**
 * Fetches the profile of the current tokens. On failure it makes the page's one refresh-token
 * sign-in and tries once more; when that is impossible or fails too, the session is cleared.
 * A sign-in or sign-out meanwhile wins: this load then changes nothing. Resolves to the
 * profile, or null when there is none.
 */
export const loadProfile = createSessionThunk(
  'auth/loadProfile',
  async (_: void, { dispatch, getState, extra }): Promise<CustomerProfile | null> => {
    const isCurrent = sessionWatcher(extra);
    // Without an access token (its cookie ends with the JWT) the profile cannot answer: the
    // refresh comes first.
    const accessToken = getState().auth.accessToken ?? extra.tokenStore.readTokens().accessToken;
    let attempt: ProfileAttempt = accessToken ? await attemptProfile(dispatch, extra, isCurrent) : { kind: 'failed' };
    if (attempt.kind === 'failed') {
      const hasRefreshSession = getState().auth.hasRefreshSession || extra.tokenStore.readTokens().hasRefreshSession;
      if (await refreshOnce(dispatch, extra, hasRefreshSession)) attempt = await attemptProfile(dispatch, extra, isCurrent);
      if (attempt.kind === 'failed' && isCurrent()) clearSession(dispatch, extra);
    }
    return attempt.kind === 'loaded' ? attempt.profile : null;
  },
);

/**
 * App load: takes the session and cart from the cookies. With an access token the app stays not
 * ready until the profile answers; with nothing at all it is ready at once. With only a refresh
 * session (the access cookie ends with its 15-minute JWT, the HttpOnly refresh cookie lives 30
 * days) the missing access token counts as a failed profile fetch, so the page's one refresh
 * attempt is made first, and the app is ready once it has settled.
 */
export const restoreSession = createSessionThunk(
  'auth/restoreSession',
  async (_: void, { dispatch, extra }): Promise<void> => {
    // React may mount the provider twice in development; the page loads its session once.
    if (extra.sessionGate.restoreStarted) return;
    extra.sessionGate.restoreStarted = true;

    const cartId = extra.tokenStore.readCartId();
    if (cartId) dispatch(setCartId(cartId));

    const tokens = extra.tokenStore.readTokens();
    dispatch(tokensSet(tokens));
    // Spec §4: with an access token, not ready until the profile answers; without, ready at once.
    // A returning shopper whose access cookie has ended still has a refresh session: it is
    // renewed first (loadProfile), as the 401 of an expired token would have led to.
    if (tokens.accessToken || tokens.hasRefreshSession) {
      await dispatch(loadProfile());
    } else {
      dispatch(setReady(true));
    }
  },
);

/** After a sign-in call succeeded: tokens first, then the profile, then the cart id (spec §4). */
export const login = createSessionThunk(
  'auth/login',
  async (response: SignInResponse, { dispatch, extra }): Promise<CustomerProfile | null> => {
    startSession(dispatch, extra, response.access_token);
    dispatch(setIsNewUser(response.first_time));
    const profile = await dispatch(loadProfile()).unwrap();
    if (response.cart_id) adoptCartId(dispatch, extra, response.cart_id);
    return profile;
  },
);

/** Clears the session and continues with the cart the server hands back, if any. */
export const logout = createSessionThunk('auth/logout', async (_: void, { dispatch, extra }): Promise<void> => {
  let cartId: string | undefined;
  try {
    cartId = (await extra.sessionApi.signOut()).cart_id ?? undefined;
  } catch {
    // The shopper asked to leave: this browser signs out even when the server cannot be told.
  }
  clearSession(dispatch, extra);
  if (cartId) adoptCartId(dispatch, extra, cartId);
});

/** Rejects when the call fails, so the payment step can show its own error. */
export const loadPaymentSetting = createSessionThunk(
  'auth/loadPaymentSetting',
  async (_: void, { dispatch, extra }): Promise<PaymentSetting> => {
    const setting = await extra.sessionApi.fetchPaymentSetting();
    dispatch(setPaymentInfo(setting));
    return setting;
  },
);
