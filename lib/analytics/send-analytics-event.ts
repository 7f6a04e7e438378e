import { LOCAL_KEYS } from '@/lib/constants/storage-keys';
import { browserLocalStorage, readStored } from '@/lib/storage/expiring-storage';

/*
 * The envelope shared by the analytics events of spec §7 (event_name, event_timestamp, data with
 * the session and web_info) and their one sender. The store has no analytics client yet (the
 * analytics issue brings one, with the geolocation enrichment and the secret); until then an
 * event goes to NEXT_PUBLIC_ANALYTICS_URL when that is set, and is always announced on window
 * as a `dh:analytics` event, which is where a tag or a test can read it.
 */

export interface AnalyticsWebInfo {
  url: string;
  referrer: string;
  user_agent: string;
  screen_width: number;
  screen_height: number;
  viewport_width: number;
  viewport_height: number;
}

export interface AnalyticsContext {
  session_id: string | null;
  user_id: string | null;
  user_pseudo_id: string | null;
  platform: 'web';
  web_info: AnalyticsWebInfo;
}

export type AnalyticsParam = { key: string; value: string | number };

/** Who and where: the analytics ids (non-essential storage, so absent without consent) and the page. */
export function analyticsContext(): AnalyticsContext {
  const analyticsStorage = browserLocalStorage('non-essential');
  return {
    session_id: readStored<string>(analyticsStorage, LOCAL_KEYS.SESSION_ID) ?? null,
    user_id: null,
    user_pseudo_id: readStored<string>(analyticsStorage, LOCAL_KEYS.ANONYMOUS_USER_ID) ?? null,
    platform: 'web',
    web_info:
      typeof window === 'undefined'
        ? { url: '', referrer: '', user_agent: '', screen_width: 0, screen_height: 0, viewport_width: 0, viewport_height: 0 }
        : {
            url: window.location.href,
            referrer: document.referrer,
            user_agent: navigator.userAgent,
            screen_width: window.screen.width,
            screen_height: window.screen.height,
            viewport_width: window.innerWidth,
            viewport_height: window.innerHeight,
          },
  };
}

/** An event of spec §7 that carries only key/value parameters (History_user_buy, the order actions). */
export interface ParamsAnalyticsEvent<Name extends string = string> {
  event_name: Name;
  event_timestamp: number;
  data: AnalyticsContext & { event_params: AnalyticsParam[] };
}

export function buildParamsEvent<Name extends string>(eventName: Name, params: AnalyticsParam[], now: number = Date.now()): ParamsAnalyticsEvent<Name> {
  return { event_name: eventName, event_timestamp: now, data: { ...analyticsContext(), event_params: params } };
}

/** Builds and sends a parameters-only event; storage or screen reads that throw (privacy modes) are ignored too. */
export function sendParamsEvent(eventName: string, params: AnalyticsParam[]): void {
  if (typeof window === 'undefined') return;
  try {
    sendAnalyticsEvent(buildParamsEvent(eventName, params));
  } catch {
    // Tracking never breaks the page it measures.
  }
}

/** Announces and sends an event; like all analytics (spec §8), a failure is ignored. */
export function sendAnalyticsEvent(event: { event_name: string }): void {
  if (typeof window === 'undefined') return;
  try {
    window.dispatchEvent(new CustomEvent('dh:analytics', { detail: event }));
    const endpoint = process.env.NEXT_PUBLIC_ANALYTICS_URL;
    if (endpoint) {
      void fetch(endpoint, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(event) }).catch(() => undefined);
    }
  } catch {
    // Tracking never breaks the page it measures.
  }
}
