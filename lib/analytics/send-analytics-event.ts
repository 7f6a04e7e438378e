import { allowsNonEssential, readConsentFromDocument } from '@/lib/storage/consent';
import type { Tracker } from './tracker';

/*
 * The page's side of the analytics of spec §3 and §7, and the only part in the first load: it
 * announces every event on window (`dh:analytics`, where tags and tests read it) and, once the
 * shopper has accepted analytics in the consent layer (`dh_consent=all`), hands it to the
 * tracker (lib/analytics/tracker.ts), which is loaded with import() when the page is idle and
 * adds the session, batches and sends. Without consent nothing is stored or sent; the events of
 * that time are dropped, not kept for later. Every failure is ignored (spec §8).
 */

export interface AnalyticsWebInfo {
  url: string;
  referrer: string;
  user_agent: string;
  screen_width: number;
  screen_height: number;
  viewport_width: number;
  viewport_height: number;
  language?: string;
}

export interface AnalyticsContext {
  session_id: string | null;
  user_id: string | number | null;
  user_pseudo_id: string | null;
  platform: 'web';
  web_info: AnalyticsWebInfo;
}

export type AnalyticsParam = { key: string; value: string | number | boolean | null };

/** Money in minor units (cents), as the collector's contract wants it. */
export interface PendingEcommerce {
  transaction_id?: string;
  currency?: string;
  value?: number;
  shipping?: number;
  tax?: number;
  discount?: number;
}

export interface PendingItem {
  item_id: string;
  item_name?: string;
  item_category?: string;
  /** Unit price in minor units. */
  price?: number;
  quantity?: number;
}

/** An event as the page announces it; the tracker completes it into the collector's shape. */
export interface PendingAnalyticsEvent<Name extends string = string> {
  event_name: Name;
  event_timestamp: number;
  /** The page it happened on (spec §2 naming); filled in when sent. */
  page_name?: string;
  data: {
    event_params: AnalyticsParam[];
    ecommerce?: PendingEcommerce;
    items?: PendingItem[];
    web_info: AnalyticsWebInfo;
  };
}

const MAX_WAITING = 200;
let tracker: Tracker | undefined;
let loading = false;
const waiting: PendingAnalyticsEvent[] = [];
let currentUser: string | number | null = null;
let currentPage = '';
let landingPage = '';

/** The signed-in customer's id (auth state), or null when signed out. */
export function setAnalyticsUser(userId: string | number | null): void {
  currentUser = userId;
}

/** The page shown now (spec §2 naming); the first one of the page life is the landing page. */
export function setAnalyticsPage(pageName: string): void {
  currentPage = pageName;
  landingPage ||= pageName;
}

export function currentAnalyticsPage(): string {
  return currentPage;
}

/** The page the browser loaded (web vitals describe that load, whatever the route is now). */
export function landingAnalyticsPage(): string {
  return landingPage || currentPage;
}

export function analyticsAllowed(): boolean {
  return allowsNonEssential(readConsentFromDocument());
}

function webInfo(): AnalyticsWebInfo {
  if (typeof window === 'undefined') return { url: '', referrer: '', user_agent: '', screen_width: 0, screen_height: 0, viewport_width: 0, viewport_height: 0 };
  return {
    url: window.location.href,
    referrer: document.referrer,
    user_agent: navigator.userAgent,
    screen_width: window.screen.width,
    screen_height: window.screen.height,
    viewport_width: window.innerWidth,
    viewport_height: window.innerHeight,
    language: navigator.language,
  };
}

/**
 * Who and where, as the page knows it without touching the session: the ids are the tracker's
 * to keep, so they are null here and filled in when the event is sent.
 */
export function analyticsContext(): AnalyticsContext {
  return { session_id: null, user_id: currentUser, user_pseudo_id: null, platform: 'web', web_info: webInfo() };
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

function whenIdle(run: () => void): void {
  const idle = (window as { requestIdleCallback?: (fn: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

function deliver(event: PendingAnalyticsEvent): void {
  if (tracker) {
    tracker.enqueue(event);
    return;
  }
  if (waiting.length < MAX_WAITING) waiting.push(event);
  if (loading) return;
  loading = true;
  whenIdle(() => {
    import('./tracker')
      .then((module) => {
        tracker = module.startBrowserTracker(() => currentUser);
        for (const queued of waiting.splice(0)) tracker.enqueue(queued);
      })
      .catch(() => {
        loading = false; // a failed chunk load is retried with the next event
      });
  });
}

/**
 * Announces an event and, with the shopper's consent, sends it; true when it went to the
 * tracker. Like all analytics (spec §8), a failure is ignored.
 */
export function sendAnalyticsEvent(event: PendingAnalyticsEvent): boolean {
  if (typeof window === 'undefined') return false;
  try {
    window.dispatchEvent(new CustomEvent('dh:analytics', { detail: event }));
    if (!analyticsAllowed()) return false;
    deliver({ ...event, page_name: event.page_name || currentPage || undefined });
    return true;
  } catch {
    return false; // Tracking never breaks the page it measures.
  }
}

/** Builds an event of the current page with its params (and money in cents) and sends it. */
export function trackEvent(eventName: string, params: AnalyticsParam[], extra: Pick<PendingAnalyticsEvent['data'], 'ecommerce' | 'items'> = {}, pageName?: string): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return sendAnalyticsEvent({ event_name: eventName, event_timestamp: Date.now(), page_name: pageName, data: { event_params: params, ...extra, web_info: webInfo() } });
  } catch {
    return false;
  }
}
