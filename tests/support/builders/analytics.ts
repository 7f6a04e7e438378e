import { randomUUID } from 'node:crypto';
import { ANALYTICS_DEV_WRITE_KEY, type AnalyticsEvent, type AnalyticsEventName } from '@/lib/contracts/analytics/event-tracking-schemas';

/** A browser's user agent (not a robot's). */
export const SHOPPER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** An address of the GeoLite2 test range: Bracknell, England, GB. */
export const KNOWN_TEST_IP = '81.2.69.142';

export const writeKeyHeaders = (key = ANALYTICS_DEV_WRITE_KEY) => ({ authorization: `Bearer ${key}`, 'user-agent': SHOPPER_USER_AGENT });

/** One valid event of the contract; `data` fields overridable. */
export function buildAnalyticsEvent(
  name: AnalyticsEventName = 'page_view',
  overrides: Partial<AnalyticsEvent['data']> & { params?: Record<string, string | number> } = {},
): AnalyticsEvent {
  const { params = {}, ...data } = overrides;
  return {
    event_name: name,
    event_timestamp: Date.now(),
    data: {
      session_id: `s-${randomUUID()}`,
      user_id: null,
      user_pseudo_id: `u-${randomUUID()}`,
      platform: 'web',
      event_params: Object.entries({ page_name: 'home', ...params }).map(([key, value]) => ({ key, value })),
      web_info: { url: 'https://deskhaus.test/', referrer: '', user_agent: SHOPPER_USER_AGENT, language: 'en-US' },
      ...data,
    },
  };
}

/** The funnel of one shopper in one session: view, add to cart, begin checkout, pay. */
export function buildFunnelEvents(input: { session?: string; visitor?: string; itemId?: string; value?: number; steps?: number } = {}): AnalyticsEvent[] {
  const session = { session_id: input.session ?? `s-${randomUUID()}`, user_pseudo_id: input.visitor ?? `u-${randomUUID()}` };
  const item = { item_id: input.itemId ?? 'DESK-OAK-140', item_name: 'Oak desk 140', price: input.value ?? 45_900, quantity: 1 };
  const all = [
    buildAnalyticsEvent('page_view', { ...session, params: { page_name: 'product_detail' }, web_info: { url: 'https://deskhaus.test/products/oak?utm_source=newsletter&utm_medium=email', referrer: '' } }),
    buildAnalyticsEvent('view_item', { ...session, items: [item] }),
    buildAnalyticsEvent('add_to_cart', { ...session, items: [item] }),
    buildAnalyticsEvent('begin_checkout', { ...session, items: [item] }),
    buildAnalyticsEvent('Charge_success', { ...session, items: [item], ecommerce: { transaction_id: `T-${randomUUID().slice(0, 8)}`, currency: 'EUR', value: input.value ?? 45_900 } }),
  ];
  return all.slice(0, (input.steps ?? 4) + 1);
}
