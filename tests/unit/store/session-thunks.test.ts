import { describe, expect, it, vi } from 'vitest';
import { setModeBulk } from '@/store/slices/auth-slice';
import { loadPaymentSetting, loadProfile, login, logout, restoreSession } from '@/store/thunks/session-thunks';
import { createCustomerProfile, createSignInResponse, deferred, makeTestStore } from './support/session-builders';

const SIGNED_IN_COOKIES = { token: 'access-old', dh_session: '1' };

describe('app load (restoreSession)', () => {
  it('is ready at once, without any call, when no token is stored', () => {
    const { store, sessionApi } = makeTestStore();

    void store.dispatch(restoreSession());

    expect(store.getState().auth.isReady).toBe(true);
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(sessionApi.fetchProfile).not.toHaveBeenCalled();
    expect(sessionApi.refreshSession).not.toHaveBeenCalled();
  });

  it('stays not ready with an access token until the profile returns, then is signed in', async () => {
    const { store, sessionApi } = makeTestStore({ cookies: SIGNED_IN_COOKIES });
    const profileCall = deferred<ReturnType<typeof createCustomerProfile>>();
    sessionApi.fetchProfile.mockReturnValue(profileCall.promise);

    const restoring = store.dispatch(restoreSession());
    expect(store.getState().auth.isReady).toBe(false);
    expect(store.getState().auth.accessToken).toBe('access-old');

    profileCall.resolve(createCustomerProfile({ fullname: 'Grace Hopper' }));
    await restoring;

    const auth = store.getState().auth;
    expect(auth.isReady).toBe(true);
    expect(auth.isLoggedIn).toBe(true);
    expect(auth.userProfile?.fullname).toBe('Grace Hopper');
    expect(auth.hasRefreshSession).toBe(true);
  });

  it('takes the cart id from the CART_ID cookie', async () => {
    const { store } = makeTestStore({ cookies: { CART_ID: 'cart-7' } });

    await store.dispatch(restoreSession());

    expect(store.getState().checkout.cartId).toBe('cart-7');
  });

  it('loads the session once even when the provider mounts twice', async () => {
    const { store, sessionApi } = makeTestStore({ cookies: SIGNED_IN_COOKIES });
    sessionApi.fetchProfile.mockResolvedValue(createCustomerProfile());

    await Promise.all([store.dispatch(restoreSession()), store.dispatch(restoreSession())]);

    expect(sessionApi.fetchProfile).toHaveBeenCalledTimes(1);
  });

  it('renews a session whose access cookie has ended (only the refresh marker left): one refresh, then the profile', async () => {
    const { store, sessionApi, cookies } = makeTestStore({ cookies: { dh_session: '1' } });
    sessionApi.refreshSession.mockResolvedValue(createSignInResponse({ access_token: 'access-2' }));
    sessionApi.fetchProfile.mockResolvedValue(createCustomerProfile());

    const restoring = store.dispatch(restoreSession());
    expect(store.getState().auth.isReady).toBe(false);
    await restoring;

    expect(sessionApi.refreshSession).toHaveBeenCalledOnce();
    expect(sessionApi.fetchProfile).toHaveBeenCalledOnce();
    expect(cookies.get('token')).toBe('access-2');
    expect(store.getState().auth).toMatchObject({ isReady: true, isLoggedIn: true, accessToken: 'access-2', hasRefreshSession: true });
  });

  it('is signed out and ready when the refresh of an ended access cookie is refused', async () => {
    const { store, sessionApi, cookies } = makeTestStore({ cookies: { dh_session: '1' } });
    sessionApi.refreshSession.mockRejectedValue(new Error('revoked'));

    await store.dispatch(restoreSession());

    expect(sessionApi.fetchProfile).not.toHaveBeenCalled();
    expect(cookies.has('dh_session')).toBe(false);
    expect(store.getState().auth).toMatchObject({ isReady: true, isLoggedIn: false, hasRefreshSession: false });
  });
});

