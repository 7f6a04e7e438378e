import type { ApiProduct } from './support/api-product';
import AxeBuilder from '@axe-core/playwright';
import { continueAsGuest, fillAddressAndDelivery, payByCard } from './support/checkout-ui';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test';

/*
 * The shopper-facing checkout (issue 5) against the production build and the built-in test
 * payment provider (README "Test payments"): card, declined card, installments redirect, wire
 * transfer, and a signed-in checkout with a promo code and store credit. A plain in-stock product
 * is found through the catalog API and put in a fresh cart for each test.
 */

const CREDIT_SHOPPER = 'credit.shopper@deskhaus.test';
const defaultVariant = (product: ApiProduct) => product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0]!;

let cachedProduct: ApiProduct | undefined;

/* A plain house product with plenty of stock: no sale, no tiers, not a pod (which ships by freight). */
async function plainProduct(request: APIRequestContext): Promise<ApiProduct> {
  if (cachedProduct) return cachedProduct;
  for (let id = 1; id <= 180; id += 1) {
    const response = await request.get(`/api/v1/catalog/products/DH${String(id).padStart(6, '0')}`);
    if (!response.ok()) continue;
    const product = ((await response.json()) as { data: ApiProduct }).data;
    const variant = defaultVariant(product);
    if (
      product.kind === 1 &&
      !product.is_vendor_product &&
      product.flash_sale === null &&
      !product.has_flash_sale_v2 &&
      product.priceTiers.length === 0 &&
      product.availability.isPurchasable &&
      variant &&
      variant.stock >= 20
    ) {
      cachedProduct = product;
      return product;
    }
  }
  throw new Error('No seeded product fits the checkout tests');
}

async function guestCart(context: BrowserContext, request: APIRequestContext, baseURL: string | undefined): Promise<ApiProduct> {
  const product = await plainProduct(request);
  const response = await request.post('/api/v1/cart/items', {
    data: { product_code: product.product_url_code, variant_id: defaultVariant(product).id, quantity: 1 },
    headers: { location: 'en-US' },
  });
  expect(response.status()).toBe(200);
  const cart = ((await response.json()) as { data: { id: string } }).data;
  await context.addCookies([{ name: 'CART_ID', value: cart.id, url: baseURL ?? 'http://127.0.0.1:3100' }]);
  return product;
}

/** Records the analytics events (Charge_success) the page announces, from the first script on. */
async function recordAnalytics(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __analytics: unknown[] }).__analytics = seen;
    window.addEventListener('dh:analytics', (event) => seen.push((event as CustomEvent).detail));
  });
}

type Entry = { event?: string; ecommerce?: Record<string, unknown> };
const dataLayerEvents = (page: Page, name: string) =>
  page.evaluate((event) => ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).filter((entry) => entry.event === event), name);
const analyticsEvents = (page: Page) => page.evaluate(() => (window as unknown as { __analytics?: { event_name: string; data: { ecommerce: Record<string, unknown> } }[] }).__analytics ?? []);

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
});

test('a guest checks out with a card and sees the order again after a reload; purchase and Charge_success are sent once', async ({ page, context, request, baseURL }) => {
  await recordAnalytics(context);
  const product = await guestCart(context, request, baseURL);
  await continueAsGuest(page);
  await expect.poll(async () => (await dataLayerEvents(page, 'begin_checkout')).length).toBe(1);

  await fillAddressAndDelivery(page, 'guest.buyer@example.com');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText(product.product_name)).toBeVisible();
  await expect(summary.getByText(/sales tax/i).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await payByCard(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/thank-you\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const code = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByTestId('order-code')).toHaveText(code);
  await expect(page.getByText('guest.buyer@example.com')).toBeVisible();
  await expect(page.getByText(product.product_name)).toBeVisible();

  const [purchase] = await dataLayerEvents(page, 'purchase');
  expect(purchase?.ecommerce).toMatchObject({ transaction_id: code, currency: 'USD' });
  for (const field of ['revenue', 'shipping', 'tax', 'items']) expect(purchase?.ecommerce).toHaveProperty(field);
  const charges = (await analyticsEvents(page)).filter((event) => event.event_name === 'Charge_success');
  expect(charges).toHaveLength(1);
  expect(charges[0]?.data.ecommerce).toMatchObject({ transaction_id: code });
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await expect(page.getByTestId('order-code')).toHaveText(code);
  expect(await dataLayerEvents(page, 'purchase')).toHaveLength(0);
  // The reload is a new page view, but the charge is not announced again.
  expect((await analyticsEvents(page)).filter((event) => event.event_name === 'Charge_success')).toHaveLength(0);
});

