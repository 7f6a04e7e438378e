import { z } from 'zod';

/*
 * The analytics event of spec §3 ("Analytics event") and §7, as the store's own collector
 * (`POST /api/v1/analytics/event_tracking`, issue 23) accepts it and the browser's tracking code
 * sends it. Field names are the spec's. Every field is bounded: the collector is public (a write
 * key, not a secret, authorizes it) so nothing unbounded may reach the database.
 *
 * Authorization: `Authorization: Bearer <write key>`. The browser's key is
 * NEXT_PUBLIC_ANALYTICS_WRITE_KEY; the server accepts any key of ANALYTICS_WRITE_KEYS (comma
 * separated, so a key can be rotated); both default to ANALYTICS_DEV_WRITE_KEY in development.
 */

export const ANALYTICS_DEV_WRITE_KEY = 'dh-dev-analytics-write-key';
export const ANALYTICS_MAX_EVENTS_PER_BATCH = 50;
export const ANALYTICS_MAX_BODY_BYTES = 64 * 1024;

/** Event names of the spec (plus web vitals, one event per metric). Others are refused. */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'component_load_tracking',
  'view_item',
  'add_to_cart',
  'begin_checkout',
  'Charge_success',
  'History_user_buy',
  'web_vitals',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

const shortText = (max: number) => z.string().max(max);
const paramValue = z.union([z.string().max(512), z.number().finite(), z.boolean(), z.null()]);

export const eventParamSchema = z.object({ key: z.string().min(1).max(64), value: paramValue });

export const ecommerceSchema = z.object({
  transaction_id: shortText(64).optional(),
  currency: z.string().length(3).optional(),
  /** Minor units (cents). */
  value: z.number().int().min(0).max(1_000_000_000).optional(),
  shipping: z.number().int().min(0).max(100_000_000).optional(),
  tax: z.number().int().min(0).max(100_000_000).optional(),
  discount: z.number().int().min(0).max(1_000_000_000).optional(),
});

export const eventItemSchema = z.object({
  item_id: shortText(64),
  item_name: shortText(256).optional(),
  item_category: shortText(128).optional(),
  /** Minor units (cents). */
  price: z.number().int().min(0).max(100_000_000).optional(),
  quantity: z.number().int().min(0).max(10_000).optional(),
});

export const webInfoSchema = z.object({
  url: shortText(2048),
  referrer: shortText(2048).optional(),
  user_agent: shortText(512).optional(),
  screen_width: z.number().int().min(0).max(20_000).optional(),
  screen_height: z.number().int().min(0).max(20_000).optional(),
  viewport_width: z.number().int().min(0).max(20_000).optional(),
  viewport_height: z.number().int().min(0).max(20_000).optional(),
  language: shortText(16).optional(),
});

export const analyticsEventSchema = z.object({
  event_name: z.enum(ANALYTICS_EVENT_NAMES),
  /** Milliseconds since the epoch, as the browser's clock read it. */
  event_timestamp: z.number().int().min(0),
  data: z.object({
    session_id: shortText(64),
    /** The signed-in customer's id, else null. */
    user_id: z.union([z.string().max(64), z.number().int(), z.null()]),
    /** The anonymous id kept in the browser's local storage. */
    user_pseudo_id: shortText(64),
    platform: z.enum(['web']),
    event_params: z.array(eventParamSchema).max(32),
    ecommerce: ecommerceSchema.optional(),
    items: z.array(eventItemSchema).max(50).optional(),
    web_info: webInfoSchema,
  }),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** One event, or a batch of at most ANALYTICS_MAX_EVENTS_PER_BATCH. */
export const eventTrackingBodySchema = z.union([
  analyticsEventSchema,
  z.object({ events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_MAX_EVENTS_PER_BATCH) }),
]);
export type EventTrackingBody = z.infer<typeof eventTrackingBodySchema>;

export const eventTrackingAnswerSchema = z.object({ accepted: z.number().int().min(0) });
