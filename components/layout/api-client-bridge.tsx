import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { configureApiClient } from '@/services/api-client-config';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { useAppStore } from '@/store/hooks';
import { selectAccessToken } from '@/store/slices/auth-state';
import { readAccessTokenCookie } from '@/lib/storage/access-token-cookie';

/** Layout effects in the browser (SWR starts its fetches in layout effects); nothing runs on the server. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Hands the API client getters for the current access token and locale (spec §7: bearer token
 * and location header on every call). Getters read the store and the router at call time, so
 * the client never sends a token or locale that has since changed. Rendered first inside the
 * store provider: effects run in tree order, so these run before any page effect calls the API.
 * Imports api-client-config, not api-client, to keep axios out of the first-load bundle.
 * Layout effects, not passive ones: SWR starts its fetches in layout effects, so a passive effect
 * would let the first fetch of a page (or the first after a language switch) go out with the
 * previous locale (the cart's add-on deals came back in English on /de-DE/cart).
 */
export function ApiClientBridge() {
  const store = useAppStore();
  const { locale } = useRouter();
  const localeRef = useRef(locale ?? DEFAULT_LOCALE);

  useBrowserLayoutEffect(() => {
    localeRef.current = locale ?? DEFAULT_LOCALE;
  }, [locale]);

  useBrowserLayoutEffect(() => {
    configureApiClient({
      // Before the deferred store has restored the session, the session's own cookie speaks for it.
      // The store writes and clears that cookie with the token, so the two differ only before then.
      getAccessToken: () => selectAccessToken(store.getState()) ?? readAccessTokenCookie(),
      getLocale: () => localeRef.current,
    });
  }, [store]);

  return null;
}