test('a shopper typing before the page has finished loading keeps every character; the store comes after the load event', async ({ page, context, request, baseURL }) => {
  await guestCart(context, request, baseURL);
  // A picture that is slow to come holds the window's load event, after which Redux loads (decision 0067).
  let releasePicture = () => {};
  const pictureHeld = new Promise<void>((resolve) => {
    releasePicture = resolve;
  });
  await page.route('**/slow-picture.png', async (route) => {
    await pictureHeld;
    await route.fulfill({ status: 404, body: '' });
  });
  await page.route('**/secure-checkout', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</body>', '<img src="/slow-picture.png" alt="" width="1" height="1"></body>');
    await route.fulfill({ response, body });
  });

  await page.goto('/secure-checkout', { waitUntil: 'domcontentloaded' });
  const fullName = page.getByLabel('Full name', { exact: true });
  // Hydrated: React has put its props on the field.
  await expect.poll(() => fullName.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps')))).toBe(true);
  // The page's code, leaving out the route map, which the first key press asks for (decision 0066).
  const pageCode = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js') && !entry.name.includes('_buildManifest')).map((entry) => entry.name));
  const scriptsBefore = await pageCode();

  await fullName.pressSequentially('Ada Lovelace');
  await page.getByLabel('Street address', { exact: true }).pressSequentially('500 Howard Street');
  await expect(fullName).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Street address', { exact: true })).toHaveValue('500 Howard Street');
  // Still loading, and no code was fetched for the typing: the fields did not need Redux.
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  expect(await pageCode()).toEqual(scriptsBefore);
  // Redux is not among them: its production build names its error page in every copy.
  const holdsRedux = async (urls: string[]) => {
    for (const url of urls) if ((await (await request.get(url)).text()).includes('redux.js.org/Errors')) return true;
    return false;
  };
  expect(await holdsRedux(scriptsBefore)).toBe(false);

  releasePicture();
  // The store loads, the session is known (a visitor), the gate asks; what was typed is still there.
  const gate = page.getByRole('dialog');
  await gate.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(gate).toBeHidden();
  expect(await holdsRedux((await pageCode()).filter((url) => !scriptsBefore.includes(url)))).toBe(true);
  await expect(fullName).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Street address', { exact: true })).toHaveValue('500 Howard Street');
  await page.getByLabel('Email', { exact: true }).fill('early.typist@example.com');
  await page.getByLabel('City', { exact: true }).fill('San Francisco');
  await page.getByLabel('State', { exact: true }).selectOption('CA');
  await page.getByLabel('ZIP code', { exact: true }).fill('94105');
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeVisible();
  await expect(page.getByText(/Ada Lovelace/).first()).toBeVisible();
});

test('a declined card keeps the shopper on the checkout, and another card then pays', async ({ page, context, request, baseURL }) => {
  await guestCart(context, request, baseURL);
  await continueAsGuest(page);
  await fillAddressAndDelivery(page, 'declined.buyer@example.com');

  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('payment-failure')).toHaveText(/Your payment was declined/);
  expect(new URL(page.url()).pathname).toBe('/secure-checkout');

  await payByCard(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/thank-you\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
});

