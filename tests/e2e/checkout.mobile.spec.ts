import type { ApiProduct } from './support/api-product';
import { fillContactAndAddress } from './support/checkout-ui';
import { expect, test } from './support/test';
import { PHONE } from './support/phone';

test.use(PHONE);

/*
 * The checkout on a 375 px phone: the summary folds above the form with the total in view, the
 * form fits the width, and a guest can pay by card to the thank-you page.
 */

test('a guest pays by card on a phone, with the summary folded above the form', async ({ page, context, request, baseURL }) => {
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
  let product: ApiProduct | undefined;
  for (let id = 1; id <= 180 && !product; id += 1) {
    const response = await request.get(`/api/v1/catalog/products/DH${String(id).padStart(6, '0')}`);
    if (!response.ok()) continue;
    const candidate = ((await response.json()) as { data: ApiProduct }).data;
    const variant = candidate.variants.find((item) => item.isDefault) ?? candidate.variants[0];
    const plain = candidate.kind === 1 && !candidate.is_vendor_product && candidate.flash_sale === null && !candidate.has_flash_sale_v2;
    if (plain && candidate.priceTiers.length === 0 && candidate.availability.isPurchasable && variant && variant.stock >= 20) product = candidate;
  }
  expect(product).toBeDefined();
  const variant = product!.variants.find((item) => item.isDefault) ?? product!.variants[0]!;
  const added = await request.post('/api/v1/cart/items', { data: { product_code: product!.product_url_code, variant_id: variant.id, quantity: 1 }, headers: { location: 'en-US' } });
  const cartId = ((await added.json()) as { data: { id: string } }).data.id;
  await context.addCookies([{ name: 'CART_ID', value: cartId, url: baseURL ?? 'http://127.0.0.1:3100' }]);

  await page.goto('/secure-checkout');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByText('Show order summary')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await fillContactAndAddress(page, 'phone.buyer@example.com');
  await page.getByRole('radio', { name: /Standard delivery/ }).check();
  await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/30');
  await page.getByLabel('Security code', { exact: true }).fill('123');
  await page.getByLabel('Name on card', { exact: true }).fill('Ada Lovelace');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: /^Place order/ }).click();
  await page.waitForURL(/\/thank-you\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
});
