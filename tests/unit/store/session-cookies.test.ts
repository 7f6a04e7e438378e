// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_COOKIE_DAYS,
  CART_ID_COOKIE_DAYS,
  createCookieTokenStore,
  REFRESH_TOKEN_COOKIE_DAYS,
} from '@/store/session-cookies';
import { makeStore } from '@/store/make-store';
import { login, logout } from '@/store/thunks/session-thunks';
import { createCustomerProfile, createFakeSessionApi, createSignInResponse } from './support/session-builders';

afterEach(() => {
  for (const name of ['token', 'refresh_token', 'CART_ID']) Cookies.remove(name, { path: '/' });
  vi.restoreAllMocks();
});

describe('session cookies', () => {
  it('writes the tokens to the token and refresh_token cookies and reads them back', () => {
    const tokenStore = createCookieTokenStore({ secure: false });

    tokenStore.writeTokens({ accessToken: 'a-1', refreshToken: 'r-1' });

    expect(Cookies.get('token')).toBe('a-1');
    expect(Cookies.get('refresh_token')).toBe('r-1');
    expect(tokenStore.readTokens()).toEqual({ accessToken: 'a-1', refreshToken: 'r-1' });
  });

  it('reads no session when the cookies are absent', () => {
    expect(createCookieTokenStore().readTokens()).toEqual({ accessToken: null, refreshToken: null });
    expect(createCookieTokenStore().readCartId()).toBeNull();
  });

  it('removes both token cookies and leaves the cart cookie', () => {
    const tokenStore = createCookieTokenStore({ secure: false });
    tokenStore.writeTokens({ accessToken: 'a-1', refreshToken: 'r-1' });
    tokenStore.writeCartId('cart-1');

    tokenStore.clearTokens();

    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('refresh_token')).toBeUndefined();
    expect(Cookies.get('CART_ID')).toBe('cart-1');
  });

  it('writes path /, SameSite=Lax, 30-day token and refresh cookies (the JWT itself expires), Secure when asked', () => {
    const set = vi.spyOn(Cookies, 'set');
    createCookieTokenStore({ secure: true }).writeTokens({ accessToken: 'a', refreshToken: 'r' });
    createCookieTokenStore({ secure: true }).writeCartId('c');

    expect(ACCESS_TOKEN_COOKIE_DAYS).toBe(30);
    expect(REFRESH_TOKEN_COOKIE_DAYS).toBe(30);
    const common = { path: '/', sameSite: 'Lax', secure: true };
    expect(set).toHaveBeenCalledWith('token', 'a', { ...common, expires: ACCESS_TOKEN_COOKIE_DAYS });
    expect(set).toHaveBeenCalledWith('refresh_token', 'r', { ...common, expires: REFRESH_TOKEN_COOKIE_DAYS });
    expect(set).toHaveBeenCalledWith('CART_ID', 'c', { ...common, expires: CART_ID_COOKIE_DAYS });
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

    await store.dispatch(login(createSignInResponse({ access_token: 'a-2', refresh_token: 'r-2', cart_id: 'cart-1' })));
    expect([Cookies.get('token'), Cookies.get('refresh_token'), Cookies.get('CART_ID')]).toEqual(['a-2', 'r-2', 'cart-1']);

    await store.dispatch(logout());
    expect([Cookies.get('token'), Cookies.get('refresh_token'), Cookies.get('CART_ID')]).toEqual([
      undefined,
      undefined,
      'cart-guest',
    ]);
  });
});
