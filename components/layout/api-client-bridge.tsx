import { useRouter } from 'next/router';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { useApiClientSession } from '@/services/use-api-client-session';
import { useAppStore } from '@/store/hooks';
import { selectAccessToken } from '@/store/slices/auth-slice';

/**
 * Gives the API client the store's access token and the router's locale (services/
 * use-api-client-session.ts). Rendered first inside the store provider, so its effect runs
 * before any page effect calls the API.
 */
export function ApiClientBridge() {
  const store = useAppStore();
  const { locale } = useRouter();
  useApiClientSession({ getAccessToken: () => selectAccessToken(store.getState()) ?? undefined, locale: locale ?? DEFAULT_LOCALE });
  return null;
}
