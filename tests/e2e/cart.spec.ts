import type { ApiProduct } from './support/api-product';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test';

/*
 * The cart against the production build and its seeded catalog (promo codes of
 * server/db/seed/promo-codes.ts): the popup cart, /cart, the header count and the tag-manager
 * events. A product with stock is looked up through the product API.
 */

interface ApiCart {
  id: string | null;
  item_count: number;
  total_product_price: number;
  promotion_code: string | null;
  affiliate: { rid: string | null; ranMID: string | null };
  lines: { id: number; product_code: string; quantity: number }[];
}

/* A plain house product, in stock, no sale and no tiers: its totals are easy to predict. */
async function plainProduct(request: APIRequestContext): Promise<ApiProduct> {
  for (let id = 1; id <= 180; id += 1) {
    const response = await request.get(`/api/v1/catalog/products/DH${String(id).padStart(6, '0')}`);
    if (!response.ok()) continue;
    const product = ((await response.json()) as { data: ApiProduct }).data;
    const variant = product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0];
    if (
      product.kind !== 4 &&
      !product.is_vendor_product &&
      product.flash_sale === null &&
      !product.has_flash_sale_v2 &&
      product.priceTiers.length === 0 &&
      product.availability.isPurchasable &&
      variant &&
      variant.stock >= 5
    ) {
      return product;
    }
  }
  throw new Error('No seeded product fits the cart tests');
}

const defaultVariant = (product: ApiProduct) => product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0]!;

/** Adds through the API as a guest and hands the cart id to the browser, as the CART_ID cookie. */
async function guestCartWith(context: BrowserContext, request: APIRequestContext, product: ApiProduct, quantity: number): Promise<ApiCart> {
  const response = await request.post('/api/v1/cart/items', {
    data: { product_code: product.product_url_code, variant_id: defaultVariant(product).id, quantity },
    headers: { location: 'en-US' },
  });
  expect(response.status()).toBe(200);
  const cart = ((await response.json()) as { data: ApiCart }).data;
  const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
  await context.addCookies([{ name: 'CART_ID', value: cart.id!, domain: url.hostname, path: '/' }]);
  return cart;
}

async function cartOf(request: APIRequestContext, cartId: string): Promise<ApiCart> {
  const response = await request.get(`/api/v1/cart?cart_id=${encodeURIComponent(cartId)}`, { headers: { location: 'en-US' } });
  return ((await response.json()) as { data: ApiCart }).data;
}

async function dataLayerEvents(page: Page, event: string) {
  return page.evaluate(
    (name) => ((window as unknown as { dataLayer?: { event?: string; ecommerce?: Record<string, unknown> }[] }).dataLayer ?? []).filter((entry) => entry.event === name),
    event,
  );
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

test('adding from a product page opens the popup cart, counts the item and pushes add_to_cart', async ({ page, request, context }) => {
  const product = await plainProduct(request);
  const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:3100');
  // Affiliate ids and a campaign code wait in cookies (lib/tracking/tracked-params.ts) for the cart.
  await context.addCookies([
    { name: 'CART_RID', value: 'friend-42', domain: url.hostname, path: '/' },
    { name: 'CART_PROMOTION_CODE', value: 'WELCOME10', domain: url.hostname, path: '/' },
  ]);
  await page.goto(`/${product.categorySlug}/${product.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();

  // The dialog element itself has no box (its panel is fixed): look at what it shows.
  const dialog = page.getByRole('dialog', { name: /Your cart/ });
  await expect(dialog.getByRole('heading', { name: 'Your cart (1 item)' })).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: product.product_name })).toBeVisible();

  const [event] = await dataLayerEvents(page, 'add_to_cart');
  expect(event?.ecommerce).toMatchObject({
    currency: 'USD',
    items: [{ id: product.product_url_code, name: product.product_name, quantity: 1, price: defaultVariant(product).price.amount / 100 }],
    subtotal: expect.any(Number),
    tax: 0,
    total: expect.any(Number),
    discount: expect.any(Number),
  });

  const cartId = (await context.cookies()).find((cookie) => cookie.name === 'CART_ID')?.value;
  expect(cartId).toBeTruthy();
  const cart = await cartOf(request, cartId!);
  expect(cart).toMatchObject({ item_count: 1, promotion_code: 'WELCOME10', affiliate: { rid: 'friend-42' } });

  await dialog.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: product.product_name })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
});

test('on /cart a shopper changes the quantity, applies a promo code and removes the line, and the count follows', async ({ page, request, context }) => {
  const product = await plainProduct(request);
  const unit = defaultVariant(product).price.amount;
  await guestCartWith(context, request, product, 1);
  await page.goto('/cart');
  const lines = page.getByRole('list', { name: /in your cart/ });
  await expect(lines.getByRole('link', { name: product.product_name })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  await page.getByRole('button', { name: `Increase the quantity of ${product.product_name}` }).click();
  await expect(page.getByRole('textbox', { name: `Quantity of ${product.product_name}` })).toHaveValue('2');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  const summary = page.getByRole('region', { name: 'Order summary' });
  const money = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: minor % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
  await expect(summary.getByText(money(unit * 2)).first()).toBeVisible();

  await summary.getByRole('button', { name: 'Add a promo code' }).click();
  await summary.getByRole('textbox', { name: 'Promo code' }).fill('nosuchcode');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('We don’t know this code. Check it and try again.')).toBeVisible();
  await summary.getByRole('textbox', { name: 'Promo code' }).fill('welcome10');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('WELCOME10 applied')).toBeVisible();
  const discount = Math.round((unit * 2) / 10);
  await expect(summary.getByText(`−${money(discount)}`)).toBeVisible();
  await expect(summary.getByText(money(unit * 2 - discount)).first()).toBeVisible();

  await page.getByRole('button', { name: `Remove ${product.product_name} from the cart` }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  const [removed] = await dataLayerEvents(page, 'remove_to_cart');
  expect(removed?.ecommerce).toMatchObject({ items: [{ id: product.product_url_code, quantity: 2 }], subtotal: 0, total: 0 });
});

test('/cart and /secure-checkout show a guest their own lines in their HTML, before any script runs', async ({ browser, request }) => {
  const product = await plainProduct(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await guestCartWith(context, request, product, 2);
    const page = await context.newPage();
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: /in your cart/ }).getByRole('link', { name: product.product_name })).toBeVisible();
    await expect(page.getByRole('textbox', { name: `Quantity of ${product.product_name}` })).toHaveValue('2');
    await page.goto('/secure-checkout');
    await expect(page.getByRole('main').getByText(product.product_name).first()).toBeAttached();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();

    await context.clearCookies();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('/cart is not indexed and has no serious accessibility violations, empty or filled', async ({ page, request, context }) => {
  await page.goto('/cart');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  const empty = await new AxeBuilder({ page }).analyze();
  expect(empty.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await guestCartWith(context, request, await plainProduct(request), 2);
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
  const filled = await new AxeBuilder({ page }).analyze();
  expect(filled.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('the popup cart opens from the header, traps the focus and closes with Escape', async ({ page, request, context }) => {
  const product = await plainProduct(request);
  await guestCartWith(context, request, product, 1);
  await page.goto('/');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await cartLink(page).click();
  const dialog = page.getByRole('dialog', { name: /Your cart/ });
  await expect(dialog.getByRole('link', { name: product.product_name })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cartLink(page)).toBeFocused();
});
