import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** Spec §7: the API base when NEXT_PUBLIC_API_BASE is not set (the app's own API routes). */
export const DEFAULT_API_BASE = '/api';

/**
 * What the client needs from the running app. Getters rather than values, so the client always
 * sends the token and locale of the moment without importing the Redux store (design §2 arrows).
 */
export interface ApiClientConfig {
  getAccessToken: () => string | undefined;
  getLocale: () => string;
  /** Where the API lives; an absolute origin is needed outside the browser (tests, scripts). */
  baseUrl: string;
}

export function apiBaseFromEnv(): string {
  // Read through the literal name so Next inlines the value into the browser bundle.
  const fromEnv = process.env.NEXT_PUBLIC_API_BASE;
  return fromEnv && fromEnv.trim() !== '' ? fromEnv : DEFAULT_API_BASE;
}

function defaults(): ApiClientConfig {
  return { getAccessToken: () => undefined, getLocale: () => DEFAULT_LOCALE, baseUrl: apiBaseFromEnv() };
}

let current: ApiClientConfig = defaults();

/**
 * Called once by the app when its store exists. Options left out fall back to the defaults
 * (no token, en-US, base from the environment), so calling it with `{}` resets the client.
 */
export function configureApiClient(config: Partial<ApiClientConfig>): void {
  current = { ...defaults(), ...config };
}

export function currentApiClientConfig(): Readonly<ApiClientConfig> {
  return current;
}