describe('profile failure and the one refresh attempt', () => {
  it('signs in with the refresh token, stores the new tokens and loads the profile again', async () => {
    const { store, sessionApi, cookies } = makeTestStore({ cookies: SIGNED_IN_COOKIES });
    sessionApi.fetchProfile
      .mockRejectedValueOnce(new Error('401'))
      .mockResolvedValueOnce(createCustomerProfile({ email: 'back@example.com' }));
    sessionApi.refreshSession.mockResolvedValue(
      createSignInResponse({ access_token: 'access-2' }),
    );

    await store.dispatch(restoreSession());

    expect(sessionApi.refreshSession).toHaveBeenCalledOnce();
    expect(sessionApi.fetchProfile).toHaveBeenCalledTimes(2);
    expect(store.getState().auth).toMatchObject({
      accessToken: 'access-2',
      hasRefreshSession: true,
      isLoggedIn: true,
      isReady: true,
    });
    expect(store.getState().auth.userProfile?.email).toBe('back@example.com');
    expect(cookies.get('token')).toBe('access-2');
  });

  it('makes only one refresh attempt when the profile fails again after it, and clears the session', async () => {
    const { store, sessionApi, cookies } = makeTestStore({ cookies: SIGNED_IN_COOKIES });
    sessionApi.fetchProfile.mockRejectedValue(new Error('500'));
    sessionApi.refreshSession.mockResolvedValue(createSignInResponse());

    await store.dispatch(restoreSession());

    expect(sessionApi.refreshSession).toHaveBeenCalledTimes(1);
    expect(sessionApi.fetchProfile).toHaveBeenCalledTimes(2);
    expect(store.getState().auth).toMatchObject({ accessToken: null, hasRefreshSession: false, isLoggedIn: false, isReady: true });
    expect(cookies.has('token')).toBe(false);
    expect(cookies.has('dh_session')).toBe(false);
  });

  it('never makes a second refresh attempt in the same page, even after the first one worked', async () => {
    const { store, sessionApi } = makeTestStore({ cookies: SIGNED_IN_COOKIES });
    sessionApi.fetchProfile.mockRejectedValueOnce(new Error('401')).mockResolvedValueOnce(createCustomerProfile());
    sessionApi.refreshSession.mockResolvedValue(createSignInResponse());
    await store.dispatch(restoreSession());
    expect(store.getState().auth.isLoggedIn).toBe(true);

    sessionApi.fetchProfile.mockRejectedValue(new Error('401'));
    await store.dispatch(loadProfile());

    expect(sessionApi.refreshSession).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it('shares the one attempt between profile loads that fail at the same time', async () => {
    const { store, sessionApi } = makeTestStore({ cookies: SIGNED_IN_COOKIES });
    const refresh = deferred<ReturnType<typeof createSignInResponse>>();
    sessionApi.refreshSession.mockReturnValue(refresh.promise);
    sessionApi.fetchProfile
      .mockRejectedValueOnce(new Error('401'))
      .mockRejectedValueOnce(new Error('401'))
      .mockResolvedValue(createCustomerProfile());

    const first = store.dispatch(loadProfile());
    const second = store.dispatch(loadProfile());
    refresh.resolve(createSignInResponse());
    const results = await Promise.all([first.unwrap(), second.unwrap()]);

    expect(sessionApi.refreshSession).toHaveBeenCalledTimes(1);
    expect(results.map((profile) => profile?.email)).toEqual(['ada@example.com', 'ada@example.com']);
    expect(store.getState().auth.isLoggedIn).toBe(true);
  });

  it('clears the session when the refresh sign-in fails: tokens, profile, flags and cookies', async () => {
    const { store, sessionApi, cookies } = makeTestStore({ cookies: SIGNED_IN_COOKIES });
    sessionApi.fetchProfile.mockRejectedValue(new Error('401'));
    sessionApi.refreshSession.mockRejectedValue(new Error('revoked'));

    await store.dispatch(restoreSession());

    expect(store.getState().auth).toMatchObject({
      accessToken: null,
      hasRefreshSession: false,
      userProfile: null,
      isLoggedIn: false,
      isEpp: false,
      isNewUser: false,
      paymentInfo: null,
      isReady: true,
    });
    expect(cookies.has('token')).toBe(false);
    expect(cookies.has('dh_session')).toBe(false);
  });

  it('clears the session without a refresh attempt when no refresh token is stored', async () => {
    const { store, sessionApi, cookies } = makeTestStore({ cookies: { token: 'access-old' } });
    sessionApi.fetchProfile.mockRejectedValue(new Error('401'));

    await store.dispatch(restoreSession());

    expect(sessionApi.refreshSession).not.toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ accessToken: null, isLoggedIn: false, isReady: true });
    expect(cookies.has('token')).toBe(false);
  });

  it('gives every store its own refresh attempt', async () => {
    for (let page = 0; page < 2; page += 1) {
      const { store, sessionApi } = makeTestStore({ cookies: SIGNED_IN_COOKIES });
      sessionApi.fetchProfile.mockRejectedValueOnce(new Error('401')).mockResolvedValueOnce(createCustomerProfile());
      sessionApi.refreshSession.mockResolvedValue(createSignInResponse());

      await store.dispatch(restoreSession());

      expect(sessionApi.refreshSession).toHaveBeenCalledTimes(1);
      expect(store.getState().auth.isLoggedIn).toBe(true);
    }
  });

  it('keeps the bulk-mode preference when the session is cleared', async () => {
    const { store, sessionApi } = makeTestStore({ cookies: { token: 'access-old' } });
    store.dispatch(setModeBulk(false));
    sessionApi.fetchProfile.mockRejectedValue(new Error('401'));

    await store.dispatch(restoreSession());

    expect(store.getState().auth.modeBulk).toBe(false);
  });
});

