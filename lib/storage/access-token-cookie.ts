import { COOKIE_KEYS } from '@/lib/constants/storage-keys';

/**
 * The access token's cookie, read without js-cookie or the store: what the API client sends
 * before the deferred store has loaded and restored the session (decisions 0056, 0067). The store
 * writes and clears this cookie itself, so once it has loaded the two agree.
 */
export function readAccessTokenCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = new RegExp(`(?:^|;\\s*)${COOKIE_KEYS.TOKEN}=([^;]*)`).exec(document.cookie);
  const value = match?.[1] ? decodeURIComponent(match[1]) : '';
  return value === '' ? undefined : value;
}
