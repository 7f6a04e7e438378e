import { useEffect, useRef } from 'react';
import { configureApiClient } from '@/services/api-client-config';

/**
 * Hands the API client getters for the current access token and locale (spec §7: bearer token
 * and location header on every call). The getters read at call time, so the client never sends a
 * token or locale that has since changed. The caller renders first inside the store provider:
 * effects run in tree order, so this one runs before any page effect calls the API. Imports
 * api-client-config, not api-client, to keep axios out of the first-load bundle.
 */
export function useApiClientSession(session: { getAccessToken: () => string | undefined; locale: string }): void {
  const latest = useRef(session);

  useEffect(() => {
    latest.current = session;
  });

  useEffect(() => {
    configureApiClient({
      getAccessToken: () => latest.current.getAccessToken(),
      getLocale: () => latest.current.locale,
    });
  }, []);
}
