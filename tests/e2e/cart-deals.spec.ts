import type { ApiProduct } from './support/api-product';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';

/*
 * Add-on and combo deals against the production build and its seeded deals
 * (server/db/seed/deals.ts): the product page's "Frequently bought together" and combo blocks,
 * the deal label and combo saving in the popup cart, the cart's "Add for $X" suggestions.
 */

interface ApiDealProduct {
  product_code: string;
  product_name: string;
  price: number;
}
interface ApiDeals {
  add_ons: (ApiDealProduct & { percent_off: number; deal_price: number })[];
  combos: { id: number; name: string; percent_off: number; items: ApiDealProduct[]; combo_price: number }[];
}
interface ApiCart {
  lines: { product_code: string; line_total: number; add_on_deal: { percent_off: number } | null }[];
  combo_deals: { id: number; discount: number }[];
  total_discount_price: number;
  total_product_price: number;
  total_amount: number;
}

/* A seeded desk in stock that offers add-ons and belongs to a combo. */
async function deskWithDeals(request: APIRequestContext): Promise<{ product: ApiProduct; deals: ApiDeals }> {
  for (let id = 1; id <= 240; id += 1) {
    const code = `DH${String(id).padStart(6, '0')}`;
    const response = await request.get(`/api/v1/catalog/products/${code}`);
    if (!response.ok()) continue;
    const product = ((await response.json()) as { data: ApiProduct }).data;
    const variant = product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0];
    if (product.categorySlug !== 'standing-desks' || !product.availability.isPurchasable || !variant || variant.stock < 3) continue;
    const dealsResponse = await request.get(`/api/v1/deals/products/${code}`, { headers: { location: 'en-US' } });
    const deals = ((await dealsResponse.json()) as { data: ApiDeals }).data;
    if (deals.add_ons.length >= 2 && deals.combos.length > 0) return { product, deals };
  }
  throw new Error('No seeded desk offers add-on and combo deals');
}

async function cartOf(page: Page, request: APIRequestContext): Promise<ApiCart> {
  const cartId = (await page.context().cookies()).find((cookie) => cookie.name === 'CART_ID')?.value;
  expect(cartId).toBeTruthy();
  const response = await request.get(`/api/v1/cart?cart_id=${encodeURIComponent(cartId!)}`, { headers: { location: 'en-US' } });
  return ((await response.json()) as { data: ApiCart }).data;
}

test('a shopper adds a desk with an add-on at its deal price, which goes back to normal when the desk leaves', async ({ page, request }) => {
  const { product, deals } = await deskWithDeals(request);
  const [first, second] = deals.add_ons;
  await page.goto(`/${product.categorySlug}/${product.slug}`);
  // The deals load as the shopper scrolls towards them, under the add to cart button.
  await page.getByTestId('add-to-cart').scrollIntoViewIfNeeded();

  const addOns = page.getByRole('region', { name: 'Frequently bought together' });
  await expect(addOns.getByRole('checkbox', { name: `This item: ${product.product_name}` })).toBeChecked();
  await expect(addOns.getByRole('checkbox', { name: first!.product_name })).toBeChecked();
  await expect(addOns.getByText(`${first!.percent_off}% off`).first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[data-testid="product-deals"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Keep the desk and the first add-on only.
  for (const offer of deals.add_ons.slice(1)) await addOns.getByRole('checkbox', { name: offer.product_name }).uncheck();
  await addOns.getByRole('button', { name: 'Add 2 items to cart' }).click();

  const dialog = page.getByRole('dialog', { name: /Your cart/ });
  await expect(dialog.getByRole('heading', { name: 'Your cart (2 items)' })).toBeVisible();
  await expect(dialog.getByText(`Add-on deal with ${product.product_name}: ${first!.percent_off}% off`)).toBeVisible();
  const cart = await cartOf(page, request);
  expect(cart.lines.find((line) => line.product_code === first!.product_code)).toMatchObject({ line_total: first!.deal_price, add_on_deal: { percent_off: first!.percent_off } });

  // The second add-on is suggested in the cart at its deal price.
  const suggestions = dialog.getByRole('region', { name: 'Add-on deals for your items' });
  await expect(suggestions.getByRole('button', { name: new RegExp(`^Add ${escape(second!.product_name)} for`) })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('popup-cart-deals-1280.png') });

  await dialog.getByRole('button', { name: `Remove ${product.product_name} from the cart` }).click();
  await expect(dialog.getByRole('heading', { name: 'Your cart (1 item)' })).toBeVisible();
  await expect(dialog.getByText(/^Add-on deal with/)).toHaveCount(0);
  const after = await cartOf(page, request);
  expect(after.lines).toEqual([expect.objectContaining({ product_code: first!.product_code, line_total: first!.price, add_on_deal: null })]);
  const removed = await page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'remove_to_cart'));
  expect(removed).toHaveLength(1);
});

