import { ANALYTICS_DEV_WRITE_KEY } from '../../lib/contracts/analytics/event-tracking-schemas';
import { placeOrder, operationsToken, type PickedProduct } from './support/orders-api';
import { axeAtBothWidths } from './support/axe';
import { signInAsOperator } from './support/sign-in';
import { expect, test, type APIRequestContext } from './support/test';

/*
 * Issue 23: a shopper browses, adds to the cart and pays; the funnel counts it on
 * /admin/analytics. The browser's tracking code is another part of the issue, so this spec sends
 * the funnel's four events itself, from the page (fetch with the store's development write key,
 * in the contract's shape), as the tracking code will.
 */

interface ApiProduct {
  product_url_code: string;
  product_name: string;
  categorySlug: string;
  slug: string;
  vendor_code: string | null;
  variants: { id: number; isDefault: boolean }[];
}

type Funnel = { step: string; count: number }[];

async function funnelToday(request: APIRequestContext, token: string): Promise<Funnel> {
  const response = await request.get('/api/v1/admin/analytics?period=1', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { funnel: Funnel } }).data.funnel;
}
const countOf = (funnel: Funnel, step: string) => funnel.find((entry) => entry.step === step)?.count ?? 0;

test('a purchase walks the funnel and the operators see it counted on /admin/analytics', async ({ page, context, request, baseURL }) => {
  const url = baseURL ?? 'http://127.0.0.1:3100';
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url }]);
  const token = await operationsToken(request);
  const before = await funnelToday(request, token);

  // Browse to a desk and add it to the cart.
  const product = ((await (await request.get('/api/v1/catalog/products/DH000001')).json()) as { data: ApiProduct }).data;
  await page.goto(`/${product.categorySlug}/${product.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('dialog', { name: /Your cart/ }).getByRole('heading', { name: 'Your cart (1 item)' })).toBeVisible();

  // Check out and pay with the test card (the checkout helper of the order specs).
  const variant = product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0]!;
  const picked: PickedProduct = { code: product.product_url_code, name: product.product_name, vendorCode: product.vendor_code ?? '', variantId: variant.id };
  const orderCode = await placeOrder(request, [picked], `funnel.${Date.now()}@deskhaus.test`);

  // The four funnel events, as the store's tracking sends them.
  const statuses = await page.evaluate(
    async ({ key, itemId, itemName, orderCode: transaction }) => {
      const session = { session_id: `e2e-${Date.now()}`, user_id: null, user_pseudo_id: `e2e-u-${Date.now()}`, platform: 'web' };
      const webInfo = { url: location.href, referrer: document.referrer, user_agent: navigator.userAgent };
      const item = { item_id: itemId, item_name: itemName, quantity: 1 };
      const event = (name: string, extra: Record<string, unknown> = {}) => ({
        event_name: name,
        event_timestamp: Date.now(),
        data: { ...session, event_params: [{ key: 'page_name', value: 'product_detail' }], items: [item], web_info: webInfo, ...extra },
      });
      const events = [event('view_item'), event('add_to_cart'), event('begin_checkout'), event('Charge_success', { ecommerce: { transaction_id: transaction, currency: 'USD', value: 1 } })];
      const answer = await fetch('/api/v1/analytics/event_tracking', { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ events }) });
      return [answer.status];
    },
    { key: ANALYTICS_DEV_WRITE_KEY, itemId: product.product_url_code, itemName: product.product_name, orderCode },
  );
  expect(statuses).toEqual([202]);
  // Written within the collector's flush interval (1 s).
  await expect.poll(async () => countOf(await funnelToday(request, token), 'Charge_success'), { timeout: 10_000 }).toBe(countOf(before, 'Charge_success') + 1);

  await signInAsOperator(context, request, baseURL);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await page.getByRole('button', { name: 'Today' }).click();
  const after = await funnelToday(request, token);
  for (const step of ['view_item', 'add_to_cart', 'begin_checkout', 'Charge_success']) {
    expect(countOf(after, step)).toBe(countOf(before, step) + 1);
    await expect(page.getByTestId(`funnel-count-${step}`)).toHaveText(String(countOf(after, step)));
  }
  await expect(page.getByRole('heading', { name: 'Purchase funnel' })).toBeVisible();
  await axeAtBothWidths(page, 'admin-analytics');
});
