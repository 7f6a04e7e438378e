import type { ApiProduct, ApiVariant } from './api-product';
import { continueAsGuest, fillAddressAndDelivery, payByCard } from './checkout-ui';
import { expect, type APIRequestContext, type BrowserContext, type Page } from './test';

/*
 * Issue 20 item 1 and its refusals, as a shopper meets them, shared by availability.spec.ts
 * (desktop) and availability.mobile.spec.ts (375 px). The seeded catalog has each case:
 * DH000171 (Halo Trio 2 standing desk) is in stock with its flash sale paused, DH000154 is a
 * vendor product labelled pre-order with nothing in stock.
 */

export const PAUSED_PATH = '/standing-desks/halo-trio-2-dual-motor-standing-desk';
const PAUSED_CODE = 'DH000171';
const VENDOR_PRE_ORDER_CODE = 'DH000154';

async function product(request: APIRequestContext, code: string, locale = 'en-US'): Promise<ApiProduct | null> {
  const response = await request.get(`/api/v1/catalog/products/${code}`, { headers: { location: locale } });
  return response.ok() ? ((await response.json()) as { data: ApiProduct }).data : null;
}

export async function prepareShopper(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
}

/** The product page of a paused flash sale agrees with itself: not "in stock", no add, deals off with the reason. */
export async function pausedFlashSaleProductPage(page: Page, request: APIRequestContext): Promise<void> {
  const desk = await product(request, PAUSED_CODE);
  expect(desk, 'the seeded paused-sale desk').not.toBeNull();
  await page.goto(PAUSED_PATH);
  const stock = page.getByTestId('stock-and-shipping');
  await expect(stock).toContainText('Not available right now: its flash sale is paused');
  await expect(stock).not.toContainText('In stock');
  await expect(page.getByTestId('add-to-cart')).toBeDisabled();
  await expect(page.getByText('In stock, ready to ship')).toHaveCount(0);

  // The deals load as the shopper scrolls towards them, under the add to cart button.
  await page.getByTestId('add-to-cart').scrollIntoViewIfNeeded();
  const deals = page.getByTestId('product-deals');
  await expect(deals).toBeVisible();
  const addSelected = deals.getByRole('button', { name: /^Add \d+ items? to cart$/ });
  await expect(addSelected).toBeDisabled();
  await expect(deals.getByTestId('add-on-deals-blocked')).toHaveText(`${desk!.product_name} cannot be bought right now: its flash sale is paused.`);
  for (const combo of await deals.locator('[data-combo-id]').all()) {
    if ((await combo.textContent())?.includes(desk!.product_name)) await expect(combo.getByRole('button', { name: /^Add combo/ })).toBeDisabled();
  }
}

