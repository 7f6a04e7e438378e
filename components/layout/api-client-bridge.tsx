import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { configureApiClient } from '@/services/api-client-config';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { useAppStore } from '@/store/hooks';
import { selectAccessToken } from '@/store/slices/auth-slice';

/**
 * Hands the API client getters for the current access token and locale (spec §7: bearer token
 * and location header on every call). Getters read the store and the router at call time, so
 * the client never sends a token or locale that has since changed. Rendered first inside the
 * store provider: effects run in tree order, so this one runs before any page effect calls the API.
 * Imports api-client-config, not api-client, to keep axios out of the first-load bundle.
 */
export function ApiClientBridge() {
  const store = useAppStore();
  const { locale } = useRouter();
  const localeRef = useRef(locale ?? DEFAULT_LOCALE);

  useEffect(() => {
    localeRef.current = locale ?? DEFAULT_LOCALE;
  }, [locale]);

  useEffect(() => {
    configureApiClient({
      getAccessToken: () => selectAccessToken(store.getState()) ?? undefined,
      getLocale: () => localeRef.current,
    });
  }, [store]);

  return null;
}
