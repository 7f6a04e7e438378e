import { describe, expect, it } from 'vitest';
import {
  authReducer,
  selectAccessToken,
  selectFirstName,
  selectIsLoggedIn,
  selectIsReady,
  selectUserProfile,
  sessionCleared,
  setModeBulk,
  setUserProfile,
  tokensSet,
  type AuthState,
} from '@/store/slices/auth-slice';
import { createCustomerProfile } from './support/session-builders';

const initial = (): AuthState => authReducer(undefined, { type: '@@init' });
const withAuth = (auth: AuthState) => ({ auth });

describe('auth state', () => {
  it('starts signed out, not ready, in bulk mode', () => {
    expect(initial()).toEqual({
      accessToken: null,
      hasRefreshSession: false,
      isLoggedIn: false,
      isEpp: false,
      isNewUser: false,
      isReady: false,
      paymentInfo: null,
      modeBulk: true,
      userProfile: null,
    });
  });

  it('marks the user logged in when a profile is set', () => {
    const state = withAuth(authReducer(initial(), setUserProfile(createCustomerProfile())));
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(selectUserProfile(state)?.email).toBe('ada@example.com');
  });

  it('marks EPP only when the profile has a company id', () => {
    expect(authReducer(initial(), setUserProfile(createCustomerProfile({ company: { id: 4 } }))).isEpp).toBe(true);
    expect(authReducer(initial(), setUserProfile(createCustomerProfile({ company: null }))).isEpp).toBe(false);
    expect(authReducer(initial(), setUserProfile(createCustomerProfile({ company: undefined }))).isEpp).toBe(false);
  });

  it('drops EPP when a later profile has no company', () => {
    const epp = authReducer(initial(), setUserProfile(createCustomerProfile({ company: { id: 4 } })));
    expect(authReducer(epp, setUserProfile(createCustomerProfile())).isEpp).toBe(false);
  });

  it('records the access token and that a refresh session exists (never the refresh token)', () => {
    const state = authReducer(initial(), tokensSet({ accessToken: 'a', hasRefreshSession: true }));
    expect(selectAccessToken(withAuth(state))).toBe('a');
    expect(state.hasRefreshSession).toBe(true);
  });

  it('clears tokens, profile and flags on session clear, and is ready', () => {
    let state = authReducer(initial(), tokensSet({ accessToken: 'a', hasRefreshSession: true }));
    state = authReducer(state, setUserProfile(createCustomerProfile({ company: { id: 1 } })));
    state = authReducer(state, setModeBulk(false));

    state = authReducer(state, sessionCleared());

    expect(state).toEqual({ ...initial(), isReady: true, modeBulk: false });
    expect(selectIsReady(withAuth(state))).toBe(true);
  });

  it('derives the first name from the full name, else from the e-mail', () => {
    const named = authReducer(initial(), setUserProfile(createCustomerProfile({ fullname: '  Ada King Lovelace' })));
    const unnamed = authReducer(initial(), setUserProfile(createCustomerProfile({ fullname: ' ', email: 'countess@example.com' })));

    expect(selectFirstName(withAuth(named))).toBe('Ada');
    expect(selectFirstName(withAuth(unnamed))).toBe('countess');
    expect(selectFirstName(withAuth(initial()))).toBeNull();
  });
});
