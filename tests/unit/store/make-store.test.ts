import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/make-store';
import { setUserProfile } from '@/store/slices/auth-slice';
import { setCartId } from '@/store/slices/checkout-slice';
import { openModal } from '@/store/slices/modals-slice';
import { pushToast } from '@/store/slices/ui-slice';
import { restoreSession } from '@/store/thunks/session-thunks';
import { createCustomerProfile, createSignInResponse, makeTestStore } from './support/session-builders';

describe('makeStore', () => {
  it('holds every slice of the client state', () => {
    expect(Object.keys(makeStore().getState()).sort()).toEqual([
      'auth',
      'checkout',
      'giftCard',
      'liveChat',
      'modals',
      'supportChat',
      'ui',
    ]);
  });

  it('makes stores that share no state', () => {
    const first = makeStore();
    const second = makeStore();

    first.dispatch(setUserProfile(createCustomerProfile()));
    first.dispatch(setCartId('cart-1'));
    first.dispatch(openModal({ name: 'login' }));
    first.dispatch(pushToast({ kind: 'info', message: 'hello' }));

    expect(second.getState()).toEqual(makeStore().getState());
    expect(second.getState().auth.isLoggedIn).toBe(false);
  });

  it('starts from the preloaded state given', () => {
    const store = makeStore({ preloadedState: { auth: { ...makeStore().getState().auth, modeBulk: false } } });
    expect(store.getState().auth.modeBulk).toBe(false);
  });

  it('gives each store its own session gate, so one page restoring does not stop another', async () => {
    const first = makeTestStore({ cookies: { token: 'a', dh_session: '1' } });
    const second = makeTestStore({ cookies: { token: 'a', dh_session: '1' } });
    for (const { sessionApi } of [first, second]) {
      sessionApi.fetchProfile.mockRejectedValueOnce(new Error('401')).mockResolvedValue(createCustomerProfile());
      sessionApi.refreshSession.mockResolvedValue(createSignInResponse());
    }

    await first.store.dispatch(restoreSession());
    await second.store.dispatch(restoreSession());

    expect(second.sessionApi.fetchProfile).toHaveBeenCalledTimes(2);
    expect(second.sessionApi.refreshSession).toHaveBeenCalledTimes(1);
    expect(second.store.getState().auth.isLoggedIn).toBe(true);
  });
});
