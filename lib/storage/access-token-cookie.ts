import { COOKIE_KEYS } from '@/lib/constants/storage-keys';
import { readDocumentCookie } from './document-cookie';

/**
 * The access token's cookie, read without js-cookie or the store: what the API client sends
 * before the deferred store has loaded and restored the session (decisions 0056, 0067). The store
 * writes and clears this cookie itself, so once it has loaded the two agree.
 */
export function readAccessTokenCookie(): string | undefined {
  return readDocumentCookie(COOKIE_KEYS.TOKEN) || undefined;
}
