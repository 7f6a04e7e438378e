// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { OtpView } from '@/components/account/otp-view';
import { createCustomerProfile, createSignInResponse, makeTestStore } from '../store/support/session-builders';
import { resetRouter, router } from '../layout/router-mock';
import { accountCalls, mockAccountService, resetAccountCalls, warmAccountService } from './support/account-service-mock';
import { httpError } from './support/api-errors';
import { renderAccount } from './support/render-account';

vi.mock('@/services/account-service', async (importOriginal) => mockAccountService(await importOriginal()));
vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);

function setUp() {
  const harness = makeTestStore();
  harness.sessionApi.fetchProfile.mockResolvedValue(createCustomerProfile({ fullname: 'Ada Lovelace' }));
  renderAccount(<OtpView />, harness.store);
  return harness;
}

beforeAll(warmAccountService);
beforeEach(() => {
  resetAccountCalls();
  resetRouter({ pathname: '/otp' });
});
afterEach(cleanup);

describe('/otp with a link from the e-mail', () => {
  it('signs in by itself, once even though strict mode runs effects twice, and returns to ?next', async () => {
    router.query = { email: 'ada@example.com', token: 'link-token-1234567890', next: '/customer/profile' };
    accountCalls.signInWithMagicLink.mockResolvedValue(createSignInResponse());

    const { store } = setUp();

    expect(screen.getByRole('status').textContent).toContain('Checking your sign-in link');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/customer/profile'));
    expect(accountCalls.signInWithMagicLink).toHaveBeenCalledTimes(1);
    expect(accountCalls.signInWithMagicLink.mock.calls[0]?.slice(0, 2)).toEqual(['ada@example.com', 'link-token-1234567890']);
    expect(store.getState().auth.isLoggedIn).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('You are signed in');
  });

  it('goes home when ?next leads off the site', async () => {
    router.query = { email: 'ada@example.com', token: 'link-token-1234567890', next: 'https://evil.example' };
    accountCalls.signInWithMagicLink.mockResolvedValue(createSignInResponse());
    setUp();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  });

  it('says when a link is spent and offers the code step for the same e-mail instead', async () => {
    router.query = { email: 'ada@example.com', token: 'link-token-1234567890' };
    accountCalls.signInWithMagicLink.mockRejectedValue(httpError(422));
    const { store } = setUp();

    expect((await screen.findByRole('alert')).textContent).toContain('This sign-in link has expired or was already used.');
    expect(store.getState().auth.isLoggedIn).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Enter a code instead' }));
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/otp', query: { email: 'ada@example.com' } });
  });
});

describe('/otp without a link', () => {
  it('shows the code step for the e-mail in the address', () => {
    router.query = { email: 'ada@example.com' };
    setUp();
    expect(screen.getByLabelText('6-digit code')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });

  it('sends a visitor without an e-mail back to sign in, keeping ?next', () => {
    router.query = { next: '/customer/profile' };
    setUp();
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/sign-in?next=%2Fcustomer%2Fprofile');
  });
});
