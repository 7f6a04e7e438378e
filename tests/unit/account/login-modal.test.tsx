// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginModal } from '@/components/layout/login-modal';
import { openModal } from '@/store/slices/modals-slice';
import { createCustomerProfile, createSignInResponse, makeTestStore } from '../store/support/session-builders';
import { resetRouter, router } from '../layout/router-mock';
import { accountCalls, mockAccountService, resetAccountCalls, warmAccountService } from './support/account-service-mock';
import { renderAccount } from './support/render-account';

vi.mock('@/services/account-service', async (importOriginal) => mockAccountService(await importOriginal()));
vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);

function openLoginModal(redirectTo?: string) {
  const harness = makeTestStore();
  harness.sessionApi.fetchProfile.mockResolvedValue(createCustomerProfile({ fullname: 'Ada Lovelace' }));
  harness.store.dispatch(openModal({ name: 'login', data: redirectTo ? { redirectTo } : {} }));
  renderAccount(<LoginModal />, harness.store);
  return harness;
}

beforeAll(warmAccountService);
beforeEach(() => {
  resetAccountCalls();
  resetRouter({ pathname: '/standing-desks', asPath: '/standing-desks' });
  window.sessionStorage.clear();
});
afterEach(cleanup);

describe('login modal (spec §2 layout modals)', () => {
  it('is a labelled dialog that starts with the e-mail field focused', async () => {
    openLoginModal();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Deskhaus' });
    expect(dialog).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email address')));
  });

  it('signs in with the e-mail and code steps without leaving the page, then closes', async () => {
    accountCalls.sendLoginVerification.mockResolvedValue({ sent: true, resendAfterSeconds: 60 });
    accountCalls.signInWithCode.mockResolvedValue(createSignInResponse());
    const { store } = openLoginModal();

    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in code' }));
    fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: '123456' } });

    await waitFor(() => expect(store.getState().modals.login.visible).toBe(false));
    expect(store.getState().auth.isLoggedIn).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('goes on to the page the action asked for, if it is on this site', async () => {
    accountCalls.sendLoginVerification.mockResolvedValue({ sent: true, resendAfterSeconds: 60 });
    accountCalls.signInWithCode.mockResolvedValue(createSignInResponse());
    openLoginModal('/customer/your-orders');

    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in code' }));
    fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: '123456' } });

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/customer/your-orders'));
  });

  it('closes with its close button and forgets its data', async () => {
    const { store } = openLoginModal('/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Close sign-in' }));
    expect(store.getState().modals.login).toEqual({ visible: false, data: null });
  });
});
