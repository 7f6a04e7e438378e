import type { EventTrackingBody } from '@/lib/contracts/analytics/event-tracking-schemas';
import { locateIp } from '../enrichment/geo-locator';
import { enqueueAnalyticsEvents } from './event-queue';
import { toStoredEvent, type RequestFacts } from './to-stored-event';

/**
 * POST /v1/analytics/event_tracking: the validated events, located by the request's IP (cached
 * per IP), flagged when a robot sent them, and queued for the next flush. Nothing waits on the
 * database: the answer is the number accepted.
 */
export async function collectEvents(body: EventTrackingBody, facts: RequestFacts): Promise<{ accepted: number }> {
  const events = 'events' in body ? body.events : [body];
  const location = await locateIp(facts.ip);
  enqueueAnalyticsEvents(events.map((event) => toStoredEvent(event, facts, location)));
  return { accepted: events.length };
}
