import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsOverview } from '@/lib/contracts/analytics/analytics-overview-schemas';
import { flushAnalyticsEvents } from '@/server/analytics/collector/event-queue';
import { expectErrorEnvelope, expectSuccessData } from '@/tests/integration/api/support/envelope';
import { buildAnalyticsEvent, buildFunnelEvents, KNOWN_TEST_IP, writeKeyHeaders } from '@/tests/support/builders/analytics';
import { buildOperator, buildPerson } from '@/tests/support/builders/brands';
import { startAnalyticsApi, type AnalyticsApi } from './support';

/* Issue 23 item 4: the daily rollups the collector keeps, as the operators' view reads them. */

let api: AnalyticsApi;
let operator: Record<string, string>;
let overview: AnalyticsOverview;

const post = (events: unknown[], headers: Record<string, string> = {}) => api.call('POST', '/v1/analytics/event_tracking', { body: { events }, headers: { ...writeKeyHeaders(), ...headers } });
const vital = (metric: string, value: number, session: string) => buildAnalyticsEvent('web_vitals', { session_id: session, user_pseudo_id: 'u-vitals', params: { page_name: 'product_detail', metric, value } });

beforeAll(async () => {
  api = await startAnalyticsApi();
  operator = (await buildOperator(api.db)).headers;
  // Four shoppers: two pay (one of them twice over two flushes), one stops at the cart, one only looks.
  expectSuccessData(await post(buildFunnelEvents({ visitor: 'u-ann', session: 's-ann', value: 45_900 }), { 'x-forwarded-for': KNOWN_TEST_IP }), 202);
  await post(buildFunnelEvents({ visitor: 'u-bob', session: 's-bob', itemId: 'CHAIR-MESH', value: 19_900 }));
  await post(buildFunnelEvents({ visitor: 'u-cy', steps: 2 }));
  await post(buildFunnelEvents({ visitor: 'u-dee', steps: 1 }));
  await flushAnalyticsEvents();
  await post(buildFunnelEvents({ visitor: 'u-ann', session: 's-ann-2', value: 45_900 }), { 'x-forwarded-for': KNOWN_TEST_IP });
  // LCP of four page loads, CLS (× 1000) of two.
  await post([vital('LCP', 1200, 's-v1'), vital('LCP', 1900, 's-v2'), vital('LCP', 2300, 's-v3'), vital('LCP', 5200, 's-v4'), vital('CLS', 40, 's-v1'), vital('CLS', 310, 's-v2')]);
  // A crawler's whole funnel: stored, never counted.
  await post(buildFunnelEvents({ visitor: 'u-crawler' }), { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' });
  await flushAnalyticsEvents();
  overview = expectSuccessData(await api.call('GET', '/v1/admin/analytics?period=7', { headers: operator })) as AnalyticsOverview;
});
afterAll(() => api.close());

describe('the operators’ analytics', () => {
  it('counts distinct visitors and sessions over the period and leaves robots out', () => {
    expect(overview.visitors).toBe(5); // ann, bob, cy, dee and the vitals' browser
    expect(overview.sessions).toBe(5 + 4); // four funnels, ann's second visit, four vitals page loads
    expect(overview.page_views).toBe(5);
    expect(overview.days.at(-1)).toMatchObject({ day: overview.to, visitors: 5, page_views: 5 });
    expect(overview.days).toHaveLength(7);
  });

  it('counts each funnel step with its conversion from the step before, and the revenue of the payments', () => {
    expect(overview.funnel).toEqual([
      { step: 'view_item', count: 5, conversion: null },
      { step: 'add_to_cart', count: 4, conversion: 0.8 },
      { step: 'begin_checkout', count: 3, conversion: 0.75 },
      { step: 'Charge_success', count: 3, conversion: 1 },
    ]);
    expect(overview.revenue).toEqual([{ currency: 'EUR', amount: 45_900 * 2 + 19_900, orders: 3 }]);
    expect(overview.orders).toBe(3);
  });

  it('ranks products by units bought, pages by views, sources by sessions and countries by visitors', () => {
    expect(overview.top_products[0]).toEqual({ item_id: 'DESK-OAK-140', name: 'Oak desk 140', views: 4, carts: 3, units: 2 });
    expect(overview.top_products[1]).toMatchObject({ item_id: 'CHAIR-MESH', units: 1 });
    expect(overview.top_pages).toEqual([{ page_name: 'product_detail', views: 5 }]);
    expect(overview.sources).toEqual([{ source: 'newsletter / email', sessions: 5 }]);
    expect(overview.countries).toEqual([{ country: 'GB', visitors: 1 }]);
  });

  it('gives web vitals at p75 per page name, rated against the good and poor thresholds', () => {
    const lcp = overview.web_vitals.find((entry) => entry.metric === 'LCP')!;
    expect(lcp).toMatchObject({ page_name: 'product_detail', samples: 4, rating: 'good' });
    expect(lcp.p75).toBeGreaterThan(2250);
    expect(lcp.p75).toBeLessThan(2350);
    const cls = overview.web_vitals.find((entry) => entry.metric === 'CLS')!;
    expect(cls).toMatchObject({ samples: 2, rating: 'poor' });
  });

  it('is for operators only: 401 without a token, 403 for a customer, 400 for an unknown period', async () => {
    expectErrorEnvelope(await api.call('GET', '/v1/admin/analytics'), 401);
    const customer = await buildPerson(api.db);
    expectErrorEnvelope(await api.call('GET', '/v1/admin/analytics', { headers: customer.headers }), 403);
    expectErrorEnvelope(await api.call('GET', '/v1/admin/analytics?period=365', { headers: operator }), 400);
  });
});
