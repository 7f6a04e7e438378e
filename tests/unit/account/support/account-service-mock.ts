import { vi } from 'vitest';
import type * as AccountService from '@/services/account-service';

/**
 * Stand-ins for the account service's network calls. Use with
 *   vi.mock('@/services/account-service', async (importOriginal) =>
 *     mockAccountService(await importOriginal()));
 * The pure helpers (retryAfterSecondsOf) stay real.
 */
export const accountCalls = {
  sendLoginVerification: vi.fn<typeof AccountService.sendLoginVerification>(),
  signInWithCode: vi.fn<typeof AccountService.signInWithCode>(),
  signInWithMagicLink: vi.fn<typeof AccountService.signInWithMagicLink>(),
  signInWithSocialToken: vi.fn<typeof AccountService.signInWithSocialToken>(),
  updateProfile: vi.fn<typeof AccountService.updateProfile>(),
  confirmEmailChange: vi.fn<typeof AccountService.confirmEmailChange>(),
};

export function mockAccountService(actual: typeof AccountService): typeof AccountService {
  return { ...actual, ...accountCalls };
}

export function resetAccountCalls(): void {
  for (const call of Object.values(accountCalls)) call.mockReset();
}

/**
 * Components import the service on first use; loading it once up front keeps the first test of
 * a file from waiting on module transformation (slow on a busy machine) instead of the UI.
 */
export async function warmAccountService(): Promise<void> {
  await import('@/services/account-service');
}
