// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_FALLBACK_MS, accessTokenExpiry, CART_ID_COOKIE_DAYS, createCookieTokenStore } from '@/store/session-cookies';
import { makeStore } from '@/store/make-store';
import { login, logout } from '@/store/thunks/session-thunks';
import { createCustomerProfile, createFakeSessionApi, createSignInResponse } from './support/session-builders';

afterEach(() => {
  for (const name of ['token', 'refresh_token', 'dh_session', 'CART_ID']) Cookies.remove(name, { path: '/' });
  vi.restoreAllMocks();
});

describe('session cookies', () => {
  const jwtExpiringAt = (seconds: number) => `h.${btoa(JSON.stringify({ exp: seconds })).replace(/=+$/, '')}.s`;

  it('writes the access token to the token cookie and reads it back with the refresh marker', () => {
    const tokenStore = createCookieTokenStore({ secure: false });
    document.cookie = 'dh_session=1; path=/';

    tokenStore.writeAccessToken('a-1');

    expect(Cookies.get('token')).toBe('a-1');
    expect(tokenStore.readTokens()).toEqual({ accessToken: 'a-1', hasRefreshSession: true });
  });

  it('reads no session when the cookies are absent', () => {
    expect(createCookieTokenStore().readTokens()).toEqual({ accessToken: null, hasRefreshSession: false });
    expect(createCookieTokenStore().readCartId()).toBeNull();
  });

  it('removes the token cookie, the marker and a readable refresh cookie of old, and leaves the cart cookie', () => {
    const tokenStore = createCookieTokenStore({ secure: false });
    tokenStore.writeAccessToken('a-1');
    document.cookie = 'dh_session=1; path=/';
    document.cookie = 'refresh_token=old; path=/';
    tokenStore.writeCartId('cart-1');

    tokenStore.clearTokens();

    expect([Cookies.get('token'), Cookies.get('dh_session'), Cookies.get('refresh_token')]).toEqual([undefined, undefined, undefined]);
    expect(Cookies.get('CART_ID')).toBe('cart-1');
  });

  it('keeps the token cookie exactly as long as the JWT inside lives (its exp claim), path /, SameSite=Lax, Secure when asked', () => {
    const set = vi.spyOn(Cookies, 'set');
    const exp = Math.floor(Date.now() / 1000) + 900;
    createCookieTokenStore({ secure: true }).writeAccessToken(jwtExpiringAt(exp));
    createCookieTokenStore({ secure: true }).writeCartId('c');

    const common = { path: '/', sameSite: 'Lax', secure: true };
    expect(set).toHaveBeenCalledWith('token', jwtExpiringAt(exp), { ...common, expires: new Date(exp * 1000) });
    expect(set).toHaveBeenCalledWith('CART_ID', 'c', { ...common, expires: CART_ID_COOKIE_DAYS });
    expect(set.mock.calls.some((call) => call[0] === 'refresh_token')).toBe(false);
  });

  it('gives a token it cannot read no more than fifteen minutes', () => {
    const now = Date.UTC(2026, 10, 26, 12, 0, 0);
    expect(accessTokenExpiry('not-a-jwt', now)).toEqual(new Date(now + ACCESS_TOKEN_FALLBACK_MS));
    expect(ACCESS_TOKEN_FALLBACK_MS).toBe(15 * 60 * 1000);
  });

  it('is Secure by default only in production', () => {
    const set = vi.spyOn(Cookies, 'set');
    vi.stubEnv('NODE_ENV', 'production');
    createCookieTokenStore().writeCartId('c');
    vi.stubEnv('NODE_ENV', 'test');
    createCookieTokenStore().writeCartId('c');
    vi.unstubAllEnvs();

    expect(set.mock.calls.map((call) => call[2]?.secure)).toEqual([true, false]);
  });

  it('are what a store made without a token store signs in and out with', async () => {
    const sessionApi = createFakeSessionApi();
    sessionApi.fetchProfile.mockResolvedValue(createCustomerProfile());
    sessionApi.signOut.mockResolvedValue({ cart_id: 'cart-guest' });
    const store = makeStore({ sessionApi });

    await store.dispatch(login(createSignInResponse({ access_token: 'a-2', cart_id: 'cart-1' })));
    expect([Cookies.get('token'), Cookies.get('refresh_token'), Cookies.get('CART_ID')]).toEqual(['a-2', undefined, 'cart-1']);

    await store.dispatch(logout());
    expect([Cookies.get('token'), Cookies.get('CART_ID')]).toEqual([undefined, 'cart-guest']);
  });
});
