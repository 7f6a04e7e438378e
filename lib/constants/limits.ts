/* Business constants and limits of spec §9 (and the timings of spec §2 and §4). */

/** Every API call gives up after 60 seconds. */
export const API_TIMEOUT_MS = 60_000;

/** The analytics session id is renewed after 15 minutes without activity. */
export const SESSION_INACTIVITY_MS = 900_000;

export const DEFAULT_DEBOUNCE_MS = 1_000;

/** Secondary widgets (chat, consent layer) load this long after the window load event (spec §2). */
export const SECONDARY_WIDGETS_DELAY_MS = 1_500;

/** Viewports: mobile below 768 px, tablet 768 to 991 px, desktop from 992 px. */
export const TABLET_MIN_WIDTH_PX = 768;
export const TABLET_MAX_WIDTH_PX = 991;
export const DESKTOP_MIN_WIDTH_PX = TABLET_MAX_WIDTH_PX + 1;

export type ViewportKind = 'mobile' | 'tablet' | 'desktop';

export function viewportKindOf(widthPx: number): ViewportKind {
  if (widthPx < TABLET_MIN_WIDTH_PX) return 'mobile';
  if (widthPx <= TABLET_MAX_WIDTH_PX) return 'tablet';
  return 'desktop';
}

/** Translation files are retried up to 5 times, waiting 350 ms and doubling each time. */
export const TRANSLATION_LOAD_RETRIES = 5;
export const TRANSLATION_RETRY_BASE_DELAY_MS = 350;

/** The wait before retry `attempt` (1-based): 350, 700, 1400, 2800, 5600 ms. */
export function translationRetryDelayMs(attempt: number): number {
  return TRANSLATION_RETRY_BASE_DELAY_MS * 2 ** Math.max(0, Math.floor(attempt) - 1);
}

/** Monitoring samples 20% of sessions for traces and 10% for session replay. */
export const MONITORING_SESSION_SAMPLE_RATE = 0.2;
export const MONITORING_REPLAY_SAMPLE_RATE = 0.1;

/** The price list the catalog reads when none is asked for. */
export const DEFAULT_CURRENCY_TYPE_CODE = 'sale';

/** Countries the store ships from and treats as home (spec §9). */
export const HOME_COUNTRIES = ['US', 'CA', 'AE'] as const;
export type HomeCountry = (typeof HOME_COUNTRIES)[number];

/** Whether an ISO country code, in any case, is a home country. */
export function isHomeCountry(country: string): boolean {
  return (HOME_COUNTRIES as readonly string[]).includes(country.trim().toUpperCase());
}

/** The store's business time zone: order dates and cut-offs are read in it. */
export const STORE_TIME_ZONE = 'America/Los_Angeles';

/** Pages are index/follow only for these countries; others are noindex/nofollow (spec §2). */
export const INDEXABLE_COUNTRIES = ['US', 'CA', 'FR', 'DE', 'GB', 'CH', 'ES', 'BE', 'PT', 'NL'] as const;
export type IndexableCountry = (typeof INDEXABLE_COUNTRIES)[number];

/** Whether an ISO country code, in any case, is indexable (the robots rule of spec §2). */
export function isIndexableCountry(country: string): boolean {
  return (INDEXABLE_COUNTRIES as readonly string[]).includes(country.trim().toUpperCase());
}
