// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SignInView } from '@/components/account/sign-in-view';
import { initialAuthState } from '@/store/slices/auth-slice';
import { createCustomerProfile, makeTestStore } from '../store/support/session-builders';
import { resetRouter, router } from '../layout/router-mock';
import { accountCalls, mockAccountService, resetAccountCalls, warmAccountService } from './support/account-service-mock';
import { renderAccount } from './support/render-account';

vi.mock('@/services/account-service', async (importOriginal) => mockAccountService(await importOriginal()));
vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);

beforeAll(warmAccountService);
beforeEach(() => {
  resetAccountCalls();
  resetRouter({ pathname: '/sign-in', query: { next: '/customer/profile' } });
  window.sessionStorage.clear();
});
afterEach(cleanup);

describe('/sign-in and /sign-up', () => {
  it('sends the code and moves on to /otp, carrying ?next along', async () => {
    accountCalls.sendLoginVerification.mockResolvedValue({ sent: true, resendAfterSeconds: 60 });
    renderAccount(<SignInView mode="sign-in" />, makeTestStore({ preloadedState: { auth: { ...initialAuthState, isReady: true } } }).store);

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in code' }));

    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith({ pathname: '/otp', query: { email: 'ada@example.com', next: '/customer/profile' } }),
    );
  });

  it('words the page for a new shopper on /sign-up and links across, keeping ?next', () => {
    renderAccount(<SignInView mode="sign-up" />, makeTestStore().store);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your account');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in?next=%2Fcustomer%2Fprofile');
  });

  it('lets the help panel send the code for the address typed in the form', async () => {
    accountCalls.sendLoginVerification.mockResolvedValue({ sent: true, resendAfterSeconds: 60 });
    renderAccount(<SignInView mode="sign-in" />, makeTestStore().store);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code and link' }));
    await waitFor(() => expect(accountCalls.sendLoginVerification).toHaveBeenCalledWith('ada@example.com'));
  });

  it('sends a shopper who is already signed in straight on to ?next', () => {
    const auth = { ...initialAuthState, isReady: true, isLoggedIn: true, userProfile: createCustomerProfile() };
    renderAccount(<SignInView mode="sign-in" />, makeTestStore({ preloadedState: { auth } }).store);
    expect(router.replace).toHaveBeenCalledWith('/customer/profile');
  });

  it('reads in French on the French store', () => {
    renderAccount(<SignInView mode="sign-in" />, makeTestStore().store, { locale: 'fr-FR' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connexion à Deskhaus');
    expect(screen.getByLabelText('Adresse e-mail')).toBeTruthy();
  });
});