test('"Add combo" puts every product of the combo in the cart at once, with the combo saving in the summary', async ({ page, request }) => {
  const { product, deals } = await deskWithDeals(request);
  const combo = deals.combos[0]!;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/${product.categorySlug}/${product.slug}`);
  // The deals load as the shopper scrolls towards them, under the add to cart button.
  await page.getByTestId('add-to-cart').scrollIntoViewIfNeeded();
  const combos = page.getByRole('region', { name: 'Combo deals' });
  await combos.getByRole('button', { name: new RegExp(`^Add combo: ${escape(combo.name)}`) }).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('product-deals-375.png'), fullPage: false });
  await combos.getByRole('button', { name: new RegExp(`^Add combo: ${escape(combo.name)}`) }).first().click();

  const dialog = page.getByRole('dialog', { name: /Your cart/ });
  await expect(dialog.getByRole('heading', { name: `Your cart (${combo.items.length} items)` })).toBeVisible();
  await expect(dialog.getByText(`${combo.name} (${combo.percent_off}% off)`)).toBeVisible();
  const cart = await cartOf(page, request);
  expect(cart.lines.map((line) => line.product_code).sort()).toEqual(combo.items.map((item) => item.product_code).sort());
  expect(cart.combo_deals).toEqual([expect.objectContaining({ id: combo.id })]);
  expect(cart.total_amount).toBe(cart.total_product_price - cart.total_discount_price);
  const added = await page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string; ecommerce?: { items?: unknown[] } }[] }).dataLayer ?? []).filter((entry) => entry.event === 'add_to_cart'));
  expect(added.at(-1)?.ecommerce?.items).toHaveLength(combo.items.length);
  await page.screenshot({ path: test.info().outputPath('popup-cart-combo-375.png') });
});

test('affiliate ids and a promo code travel from the landing URL into the cart', async ({ page, request, context, baseURL }) => {
  const { product } = await deskWithDeals(request);
  const url = new URL(baseURL!);
  // Affiliate ids are kept only with consent to tracking; the promo code always.
  await context.addCookies([{ name: 'dh_consent', value: 'all', domain: url.hostname, path: '/' }]);
  await page.goto(`/${product.categorySlug}/${product.slug}?rid=AFF-7&ranMID=MID-9&promo=WELCOME10`);
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'CART_RANMID')?.value).toBe('MID-9');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('dialog', { name: /Your cart/ }).getByRole('heading', { name: 'Your cart (1 item)' })).toBeVisible();
  const cartId = (await context.cookies()).find((cookie) => cookie.name === 'CART_ID')?.value;
  const response = await request.get(`/api/v1/cart?cart_id=${encodeURIComponent(cartId!)}`, { headers: { location: 'en-US' } });
  const cart = ((await response.json()) as { data: { promotion_code: string | null; affiliate: { rid: string | null; ranMID: string | null } } }).data;
  expect(cart).toMatchObject({ promotion_code: 'WELCOME10', affiliate: { rid: 'AFF-7', ranMID: 'MID-9' } });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