describe('login', () => {
  it('stores the tokens before loading the profile, and the cart id only after it', async () => {
    const { store, sessionApi, cookies } = makeTestStore();
    const seenAtProfileFetch: { token?: string; stateToken: string | null; cartId?: string }[] = [];
    sessionApi.fetchProfile.mockImplementation(async () => {
      seenAtProfileFetch.push({
        token: cookies.get('token'),
        stateToken: store.getState().auth.accessToken,
        cartId: cookies.get('CART_ID'),
      });
      return createCustomerProfile();
    });

    await store.dispatch(login(createSignInResponse({ cart_id: 'cart-42' })));

    expect(seenAtProfileFetch).toEqual([{ token: 'access-new', stateToken: 'access-new', cartId: undefined }]);
    expect(cookies.get('CART_ID')).toBe('cart-42');
    expect(store.getState().checkout.cartId).toBe('cart-42');
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, isReady: true, hasRefreshSession: true });
  });

  it('marks a first sign-in as a new user', async () => {
    const { store, sessionApi } = makeTestStore();
    sessionApi.fetchProfile.mockResolvedValue(createCustomerProfile());

    await store.dispatch(login(createSignInResponse({ first_time: true })));

    expect(store.getState().auth.isNewUser).toBe(true);
  });

  it('marks an employee-programme user as EPP from the company on the profile', async () => {
    const { store, sessionApi } = makeTestStore();
    sessionApi.fetchProfile.mockResolvedValue(createCustomerProfile({ company: { id: 9, name: 'Acme' } }));

    await store.dispatch(login(createSignInResponse()));

    expect(store.getState().auth.isEpp).toBe(true);
  });

  it('resolves to the loaded profile', async () => {
    const { store, sessionApi } = makeTestStore();
    sessionApi.fetchProfile.mockResolvedValue(createCustomerProfile({ email: 'me@example.com' }));

    const profile = await store.dispatch(login(createSignInResponse())).unwrap();

    expect(profile?.email).toBe('me@example.com');
  });
});

describe('logout', () => {
  async function signedInStore() {
    const made = makeTestStore({ cookies: { ...SIGNED_IN_COOKIES, CART_ID: 'cart-account' } });
    made.sessionApi.fetchProfile.mockResolvedValue(createCustomerProfile({ company: { id: 3 } }));
    await made.store.dispatch(restoreSession());
    return made;
  }

  it('clears the session and adopts the cart id the server returns', async () => {
    const { store, sessionApi, cookies } = await signedInStore();
    sessionApi.signOut.mockResolvedValue({ cart_id: 'cart-guest' });

    await store.dispatch(logout());

    expect(store.getState().auth).toMatchObject({ isLoggedIn: false, isEpp: false, userProfile: null, accessToken: null });
    expect(cookies.has('token')).toBe(false);
    expect(cookies.get('CART_ID')).toBe('cart-guest');
    expect(store.getState().checkout.cartId).toBe('cart-guest');
  });

  it('keeps the current cart when the server returns none', async () => {
    const { store, sessionApi } = await signedInStore();
    sessionApi.signOut.mockResolvedValue({});

    await store.dispatch(logout());

    expect(store.getState().checkout.cartId).toBe('cart-account');
  });

  it('signs out of this browser even when the sign-out call fails', async () => {
    const { store, cookies } = await signedInStore();

    await store.dispatch(logout());

    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(cookies.has('dh_session')).toBe(false);
  });

  it('is not undone by a profile answer that arrives after it', async () => {
    const { store, sessionApi } = await signedInStore();
    const lateProfile = deferred<ReturnType<typeof createCustomerProfile>>();
    sessionApi.fetchProfile.mockReturnValue(lateProfile.promise);
    sessionApi.signOut.mockResolvedValue({});

    const loading = store.dispatch(loadProfile());
    await store.dispatch(logout());
    lateProfile.resolve(createCustomerProfile());
    await loading;

    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(store.getState().auth.userProfile).toBeNull();
  });
});

