// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { RequireCustomer } from '@/components/account/require-customer';
import { initialAuthState, sessionCleared, setReady, setUserProfile } from '@/store/slices/auth-slice';
import { createCustomerProfile, makeTestStore } from '../store/support/session-builders';
import { resetRouter, router } from '../layout/router-mock';
import { renderAccount } from './support/render-account';

vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);

function renderGate(auth: Partial<typeof initialAuthState>) {
  const { store } = makeTestStore({ preloadedState: { auth: { ...initialAuthState, ...auth } } });
  renderAccount(
    <RequireCustomer>
      <p>Private: ada@example.com</p>
    </RequireCustomer>,
    store,
  );
  return store;
}

beforeEach(() => resetRouter({ pathname: '/customer/profile', asPath: '/customer/profile?tab=address' }));
afterEach(cleanup);

describe('customer-only pages (spec §6)', () => {
  it('decides nothing and shows nothing private while the session is still loading', () => {
    renderGate({ isReady: false });
    expect(screen.queryByText(/Private/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading, please wait…');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to sign in with the page to come back to', () => {
    renderGate({ isReady: true, isLoggedIn: false });
    expect(screen.queryByText(/Private/)).toBeNull();
    expect(router.replace).toHaveBeenCalledWith('/sign-in?next=%2Fcustomer%2Fprofile%3Ftab%3Daddress');
  });

  it('shows the page to a signed-in customer', () => {
    renderGate({ isReady: true, isLoggedIn: true, userProfile: createCustomerProfile() });
    expect(screen.getByText('Private: ada@example.com')).toBeTruthy();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('waits for the profile, then lets a returning customer in without a detour', () => {
    const store = renderGate({ isReady: false });
    act(() => {
      store.dispatch(setUserProfile(createCustomerProfile()));
      store.dispatch(setReady(true));
    });
    expect(screen.getByText('Private: ada@example.com')).toBeTruthy();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('hides the page and leaves when the session ends while it is open', () => {
    const store = renderGate({ isReady: true, isLoggedIn: true, userProfile: createCustomerProfile() });
    act(() => {
      store.dispatch(sessionCleared());
    });
    expect(screen.queryByText(/Private/)).toBeNull();
    expect(router.replace).toHaveBeenCalledTimes(1);
  });
});
