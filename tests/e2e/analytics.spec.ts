import type { Page, Request } from '@playwright/test';
import { ANALYTICS_DEV_WRITE_KEY, type AnalyticsEvent } from '@/lib/contracts/analytics/event-tracking-schemas';
import { expect, test, type APIRequestContext, type BrowserContext } from './support/test';

/*
 * The browser's analytics (issue 23 items 2 and 3, decision 0043) against the production build.
 * Requests to the collector are intercepted with page.route, so this spec needs no collector:
 * it checks what the store sends, and that it sends nothing before the shopper accepts
 * analytics in the consent layer. (tracking.spec.ts is the order-tracking page's spec.)
 */

const COLLECTOR = '**/api/v1/analytics/event_tracking';

interface Sent {
  authorization: string | null;
  events: AnalyticsEvent[];
}

async function recordCollector(page: Page): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route(COLLECTOR, async (route, request: Request) => {
    const body = request.postDataJSON() as { events?: AnalyticsEvent[] } | AnalyticsEvent;
    const events = 'events' in body && body.events ? body.events : [body as AnalyticsEvent];
    sent.push({ authorization: await request.headerValue('authorization'), events });
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 1, data: { accepted: events.length }, message: '' }) });
  });
  return sent;
}

const all = (sent: Sent[]) => sent.flatMap((request) => request.events);
const param = (event: AnalyticsEvent | undefined, key: string) => event?.data.event_params.find((p) => p.key === key)?.value;
const named = (sent: Sent[], name: string) => all(sent).filter((event) => event.event_name === name);

async function quietPushPrompt(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
}

async function consent(context: BrowserContext, baseURL: string | undefined, value: 'all' | 'essential'): Promise<void> {
  await context.addCookies([{ name: 'dh_consent', value, url: baseURL ?? 'http://127.0.0.1:3100' }]);
}

/** A seeded product in stock that the product page can add to the cart. */
async function purchasableProduct(request: APIRequestContext): Promise<{ code: string; path: string; priceCents: number }> {
  for (let id = 1; id <= 120; id += 1) {
    const response = await request.get(`/api/v1/catalog/products/DH${String(id).padStart(6, '0')}`);
    if (!response.ok()) continue;
    const product = (
      (await response.json()) as {
        data: { product_url_code: string; slug: string; categorySlug: string; kind: number; availability: { isPurchasable: boolean }; priceTiers: unknown[]; variants: { isDefault: boolean; stock: number; price: { amount: number } }[] };
      }
    ).data;
    const variant = product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0];
    if (product.kind !== 4 && product.availability.isPurchasable && product.priceTiers.length === 0 && variant && variant.stock >= 3) {
      return { code: product.product_url_code, path: `/${product.categorySlug}/${product.slug}`, priceCents: variant.price.amount };
    }
  }
  throw new Error('No seeded product can be added to the cart');
}

/** A client-side route change, as a link inside the app makes it. */
const navigate = (page: Page, path: string) => page.evaluate((href) => (window as unknown as { next: { router: { push(url: string): Promise<boolean> } } }).next.router.push(href), path);

test.beforeEach(async ({ context }) => {
  await quietPushPrompt(context);
});

test('nothing is sent before consent; after "Accept all", page_view on each route change and add_to_cart are', async ({ page, request }) => {
  const product = await purchasableProduct(request);
  const sent = await recordCollector(page);
  await page.goto('/?utm_source=e2e-mail');
  const banner = page.getByRole('region', { name: 'Your privacy' });
  await expect(banner).toBeVisible();
  await page.waitForTimeout(1500); // idle time in which an eager tracker would have sent
  expect(sent).toEqual([]);

  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => named(sent, 'page_view').length).toBe(1);
  const landing = named(sent, 'page_view')[0];
  expect(param(landing, 'page_name')).toBe('homepage');
  expect(param(landing, 'page_query_params')).toBe('utm_source=e2e-mail');
  expect(sent[0]?.authorization).toBe(`Bearer ${ANALYTICS_DEV_WRITE_KEY}`);

  await navigate(page, product.path);
  await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();
  await expect.poll(() => named(sent, 'page_view').length).toBe(2);
  const productView = named(sent, 'page_view')[1];
  expect(param(productView, 'page_name')).toBe('product_detail_page');
  expect(param(productView, 'session_first_page')).toBe('homepage');
  expect(productView?.data.session_id).toBe(landing?.data.session_id);
  expect(productView?.data.user_pseudo_id).toBe(landing?.data.user_pseudo_id);

  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('dialog', { name: /Your cart/ }).getByRole('heading', { name: /^Your cart/ })).toBeVisible(); // the dialog element itself has no box
  await expect.poll(() => named(sent, 'add_to_cart').length).toBe(1);
  const added = named(sent, 'add_to_cart')[0];
  expect(added?.data.items).toEqual([expect.objectContaining({ item_id: product.code, price: product.priceCents, quantity: 1 })]);
  expect(added?.data.ecommerce).toMatchObject({ currency: 'USD' });
  expect(param(added, 'page_name')).toBe('product_detail_page');
  await expect.poll(() => named(sent, 'component_load_tracking').map((event) => param(event, 'component_name'))).toContain('popup_cart');
});

test('a shopper who accepted earlier sends the landing page web vitals with its page name', async ({ page, context, baseURL }) => {
  await consent(context, baseURL, 'all');
  const sent = await recordCollector(page);
  await page.goto('/cart');
  await expect.poll(() => named(sent, 'web_vitals').map((event) => param(event, 'metric')), { timeout: 15_000 }).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
  for (const vital of named(sent, 'web_vitals')) {
    expect(param(vital, 'page_name')).toBe('_cart');
    expect(Number.isInteger(param(vital, 'value'))).toBe(true);
  }
});

test('"Essential only" sends nothing, across route changes and an add to cart', async ({ page, context, baseURL, request }) => {
  await consent(context, baseURL, 'essential');
  const product = await purchasableProduct(request);
  const sent = await recordCollector(page);
  await page.goto('/');
  await navigate(page, product.path);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('dialog', { name: /Your cart/ }).getByRole('heading', { name: /^Your cart/ })).toBeVisible(); // the dialog element itself has no box
  await page.waitForTimeout(2500); // past the late widgets and an idle flush
  expect(sent).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem('dh_session_id'))).toBeNull();
});