describe('answers that arrive after the session changed', () => {
  it('a sign-out while the refresh sign-in is out is not undone by its tokens', async () => {
    const { store, sessionApi, cookies } = makeTestStore({ cookies: SIGNED_IN_COOKIES });
    const refresh = deferred<ReturnType<typeof createSignInResponse>>();
    sessionApi.fetchProfile.mockRejectedValueOnce(new Error('401')).mockResolvedValue(createCustomerProfile());
    sessionApi.refreshSession.mockReturnValue(refresh.promise);
    sessionApi.signOut.mockResolvedValue({});

    const restoring = store.dispatch(restoreSession());
    await vi.waitFor(() => expect(sessionApi.refreshSession).toHaveBeenCalled());
    await store.dispatch(logout());
    refresh.resolve(createSignInResponse());
    await restoring;

    expect(store.getState().auth).toMatchObject({ isLoggedIn: false, accessToken: null, isReady: true });
    expect(cookies.has('token')).toBe(false);
    expect(sessionApi.fetchProfile).toHaveBeenCalledTimes(1);
  });

  it('a sign-in while the refresh sign-in is out is not cleared when the refresh fails', async () => {
    const { store, sessionApi } = makeTestStore({ cookies: SIGNED_IN_COOKIES });
    const refresh = deferred<ReturnType<typeof createSignInResponse>>();
    sessionApi.fetchProfile.mockRejectedValueOnce(new Error('401')).mockResolvedValue(createCustomerProfile());
    sessionApi.refreshSession.mockReturnValue(refresh.promise);

    const restoring = store.dispatch(restoreSession());
    await vi.waitFor(() => expect(sessionApi.refreshSession).toHaveBeenCalled());
    await store.dispatch(login(createSignInResponse({ access_token: 'access-fresh' })));
    refresh.reject(new Error('revoked'));
    await restoring;

    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, accessToken: 'access-fresh' });
  });

  it('a sign-in while an old profile load is failing keeps the new session and the refresh attempt', async () => {
    const { store, sessionApi, cookies } = makeTestStore({ cookies: { token: 'access-old' } });
    const oldProfile = deferred<ReturnType<typeof createCustomerProfile>>();
    sessionApi.fetchProfile.mockReturnValueOnce(oldProfile.promise).mockResolvedValue(createCustomerProfile());

    const restoring = store.dispatch(restoreSession());
    await store.dispatch(login(createSignInResponse({ access_token: 'access-fresh' })));
    oldProfile.reject(new Error('401'));
    await restoring;

    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, accessToken: 'access-fresh' });
    expect(cookies.get('token')).toBe('access-fresh');
    // The old session's failure must not spend the page's one refresh attempt.
    expect(sessionApi.refreshSession).not.toHaveBeenCalled();
  });
});

describe('payment setting', () => {
  it('stores the payment setting and drops it with the session', async () => {
    const { store, sessionApi } = makeTestStore({ cookies: SIGNED_IN_COOKIES });
    sessionApi.fetchProfile.mockResolvedValue(createCustomerProfile());
    sessionApi.fetchPaymentSetting.mockResolvedValue({ saved_card_last4: '4242' });
    sessionApi.signOut.mockResolvedValue({});
    await store.dispatch(restoreSession());

    await store.dispatch(loadPaymentSetting());
    expect(store.getState().auth.paymentInfo).toEqual({ saved_card_last4: '4242' });

    await store.dispatch(logout());
    expect(store.getState().auth.paymentInfo).toBeNull();
  });

  it('rejects when the payment setting cannot be loaded', async () => {
    const { store } = makeTestStore();

    await expect(store.dispatch(loadPaymentSetting()).unwrap()).rejects.toThrow('not stubbed');
  });
});
