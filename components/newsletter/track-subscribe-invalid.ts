/*
 * Spec §5: invalid subscribe input is tracked. The event goes to the tag manager's dataLayer
 * like the ecommerce events of lib/tracking/data-layer.ts, but carries no ecommerce block, so
 * it needs no `{ ecommerce: null }` reset before it. Pushing never throws: tracking must not
 * break the form.
 */

export const SUBSCRIBE_INVALID_EVENT = 'subscribe_invalid';

/** Why the input was refused; never the address itself (it may be personal data). */
export type SubscribeInvalidReason = 'empty' | 'format';

export interface SubscribeInvalidEvent {
  event: typeof SUBSCRIBE_INVALID_EVENT;
  reason: SubscribeInvalidReason;
  /** Where the check failed: in the browser before sending, or on the server. */
  source: 'client' | 'server';
}

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

export function trackSubscribeInvalid(reason: SubscribeInvalidReason, source: SubscribeInvalidEvent['source']): SubscribeInvalidEvent | null {
  if (typeof window === 'undefined') return null;
  const event: SubscribeInvalidEvent = { event: SUBSCRIBE_INVALID_EVENT, reason, source };
  try {
    const target = window as WindowWithDataLayer;
    target.dataLayer ??= [];
    target.dataLayer.push(event);
    return event;
  } catch {
    return null;
  }
}