test('installments redirect to the partner step and come back to the thank-you page', async ({ page, context, request, baseURL }) => {
  await guestCart(context, request, baseURL);
  await continueAsGuest(page);
  await fillAddressAndDelivery(page, 'installments.buyer@example.com');
  await page.getByRole('radio', { name: 'Pay in monthly installments' }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();

  await page.waitForURL(/\/affirm\/confirm\?reference=/);
  await page.getByRole('button', { name: 'Confirm the installment plan' }).click();
  await page.waitForURL(/\/thank-you\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
});

test('a wire transfer leaves the order pending with the bank details to pay it', async ({ page, context, request, baseURL }) => {
  await guestCart(context, request, baseURL);
  await continueAsGuest(page);
  await fillAddressAndDelivery(page, 'wire.buyer@example.com');
  await page.getByRole('radio', { name: 'Wire transfer' }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();

  await page.waitForURL(/\/pending-order\?order=/);
  await expect(page.getByRole('heading', { name: 'Your order is reserved' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible();
  await expect(page.getByTestId('wire-reference')).not.toBeEmpty();
  await expect(page.getByText('Awaiting payment')).toBeVisible();
});

test('a card that needs 3-D Secure goes through the verification step to the thank-you page', async ({ page, context, request, baseURL }) => {
  await guestCart(context, request, baseURL);
  await continueAsGuest(page);
  await fillAddressAndDelivery(page, 'verify.buyer@example.com');
  await payByCard(page, '4000 0027 6000 3184');

  await page.waitForURL(/\/checkout-progress\?reference=/);
  await expect(page.getByRole('heading', { name: 'Verify your card' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm the payment' }).click();
  await page.waitForURL(/\/thank-you\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
});

test('a crypto order shows the asset, exact amount, address, expiry and confirmations to pay', async ({ page, context, request, baseURL }) => {
  await guestCart(context, request, baseURL);
  await continueAsGuest(page);
  await fillAddressAndDelivery(page, 'crypto.buyer@example.com');
  await page.getByRole('radio', { name: 'Cryptocurrency' }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByText('Choose a cryptocurrency.').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Coin to pay with' }).selectOption('USDC');
  await page.getByRole('button', { name: /^Place order/ }).click();

  await page.waitForURL(/\/pending-order\?order=/);
  await expect(page.getByRole('heading', { name: 'Send your payment' })).toBeVisible();
  await expect(page.getByTestId('crypto-amount')).toContainText('USDC');
  await expect(page.getByTestId('crypto-address')).not.toBeEmpty();
  await expect(page.getByText('Quote valid until')).toBeVisible();
  await expect(page.getByText('Confirmations needed')).toBeVisible();
});

test('the cart page has no serious accessibility violations', async ({ page, context, request, baseURL }) => {
  await guestCart(context, request, baseURL);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/secure-checkout');
  await expectNoSeriousAxeViolations(page);
});

interface OutboxMessage {
  text: string | null;
  created_at: string;
}

async function signInAsCreditShopper(page: Page): Promise<void> {
  const before = new Date().toISOString();
  await page.goto('/sign-in');
  await page.getByLabel('Email address', { exact: true }).fill(CREDIT_SHOPPER);
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
  await page.waitForURL(/\/otp\?/);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(CREDIT_SHOPPER)}`);
      const body = (await response.json()) as { data: { messages: OutboxMessage[] } };
      const mail = body.data.messages.find((message) => message.text !== null && message.created_at >= before.slice(0, 19));
      code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
      return code !== undefined;
    })
    .toBe(true);
  await page.getByLabel('6-digit code', { exact: true }).fill(code!);
  await page.waitForURL((url) => url.pathname !== '/otp');
}

test('a signed-in shopper checks out with a promo code and store credit', async ({ page, context, request }) => {
  await signInAsCreditShopper(page);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeDefined();
  const auth = { Authorization: `Bearer ${token}`, location: 'en-US' };
  // The account's cart may hold lines from an earlier run: start from an empty one.
  const current = ((await (await request.get('/api/v1/cart', { headers: auth })).json()) as { data: { lines: { id: number }[]; promotion_code: string | null } }).data;
  for (const line of current.lines) await request.delete(`/api/v1/cart/items/${line.id}`, { headers: auth });
  if (current.promotion_code) await request.delete('/api/v1/cart/promo-code', { headers: auth });
  const product = await plainProduct(request);
  const added = await request.post('/api/v1/cart/items', { data: { product_code: product.product_url_code, variant_id: defaultVariant(product).id, quantity: 1 }, headers: auth });
  expect(added.status()).toBe(200);

  await page.goto('/secure-checkout');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(CREDIT_SHOPPER);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByRole('button', { name: 'Add a promo code' }).click();
  await summary.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('Discount (WELCOME10)')).toBeVisible();

  await fillAddressAndDelivery(page, null);
  await expect(page.getByText(/of store credit\./)).toBeVisible();
  await page.getByLabel('Amount to use', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Apply credit' }).click();
  await expect(page.getByText(/store credit applied/)).toBeVisible();
  await expect(summary.getByText('Store credit')).toBeVisible();

  await payByCard(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/thank-you\?order=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('Store credit')).toBeVisible();
  await expect(page.getByText('Discount')).toBeVisible();
  const code = new URL(page.url()).searchParams.get('order')!;

  await page.getByRole('link', { name: 'See your orders' }).click();
  await page.waitForURL('**/customer/your-orders');
  await expect(page.getByRole('heading', { name: `Order ${code}` })).toBeVisible();
});
