import { describe, expect, it } from 'vitest';
import { analyticsEventSchema, eventTrackingBodySchema } from '@/lib/contracts/analytics/event-tracking-schemas';
import { buildAnalyticsEnvelope, type EnvelopeContext } from '@/lib/analytics/event-envelope';
import type { PendingAnalyticsEvent } from '@/lib/analytics/send-analytics-event';
import { batchBodies } from '@/lib/analytics/tracker';

const webInfo = { url: 'https://deskhaus.test/cart?x=1', referrer: '', user_agent: 'UA', screen_width: 1280, screen_height: 800, viewport_width: 1280, viewport_height: 700, language: 'en-US' };

const context: EnvelopeContext = {
  session: { sessionId: 's-1', userPseudoId: 'anon-1', isNew: false, sessionFirstPage: 'homepage', pageHistory: ['homepage'], addToCartPage: 'product_detail_page' },
  userId: 42,
  pageName: '_cart',
  utm: { utm_source: 'newsletter', utm_campaign: 'autumn' },
};

function pending(eventName: string, data: Partial<PendingAnalyticsEvent['data']> = {}): PendingAnalyticsEvent {
  return { event_name: eventName, event_timestamp: 1_800_000_000_000, page_name: '_cart', data: { event_params: [], web_info: webInfo, ...data } };
}

const param = (event: { data: { event_params: { key: string; value: unknown }[] } } | null, key: string) => event?.data.event_params.find((p) => p.key === key)?.value;

describe('the analytics event envelope (spec §3, the collector contract)', () => {
  it('builds a page_view the collector accepts, with the session, ids, page name, first page and utm tags', () => {
    const event = buildAnalyticsEnvelope(pending('page_view', { event_params: [{ key: 'page_name', value: '_cart' }, { key: 'page_query_params', value: 'x=1' }] }), context);
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
    expect(event?.data).toMatchObject({ session_id: 's-1', user_pseudo_id: 'anon-1', user_id: 42, platform: 'web', web_info: { url: webInfo.url } });
    expect(param(event, 'page_name')).toBe('_cart');
    expect(param(event, 'page_query_params')).toBe('x=1');
    expect(param(event, 'session_first_page')).toBe('homepage');
    expect(param(event, 'utm_source')).toBe('newsletter');
    expect(param(event, 'utm_campaign')).toBe('autumn');
  });

  it('sends Charge_success totals and items in cents with the add-to-cart page', () => {
    const event = buildAnalyticsEnvelope(
      pending('Charge_success', { ecommerce: { transaction_id: 'DH1', currency: 'usd', value: 54125, shipping: 4900, tax: 4225, discount: 5000 }, items: [{ item_id: 'P1', price: 25000, quantity: 2 }] }),
      context,
    );
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
    expect(event?.data.ecommerce).toEqual({ transaction_id: 'DH1', currency: 'USD', value: 54125, shipping: 4900, tax: 4225, discount: 5000 });
    expect(event?.data.items).toEqual([{ item_id: 'P1', price: 25000, quantity: 2 }]);
    expect(param(event, 'add_to_cart_page')).toBe('product_detail_page');
  });

  it('cuts every field to the contract bounds so one long value cannot get a batch refused', () => {
    const long = 'x'.repeat(5000);
    const event = buildAnalyticsEnvelope(
      pending('view_item', {
        event_params: Array.from({ length: 40 }, (_, index) => ({ key: `k${index}`, value: long })),
        items: Array.from({ length: 60 }, () => ({ item_id: long, item_name: long, price: 12.7, quantity: 1 })),
        web_info: { ...webInfo, url: `https://deskhaus.test/${long}`, user_agent: long },
      }),
      { ...context, userId: long },
    );
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
    expect(event?.data.items).toHaveLength(50);
    expect(event?.data.items?.[0]?.price).toBe(13);
  });

  it('leaves out events the collector does not know (they stay announced on the page)', () => {
    expect(buildAnalyticsEnvelope(pending('Cancel_order'), context)).toBeNull();
  });

  it('batches at most 50 events a request, each body a valid batch', () => {
    const event = buildAnalyticsEnvelope(pending('page_view'), context);
    if (!event) throw new Error('expected an event');
    const bodies = batchBodies(Array.from({ length: 120 }, () => event));
    expect(bodies.map((body) => (JSON.parse(body) as { events: unknown[] }).events.length)).toEqual([50, 50, 20]);
    for (const body of bodies) expect(eventTrackingBodySchema.safeParse(JSON.parse(body)).success).toBe(true);
  });
});
