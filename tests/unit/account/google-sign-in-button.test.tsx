// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { GoogleSignInButton } from '@/components/account/google-sign-in-button';
import { SOCIAL_SIGN_IN_ERRORS, requestGoogleIdToken } from '@/components/account/google-identity';
import { createCustomerProfile, createSignInResponse, makeTestStore } from '../store/support/session-builders';
import { accountCalls, mockAccountService, resetAccountCalls, warmAccountService } from './support/account-service-mock';
import { renderAccount } from './support/render-account';

vi.mock('@/services/account-service', async (importOriginal) => mockAccountService(await importOriginal()));

type FakeGoogle = { google?: { accounts?: { id?: unknown } } };

/** A stand-in for the Google Identity script: answers the prompt with `credential`. */
function googleAnswering(credential: string | undefined) {
  const win = window as Window & FakeGoogle;
  return async () => {
    win.google = {
      accounts: {
        id: {
          initialize: (options: { callback: (response: { credential?: string }) => void }) => {
            win.google!.accounts!.id = { ...(win.google!.accounts!.id as object), callback: options.callback };
          },
          prompt: () => {
            const id = win.google!.accounts!.id as { callback: (response: { credential?: string }) => void };
            id.callback({ credential });
          },
        },
      },
    };
  };
}

beforeAll(warmAccountService);
beforeEach(() => {
  resetAccountCalls();
  delete (window as Window & FakeGoogle).google;
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('Google sign-in button (spec §5, §8)', () => {
  it('explains, in the shopper language, that Google is unavailable when no client id is configured ("gapi is undefined")', async () => {
    const onSignedIn = vi.fn();
    renderAccount(<GoogleSignInButton onSignedIn={onSignedIn} identity={{ clientId: undefined }} />, makeTestStore().store);

    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Google sign-in is not available right now/);
    expect(alert.getAttribute('data-error-code')).toBe('gapi is undefined');
    expect(accountCalls.signInWithSocialToken).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('reports "gapi is undefined" when the provider script cannot load', async () => {
    const failing = requestGoogleIdToken({ clientId: 'client-1', loadScript: () => Promise.reject(new Error('blocked by CSP')) });
    await expect(failing).rejects.toMatchObject({ message: SOCIAL_SIGN_IN_ERRORS.providerUnavailable });
    const empty = requestGoogleIdToken({ clientId: 'client-1', loadScript: () => Promise.resolve() });
    await expect(empty).rejects.toMatchObject({ message: 'gapi is undefined' });
  });

  it('reports "token not found", translated, when Google answers without an id token', async () => {
    renderAccount(
      <GoogleSignInButton onSignedIn={vi.fn()} identity={{ clientId: 'client-1', loadScript: googleAnswering(undefined) }} />,
      makeTestStore().store,
      { locale: 'fr-FR' },
    );

    fireEvent.click(screen.getByRole('button', { name: 'Continuer avec Google' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Google n'a pas confirmé votre compte/);
    expect(alert.getAttribute('data-error-code')).toBe('token not found');
  });

  it('signs in with the social_token grant when Google returns an id token', async () => {
    const harness = makeTestStore();
    harness.sessionApi.fetchProfile.mockResolvedValue(createCustomerProfile());
    accountCalls.signInWithSocialToken.mockResolvedValue(createSignInResponse());
    const onSignedIn = vi.fn();
    renderAccount(<GoogleSignInButton onSignedIn={onSignedIn} identity={{ clientId: 'client-1', loadScript: googleAnswering('id.token.sig') }} />, harness.store);

    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(accountCalls.signInWithSocialToken.mock.calls[0]?.[0]).toBe('id.token.sig');
    expect(harness.store.getState().auth.isLoggedIn).toBe(true);
  });
});
