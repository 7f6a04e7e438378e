// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CodeStepForm } from '@/components/account/code-step-form';
import { createCustomerProfile, createSignInResponse, makeTestStore } from '../store/support/session-builders';
import { accountCalls, mockAccountService, resetAccountCalls, warmAccountService } from './support/account-service-mock';
import { httpError } from './support/api-errors';
import { renderAccount } from './support/render-account';

vi.mock('@/services/account-service', async (importOriginal) => mockAccountService(await importOriginal()));
vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);

const EMAIL = 'ada@example.com';

function setUp() {
  const harness = makeTestStore();
  harness.sessionApi.fetchProfile.mockResolvedValue(createCustomerProfile({ email: EMAIL, fullname: 'Ada Lovelace' }));
  const onSignedIn = vi.fn();
  renderAccount(<CodeStepForm email={EMAIL} onSignedIn={onSignedIn} onChangeEmail={vi.fn()} />, harness.store);
  return { ...harness, onSignedIn, input: screen.getByLabelText('6-digit code') as HTMLInputElement };
}

beforeAll(warmAccountService);
beforeEach(() => {
  resetAccountCalls();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('code step', () => {
  it('offers the code as a numeric one-time-code field', () => {
    const { input } = setUp();
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('signs in as soon as a pasted code fills the six digits, and starts the session', async () => {
    const { input, store, onSignedIn } = setUp();
    accountCalls.signInWithCode.mockResolvedValue(createSignInResponse({ first_time: false }));

    fireEvent.change(input, { target: { value: 'Code: 123 456' } });

    expect(input.value).toBe('123456');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(accountCalls.signInWithCode).toHaveBeenCalledTimes(1);
    expect(accountCalls.signInWithCode.mock.calls[0]?.slice(0, 2)).toEqual([EMAIL, '123456']);
    const state = store.getState();
    expect(state.auth.isLoggedIn).toBe(true);
    expect(state.auth.accessToken).toBe('access-new');
    expect(state.checkout.cartId).toBe('cart-from-sign-in');
    expect(state.ui.toasts.map((toast) => toast.message)).toEqual(['Welcome back, Ada!']);
  });

  it('greets a new account with the welcome copy', async () => {
    const { input, store, onSignedIn } = setUp();
    accountCalls.signInWithCode.mockResolvedValue(createSignInResponse({ first_time: true }));

    fireEvent.change(input, { target: { value: '654321' } });

    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(store.getState().auth.isNewUser).toBe(true);
    expect(store.getState().ui.toasts[0]?.message).toBe('Welcome to the club, Ada! Your account is ready.');
  });

  it('says a wrong code is wrong, stays on the step and does not sign in', async () => {
    const { input, store, onSignedIn } = setUp();
    accountCalls.signInWithCode.mockRejectedValue(httpError(401));

    fireEvent.change(input, { target: { value: '000000' } });

    expect(await screen.findByText(/That code is wrong or has expired/)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it('tells the shopper to ask for a new code once the code can no longer be used (422)', async () => {
    const { input } = setUp();
    accountCalls.signInWithCode.mockRejectedValue(httpError(422));
    fireEvent.change(input, { target: { value: '000000' } });
    expect(await screen.findByText(/can no longer be used/)).toBeTruthy();
  });

  it('asks for all six digits instead of sending an incomplete code', () => {
    const { input } = setUp();
    fireEvent.change(input, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter all 6 digits of the code.')).toBeTruthy();
    expect(accountCalls.signInWithCode).not.toHaveBeenCalled();
  });

  it('shows the resend countdown and only allows a new code when it reaches zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    accountCalls.sendLoginVerification.mockResolvedValue({ sent: true, resendAfterSeconds: 60 });
    setUp();
    const resend = () => screen.getByRole('button', { name: /^Send a new code/ }) as HTMLButtonElement;
    expect(resend().disabled).toBe(false);

    await act(async () => {
      fireEvent.click(resend());
    });
    expect(accountCalls.sendLoginVerification).toHaveBeenCalledWith(EMAIL);
    expect(screen.getByRole('status').textContent).toContain('A new code and sign-in link are on their way.');
    expect(resend().disabled).toBe(true);
    expect(resend().textContent).toContain('in 1:00');

    await act(async () => {
      vi.advanceTimersByTime(45_000);
    });
    expect(resend().textContent).toContain('in 0:15');

    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(resend().disabled).toBe(false);
  });

  it('shows the server wait when a new code is refused with 429', async () => {
    accountCalls.sendLoginVerification.mockRejectedValue(httpError(429, { 'retry-after': '30' }));
    setUp();

    fireEvent.click(screen.getByRole('button', { name: /^Send a new code/ }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Please wait 0:30 before asking again.'));
    expect((screen.getByRole('button', { name: /^Send a new code/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
