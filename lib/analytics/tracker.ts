import { ANALYTICS_DEV_WRITE_KEY, ANALYTICS_MAX_BODY_BYTES, ANALYTICS_MAX_EVENTS_PER_BATCH, type AnalyticsEvent } from '../contracts/analytics/event-tracking-schemas';
import { allowsNonEssential, readConsentFromDocument } from '../storage/consent';
import { browserLocalStorage, browserSessionStorage, type StorageLike } from '../storage/expiring-storage';
import { readStoredUtmParams } from '../tracking/tracked-params';
import { buildAnalyticsEnvelope } from './event-envelope';
import type { PendingAnalyticsEvent } from './send-analytics-event';
import { createSessionStore, type IdFactory } from './session';

/*
 * The browser's analytics sender, loaded with import() once the page is idle and the shopper has
 * accepted analytics (lib/analytics/send-analytics-event.ts), so none of it is first-load code.
 * Events of one tick are sent together, at most ANALYTICS_MAX_EVENTS_PER_BATCH and 60 kB a
 * request (fetch keepalive allows 64 kB in flight), with keepalive so a batch survives the page
 * being left. Every failure is ignored (spec §8).
 */

export const EVENT_TRACKING_PATH = '/api/v1/analytics/event_tracking';
/** Under the 64 kB keepalive budget, with room for a second request still in flight. */
const MAX_BATCH_BYTES = Math.min(ANALYTICS_MAX_BODY_BYTES, 60 * 1024);

export interface TrackerOptions {
  endpoint?: string;
  writeKey?: string;
  fetch?: typeof fetch;
  /** Local storage for the session (spec §3); undefined runs on the page's memory. */
  storage?: StorageLike;
  /** Session storage holding the visit's utm_* tags. */
  sessionStorage?: StorageLike;
  now?: () => number;
  newId?: IdFactory;
  /** Runs a flush later; defaults to the next idle moment (or the next tick). */
  schedule?: (flush: () => void) => void;
  userId?: () => string | number | null;
  /** Asked before every send: the shopper may withdraw consent meanwhile. */
  allowed?: () => boolean;
}

export interface Tracker {
  enqueue(event: PendingAnalyticsEvent): void;
  flush(): void;
}

function nextIdle(flush: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (fn: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(flush, { timeout: 1000 });
  else setTimeout(flush, 0);
}

/** Splits events into request bodies within the count and size limits. */
export function batchBodies(events: readonly AnalyticsEvent[], maxEvents = ANALYTICS_MAX_EVENTS_PER_BATCH, maxBytes = MAX_BATCH_BYTES): string[] {
  const bodies: string[] = [];
  let batch: string[] = [];
  let size = 0;
  const close = () => {
    if (batch.length > 0) bodies.push(`{"events":[${batch.join(',')}]}`);
    batch = [];
    size = 0;
  };
  for (const event of events) {
    const json = JSON.stringify(event);
    if (json.length + 16 > maxBytes) continue; // cannot be sent whole; the collector would refuse it
    if (batch.length >= maxEvents || size + json.length + 16 > maxBytes) close();
    batch.push(json);
    size += json.length + 1;
  }
  close();
  return bodies;
}

export function createTracker(options: TrackerOptions = {}): Tracker {
  const endpoint = options.endpoint ?? EVENT_TRACKING_PATH;
  const writeKey = options.writeKey || ANALYTICS_DEV_WRITE_KEY;
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? nextIdle;
  const allowed = options.allowed ?? (() => true);
  const sessions = createSessionStore(options.storage, options.newId);
  let buffer: AnalyticsEvent[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const events = buffer;
    buffer = [];
    if (events.length === 0 || !allowed()) return;
    for (const body of batchBodies(events)) {
      try {
        void send(endpoint, {
          method: 'POST',
          keepalive: true,
          credentials: 'omit',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${writeKey}` },
          body,
        }).catch(() => undefined);
      } catch {
        // Tracking never breaks the page it measures.
      }
    }
  };

  return {
    enqueue(event) {
      try {
        const pageName = event.page_name || 'unknown';
        const session = sessions.touch(now(), pageName);
        if (event.event_name === 'page_view') sessions.recordPage(pageName);
        if (event.event_name === 'add_to_cart') sessions.recordAddToCart(pageName);
        const envelope = buildAnalyticsEnvelope(event, {
          session,
          userId: options.userId?.() ?? null,
          pageName,
          utm: readStoredUtmParams(options.sessionStorage),
        });
        if (!envelope) return;
        buffer.push(envelope);
        if (!scheduled) {
          scheduled = true;
          schedule(flush);
        }
      } catch {
        // Ignored like every analytics failure (spec §8).
      }
    },
    flush,
  };
}

/** The page's tracker: browser storage once consent allows it, flushed when the page is hidden. */
export function startBrowserTracker(userId: () => string | number | null): Tracker {
  const allowed = () => allowsNonEssential(readConsentFromDocument());
  const tracker = createTracker({
    endpoint: process.env.NEXT_PUBLIC_ANALYTICS_URL || EVENT_TRACKING_PATH,
    writeKey: process.env.NEXT_PUBLIC_ANALYTICS_WRITE_KEY,
    storage: browserLocalStorage('non-essential'),
    sessionStorage: browserSessionStorage('non-essential'),
    userId,
    allowed,
  });
  const flushNow = () => tracker.flush();
  window.addEventListener('pagehide', flushNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushNow();
  });
  return tracker;
}
