// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useSignInPrompt } from '@/components/account/use-sign-in-prompt';
import { initialAuthState } from '@/store/slices/auth-slice';
import { createCustomerProfile, makeTestStore } from '../store/support/session-builders';
import { renderAccount } from './support/render-account';

function SaveButton({ onAllowed }: { onAllowed: () => void }) {
  const requireSignIn = useSignInPrompt();
  return (
    <button type="button" onClick={() => requireSignIn('/customer/profile') && onAllowed()}>
      Save
    </button>
  );
}

afterEach(cleanup);

describe('customer-only actions on public pages', () => {
  it('open the login modal for a visitor, with where to go afterwards, and do not run', () => {
    const { store } = makeTestStore({ preloadedState: { auth: { ...initialAuthState, isReady: true } } });
    let ran = false;
    renderAccount(<SaveButton onAllowed={() => (ran = true)} />, store);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(ran).toBe(false);
    expect(store.getState().modals.login).toEqual({ visible: true, data: { redirectTo: '/customer/profile' } });
  });

  it('run at once for a signed-in customer', () => {
    const auth = { ...initialAuthState, isReady: true, isLoggedIn: true, userProfile: createCustomerProfile() };
    const { store } = makeTestStore({ preloadedState: { auth } });
    let ran = false;
    renderAccount(<SaveButton onAllowed={() => (ran = true)} />, store);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(ran).toBe(true);
    expect(store.getState().modals.login.visible).toBe(false);
  });
});
