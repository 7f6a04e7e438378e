import { isApiError } from '@/services/api-error';

/** What the shopper was doing when a call failed: the same HTTP answer means different things. */
export type AccountAction = 'send' | 'code' | 'link' | 'social' | 'session';

/**
 * The `account` translation key telling the shopper what went wrong, in their words. The
 * server's own message is never shown: it is English and written for developers.
 */
export function accountErrorKey(error: unknown, action: AccountAction): string {
  if (!isApiError(error)) return 'errors.unknown';
  if (error.httpStatus === 429) return action === 'send' ? 'errors.tooManyRequests' : 'errors.tooManyAttempts';
  // 422: the code exists but can no longer be used (expired, already used, out of tries).
  if (error.httpStatus === 422 && action === 'code') return 'errors.codeExpired';
  switch (error.kind) {
    case 'cannot-connect':
    case 'timeout':
      return 'errors.offline';
    case 'server-error':
      return 'errors.server';
    case 'cancelled':
      return 'errors.unknown';
    case 'rejected':
    case 'unauthorized':
    case 'forbidden':
    case 'not-found':
    case 'bad-data':
      return REFUSED_KEY[action];
    default:
      return 'errors.unknown';
  }
}

const REFUSED_KEY: Readonly<Record<AccountAction, string>> = {
  send: 'errors.emailRefused',
  code: 'errors.codeRefused',
  link: 'errors.linkRefused',
  social: 'errors.socialRefused',
  session: 'errors.sessionFailed',
};