/** Cards, the "In stock" filter and search say the same about that desk. */
export async function pausedFlashSaleCards(page: Page, request: APIRequestContext): Promise<void> {
  const desk = await product(request, PAUSED_CODE);
  await page.goto(`/search?q=${encodeURIComponent(desk!.product_name)}`);
  const card = page.locator(`article[data-product-code="${PAUSED_CODE}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('card-availability')).toHaveText('Not available right now');
  await expect(card.getByText('Sold out')).toHaveCount(0);

  const listed = await request.get(`/api/v1/catalog/products?category_slugs=standing-desks&in_stock=true&include=facets`, { headers: { location: 'en-US' } });
  const body = (await listed.json()) as { data: { items: { code: string; availability: string }[]; totalItems: number; facets: { inStock: { count: number } } } };
  expect(body.data.items.map((item) => item.code)).not.toContain(PAUSED_CODE);
  expect(body.data.items.every((item) => item.availability === 'in-stock')).toBe(true);
  expect(body.data.facets.inStock.count).toBe(body.data.totalItems);

  await page.goto('/standing-desks?in_stock=1');
  await expect(page.locator('article[data-product-code]').first()).toBeVisible();
  await expect(page.locator(`article[data-product-code="${PAUSED_CODE}"]`)).toHaveCount(0);
}

/** A French search card never says "Précommande" and "Épuisé" at once. */
export async function frenchCardOneMessage(page: Page, request: APIRequestContext): Promise<void> {
  const monitor = await product(request, VENDOR_PRE_ORDER_CODE, 'fr-FR');
  expect(monitor, 'the seeded vendor pre-order product').not.toBeNull();
  await page.goto(`/fr-FR/search?q=${encodeURIComponent(monitor!.product_name)}`);
  const card = page.locator(`article[data-product-code="${VENDOR_PRE_ORDER_CODE}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('card-availability')).toHaveText('Épuisé');
  await expect(card.getByText('Précommande')).toHaveCount(0);
}

/** A vendor product with a few units left and a plain one with plenty, for the checkout race. */
async function checkoutProducts(request: APIRequestContext): Promise<{ scarce: ApiProduct & { variant: ApiVariant }; plain: ApiProduct & { variant: ApiVariant } }> {
  let scarce: (ApiProduct & { variant: ApiVariant }) | null = null;
  let plain: (ApiProduct & { variant: ApiVariant }) | null = null;
  for (let id = 1; id <= 180 && !(scarce && plain); id += 1) {
    const found = await product(request, `DH${String(id).padStart(6, '0')}`);
    if (!found || found.kind !== 1 || found.flash_sale !== null || found.has_flash_sale_v2) continue;
    const variant = found.variants.find((candidate) => candidate.availability.isPurchasable && candidate.stock >= 1 && candidate.stock <= 20);
    if (!scarce && found.is_vendor_product && variant) scarce = { ...found, variant };
    const roomy = found.variants.find((candidate) => candidate.isDefault && candidate.availability.isPurchasable && candidate.stock >= 20);
    if (!plain && !found.is_vendor_product && roomy) plain = { ...found, variant: roomy };
  }
  if (!scarce || !plain) throw new Error('No seeded products fit the checkout race');
  return { scarce, plain };
}

const CALIFORNIA = { full_name: 'Grace Hopper', street: '1 Market St', city: 'San Francisco', state_or_province: 'CA', postal_code: '94105', country: 'US' };

/** Another shopper buys every unit left of `code`'s variant through the API. */
async function buyTheRest(request: APIRequestContext, code: string, variantId: number, quantity: number): Promise<void> {
  const headers = { location: 'en-US' };
  const added = await request.post('/api/v1/cart/items', { data: { product_code: code, variant_id: variantId, quantity }, headers });
  expect(added.status(), await added.text()).toBe(200);
  const cartId = ((await added.json()) as { data: { id: string } }).data.id;
  const query = `cart_id=${encodeURIComponent(cartId)}`;
  const contact = await request.put(`/api/v1/checkout/contact?${query}`, { data: { email: 'grace@example.com', shipping_address: CALIFORNIA, billing_same_as_shipping: true }, headers });
  const options = ((await contact.json()) as { data: { shipping_options: { code: string; requires_date: boolean; available_dates: string[] }[] } }).data.shipping_options;
  const option = options.find((candidate) => !candidate.requires_date) ?? options[0]!;
  const shipped = await request.put(`/api/v1/checkout/shipping?${query}`, {
    data: { option: option.code, ...(option.requires_date ? { shipping_date: option.available_dates[0] } : {}) },
    headers,
  });
  const total = ((await shipped.json()) as { data: { totals: { total_amount: number } } }).data.totals.total_amount;
  const placed = await request.post(`/api/v1/checkout/place-order?${query}`, {
    data: { method_id: 13, payment_option: 0, card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123', holder: 'Grace Hopper' }, expected_total: total },
    headers: { ...headers, 'idempotency-key': `race-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(placed.status(), await placed.text()).toBe(200);
}

/**
 * The last units sell while the shopper is at checkout: place order names the item and says it
 * sold out, focus goes to the notice, one click removes it, and the rest of the order goes through.
 */
export async function lastUnitSoldAtCheckout(page: Page, context: BrowserContext, request: APIRequestContext, baseURL: string | undefined): Promise<void> {
  const { scarce, plain } = await checkoutProducts(request);
  let cartId: string | null = null;
  for (const entry of [scarce, plain]) {
    const path: string = `/api/v1/cart/items${cartId ? `?cart_id=${encodeURIComponent(cartId)}` : ''}`;
    const added = await request.post(path, {
      data: { product_code: entry.product_url_code, variant_id: entry.variant.id, quantity: 1 },
      headers: { location: 'en-US' },
    });
    expect(added.status(), await added.text()).toBe(200);
    cartId = ((await added.json()) as { data: { id: string } }).data.id;
  }
  await context.addCookies([{ name: 'CART_ID', value: cartId!, url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await continueAsGuest(page);
  await fillAddressAndDelivery(page, 'ada.buyer@example.com');

  await buyTheRest(request, scarce.product_url_code, scarce.variant.id, scarce.variant.stock);

  await payByCard(page, '4242 4242 4242 4242');
  const notice = page.getByTestId('unavailable-items');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: 'Some items can no longer be bought' })).toBeFocused();
  await expect(notice).toContainText(`${scarce.product_name}: sold out`);
  await expect(page.getByTestId('payment-failure')).toHaveText('Some items in your order can no longer be bought. Remove them above, then place your order.');
  await expect(page.getByText(scarce.product_url_code)).toHaveCount(0);

  await notice.getByRole('button', { name: `Remove ${scarce.product_name} from your cart` }).click();
  await expect(notice).toBeHidden();
  await payByCard(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/thank-you\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(plain.product_name).first()).toBeVisible();
  await expect(page.getByText(scarce.product_name)).toHaveCount(0);
}
