import type { AnalyticsEvent } from '@/lib/contracts/analytics/event-tracking-schemas';
import type { analyticsEvents } from '@/server/db/schema/analytics/events';
import type { GeoLocation } from '../enrichment/geo-locator';
import { isBotUserAgent } from './bot-user-agent';

export type StoredEvent = typeof analyticsEvents.$inferInsert & { day: string; receivedAt: Date };

/** What the server knows of the request that carried the events. */
export interface RequestFacts {
  ip: string | null;
  userAgent: string | null;
  receivedAt: Date;
}

export function paramOf(event: Pick<AnalyticsEvent, 'data'>, name: string): string | number | boolean | null | undefined {
  return event.data.event_params.find((param) => param.key === name)?.value;
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/**
 * Where the visit came from: the UTM source (and medium) of the parameters or of the page's
 * address, else the referrer's host when it is another site, else "(direct)" when there is no
 * referrer. A referrer of the store itself (a page inside the visit) names no source.
 */
export function sourceOf(event: AnalyticsEvent): string | null {
  let utmSource = paramOf(event, 'utm_source');
  let utmMedium = paramOf(event, 'utm_medium');
  try {
    const query = new URL(event.data.web_info.url).searchParams;
    utmSource ??= query.get('utm_source');
    utmMedium ??= query.get('utm_medium');
  } catch {
    // a relative or odd URL: no UTM from it
  }
  if (typeof utmSource === 'string' && utmSource.trim()) {
    const medium = typeof utmMedium === 'string' && utmMedium.trim() ? ` / ${utmMedium.trim()}` : '';
    return `${utmSource.trim()}${medium}`.toLowerCase().slice(0, 256);
  }
  const referrer = event.data.web_info.referrer;
  if (!referrer) return '(direct)';
  const host = hostOf(referrer);
  return host && host !== hostOf(event.data.web_info.url) ? host.slice(0, 256) : null;
}

function pageNameOf(event: AnalyticsEvent): string | null {
  const named = paramOf(event, 'page_name');
  if (typeof named === 'string' && named.trim()) return named.trim().slice(0, 128);
  try {
    return new URL(event.data.web_info.url).pathname.slice(0, 128);
  } catch {
    return null;
  }
}

/** The row stored for one accepted event: the browser's fields, the request's facts, the location. */
export function toStoredEvent(event: AnalyticsEvent, facts: RequestFacts, location: GeoLocation | null): StoredEvent {
  const { data } = event;
  const userAgent = (facts.userAgent ?? data.web_info.user_agent ?? null)?.slice(0, 512) ?? null;
  return {
    day: facts.receivedAt.toISOString().slice(0, 10),
    receivedAt: facts.receivedAt,
    eventName: event.event_name,
    eventTimestamp: event.event_timestamp,
    sessionId: data.session_id,
    userId: data.user_id === null ? null : String(data.user_id),
    userPseudoId: data.user_pseudo_id,
    pageName: pageNameOf(event),
    url: data.web_info.url,
    source: sourceOf(event),
    ip: facts.ip,
    country: location?.country ?? null,
    state: location?.state ?? null,
    city: location?.city ?? null,
    organization: location?.organization ?? null,
    userAgent,
    isBot: isBotUserAgent(userAgent),
    eventParams: data.event_params,
    ecommerce: data.ecommerce ?? null,
    items: data.items ?? null,
    webInfo: data.web_info,
  };
}
