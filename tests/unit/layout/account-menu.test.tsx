// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { AccountMenu } from '@/components/layout/account-menu';
import { makeStore } from '@/store/make-store';
import { initialAuthState } from '@/store/slices/auth-slice';
import type { CustomerProfile } from '@/store/session-types';
import { renderWithShell } from './render-with-shell';
import { resetRouter } from './router-mock';

vi.mock('next/router', async () => (await import('./router-mock')).nextRouterModule);

const profile: CustomerProfile = {
  email: 'anna.keller@example.com',
  fullname: 'Anna Maria Keller',
  address: '',
  apartment_suite: '',
  city: '',
  state: '',
  zip_code: '',
  country: 'US',
  phone: '',
};

function signedInStore() {
  return makeStore({ preloadedState: { auth: { ...initialAuthState, isReady: true, isLoggedIn: true, userProfile: profile } } });
}

describe('account menu', () => {
  it('offers "Sign in" to a shopper who is not signed in', () => {
    renderWithShell(<AccountMenu />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(/^\/sign-in/);
  });

  beforeEach(() => resetRouter());
  afterEach(cleanup);

  it('greets a signed-in shopper by first name and lists orders, profile and sign-out', async () => {
    renderWithShell(<AccountMenu />, { store: signedInStore() });
    // The signed-in menu loads on its own (decision 0056).
    const trigger = await screen.findByRole('button', { name: /Anna$/ }, { timeout: 10_000 });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(trigger);

    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByRole('link', { name: 'Your orders' }).getAttribute('href')).toBe('/customer/your-orders');
    expect(within(panel).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/customer/profile');
    expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    renderWithShell(<AccountMenu />, { store: signedInStore() });
    const trigger = await screen.findByRole('button', { name: /Anna$/ }, { timeout: 10_000 });
    fireEvent.click(trigger);

    fireEvent.keyDown(document, { key: 'Escape' });

    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });
});
