import { ANALYTICS_EVENT_NAMES, type AnalyticsEvent, type AnalyticsEventName } from '../contracts/analytics/event-tracking-schemas';
import type { UtmParams } from '../tracking/tracked-params';
import type { AnalyticsSession } from './session';
import type { AnalyticsParam, PendingAnalyticsEvent } from './send-analytics-event';

/*
 * Turns an event the page announced (lib/analytics/send-analytics-event.ts) into the event the
 * collector accepts (lib/contracts/analytics/event-tracking-schemas.ts, spec §3): the session and
 * anonymous ids, the signed-in customer's id, the page name on every event, session_first_page
 * and the visit's utm_* tags on page_view, and every field cut to the contract's bounds, so one
 * long URL or title cannot get a whole batch refused. Events the collector does not know (the
 * order actions, say) give null: they stay announced on window only.
 */

type Item = NonNullable<AnalyticsEvent['data']['items']>[number];
type Ecommerce = NonNullable<AnalyticsEvent['data']['ecommerce']>;
type WebInfo = AnalyticsEvent['data']['web_info'];

export interface EnvelopeContext {
  session: AnalyticsSession;
  /** The signed-in customer's id (auth state), else null. */
  userId: string | number | null;
  /** The page the event happened on (spec §2 naming). */
  pageName: string;
  /** The visit's campaign tags, from session storage. */
  utm: UtmParams;
}

const MAX_PARAMS = 32;
const MAX_ITEMS = 50;

const cut = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);
const whole = (value: unknown, max: number): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(0, Math.round(value))) : undefined;

export function isCollectedEventName(name: string): name is AnalyticsEventName {
  return (ANALYTICS_EVENT_NAMES as readonly string[]).includes(name);
}

function boundedParams(params: readonly AnalyticsParam[]): AnalyticsEvent['data']['event_params'] {
  const seen = new Set<string>();
  const result: AnalyticsEvent['data']['event_params'] = [];
  for (const { key, value } of params) {
    const name = cut(key, 64);
    if (name === '' || seen.has(name) || result.length >= MAX_PARAMS) continue;
    seen.add(name);
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    result.push({ key: name, value: typeof value === 'string' ? cut(value, 512) : value });
  }
  return result;
}

function boundedEcommerce(ecommerce: PendingAnalyticsEvent['data']['ecommerce']): Ecommerce | undefined {
  if (!ecommerce) return undefined;
  const result: Ecommerce = {};
  if (ecommerce.transaction_id) result.transaction_id = cut(ecommerce.transaction_id, 64);
  if (ecommerce.currency && ecommerce.currency.length === 3) result.currency = ecommerce.currency.toUpperCase();
  const value = whole(ecommerce.value, 1_000_000_000);
  const shipping = whole(ecommerce.shipping, 100_000_000);
  const tax = whole(ecommerce.tax, 100_000_000);
  const discount = whole(ecommerce.discount, 1_000_000_000);
  if (value !== undefined) result.value = value;
  if (shipping !== undefined) result.shipping = shipping;
  if (tax !== undefined) result.tax = tax;
  if (discount !== undefined) result.discount = discount;
  return result;
}

function boundedItems(items: PendingAnalyticsEvent['data']['items']): Item[] | undefined {
  if (!items) return undefined;
  return items.slice(0, MAX_ITEMS).map((item) => {
    const result: Item = { item_id: cut(item.item_id, 64) };
    if (item.item_name) result.item_name = cut(item.item_name, 256);
    if (item.item_category) result.item_category = cut(item.item_category, 128);
    const price = whole(item.price, 100_000_000);
    const quantity = whole(item.quantity, 10_000);
    if (price !== undefined) result.price = price;
    if (quantity !== undefined) result.quantity = quantity;
    return result;
  });
}

function boundedWebInfo(info: PendingAnalyticsEvent['data']['web_info']): WebInfo {
  const result: WebInfo = { url: cut(info.url, 2048) };
  if (info.referrer) result.referrer = cut(info.referrer, 2048);
  if (info.user_agent) result.user_agent = cut(info.user_agent, 512);
  if (info.language) result.language = cut(info.language, 16);
  for (const key of ['screen_width', 'screen_height', 'viewport_width', 'viewport_height'] as const) {
    const size = whole(info[key], 20_000);
    if (size !== undefined) result[key] = size;
  }
  return result;
}

function extraParams(event: PendingAnalyticsEvent, context: EnvelopeContext): AnalyticsParam[] {
  const extra: AnalyticsParam[] = [{ key: 'page_name', value: context.pageName }];
  if (event.event_name === 'page_view') {
    extra.push({ key: 'session_first_page', value: context.session.sessionFirstPage ?? context.pageName });
    for (const [key, value] of Object.entries(context.utm)) if (value) extra.push({ key, value });
  }
  if (event.event_name === 'Charge_success' && context.session.addToCartPage) {
    extra.push({ key: 'add_to_cart_page', value: context.session.addToCartPage });
  }
  return extra;
}

/** The collector's event for an announced one, or null when the collector does not take that name. */
export function buildAnalyticsEnvelope(event: PendingAnalyticsEvent, context: EnvelopeContext): AnalyticsEvent | null {
  if (!isCollectedEventName(event.event_name)) return null;
  const userId = typeof context.userId === 'string' ? cut(context.userId, 64) : context.userId;
  const envelope: AnalyticsEvent = {
    event_name: event.event_name,
    event_timestamp: Math.max(0, Math.round(event.event_timestamp)),
    data: {
      session_id: cut(context.session.sessionId, 64),
      user_id: typeof userId === 'number' && !Number.isInteger(userId) ? null : userId,
      user_pseudo_id: cut(context.session.userPseudoId, 64),
      platform: 'web',
      // The caller's own params win over the added ones (a page_view names its own page).
      event_params: boundedParams([...event.data.event_params, ...extraParams(event, context)]),
      web_info: boundedWebInfo(event.data.web_info),
    },
  };
  const ecommerce = boundedEcommerce(event.data.ecommerce);
  const items = boundedItems(event.data.items);
  if (ecommerce) envelope.data.ecommerce = ecommerce;
  if (items) envelope.data.items = items;
  return envelope;
}
