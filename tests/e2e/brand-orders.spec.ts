import { axeAtBothWidths } from './support/axe';
import { placeOrder, type PickedProduct } from './support/orders-api';
import { signInAsOperator } from './support/sign-in';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test';
import { OWN_DATABASE_GROUP } from './support/database-groups';

/*
 * Issue 17 items 3 and 7: a shopper buys a product of Nordvik Studio (a seeded brand); its owner
 * finds the order at /brand/orders by its number and sees Nordvik's lines.
 * Then an operator places a phone order for Nordvik at /admin/orders/new and the owner finds it
 * at /brand/admin-orders. Axe on every page visited, at 375 px and at desktop width. Packing,
 * shipping and the shopper's tracking are in the listing journey (brand-listings.spec.ts), on
 * the product the brand has just listed.
 */

// Its own database: the seeded owner's one-code-a-minute limit must not meet another spec's.
test.use({ databaseGroup: OWN_DATABASE_GROUP });

const OWNER_EMAIL = 'owner@nordvik-studio.test';
const VENDOR_CODE = 'NORDVIK';

interface CatalogProduct {
  product_url_code: string;
  product_name: string;
  kind: number;
  vendor_code: string | null;
  flash_sale: unknown;
  has_flash_sale_v2: boolean;
  priceTiers: unknown[];
  availability: { isPurchasable: boolean };
  variants: { id: number; stock: number; isDefault: boolean }[];
}

/** The first plain, well-stocked product Nordvik Studio sells (seeded catalog). */
async function nordvikProduct(request: APIRequestContext): Promise<PickedProduct> {
  for (let id = 1; id <= 600; id += 1) {
    const response = await request.get(`/api/v1/catalog/products/DH${String(id).padStart(6, '0')}`);
    if (!response.ok()) continue;
    const product = ((await response.json()) as { data: CatalogProduct }).data;
    const variant = product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0];
    if (product.vendor_code === VENDOR_CODE && product.kind === 1 && product.flash_sale === null && !product.has_flash_sale_v2 && product.priceTiers.length === 0 && product.availability.isPurchasable && variant && variant.stock >= 5) {
      return { code: product.product_url_code, name: product.product_name, vendorCode: VENDOR_CODE, variantId: variant.id };
    }
  }
  throw new Error('The seed has no plain Nordvik Studio product in stock');
}

async function prepare(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
}

async function signInWithMailedCode(page: Page, email: string): Promise<void> {
  const asked = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
  await page.waitForURL(/\/otp\?/);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
      const messages = ((await response.json()) as { data: { messages: { text: string | null; created_at: string }[] } }).data.messages;
      code = /\b(\d{6})\b/.exec(messages.find((message) => message.text !== null && message.created_at > asked)?.text ?? '')?.[1];
      return code !== undefined;
    })
    .toBe(true);
  await page.getByLabel('6-digit code').fill(code!);
  await page.waitForURL((url) => url.pathname !== '/otp');
}

test('the owner finds a shopper’s Nordvik order by its number, and an operator’s phone order for the brand', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await prepare(page.context(), baseURL);
  const shopperEmail = `nordvik-buyer-${Date.now()}@example.com`;
  const product = await nordvikProduct(page.request);
  const orderCode = await placeOrder(page.request, [product], shopperEmail);

  await page.goto('/brand/orders');
  await page.waitForURL(/\/sign-in/);
  await signInWithMailedCode(page, OWNER_EMAIL);
  await page.waitForURL(/\/brand\/orders/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Search orders' });
  await search.getByRole('searchbox', { name: 'Search orders' }).fill(orderCode);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `1 order for “${orderCode}”` })).toBeVisible();
  await expect(page.getByText(product.name).first()).toBeVisible();
  await axeAtBothWidths(page, 'brand-orders-list');

  await page.getByRole('link', { name: `Open order ${orderCode}` }).click();
  await page.waitForURL(new RegExp(`/brand/orders/${orderCode}$`));
  await expect(page.getByRole('heading', { level: 2, name: orderCode })).toBeVisible();
  await expect(page.getByText('Grace Hopper')).toBeVisible();
  await axeAtBothWidths(page, 'brand-order-detail');


  // An operator takes a bulk order by phone for Nordvik Studio.
  // The worker's one operator session: the specs sharing this database group sign the same
  // operator in, and a second mailed code within the minute would be refused.
  const operatorContext = await page.context().browser()!.newContext({ baseURL });
  await prepare(operatorContext, baseURL);
  await signInAsOperator(operatorContext, page.request, baseURL);
  const operator = await operatorContext.newPage();
  await operator.goto('/admin/orders/new');
  await expect(operator.getByRole('heading', { level: 1, name: 'New order for a brand' })).toBeVisible();
  await expect(operator.getByRole('option', { name: 'Nordvik Studio' })).toBeAttached();
  await operator.getByLabel('Brand').selectOption({ label: 'Nordvik Studio' });
  await operator.getByLabel('Customer e-mail').fill(`facilities-${Date.now()}@example.com`);
  await operator.getByLabel('Product number 1').fill(product.code);
  await operator.getByLabel('Quantity').fill('3');
  await operator.getByLabel('Full name').fill('Ada Facilities');
  await operator.getByLabel('Street and number').fill('100 Congress Ave');
  await operator.getByLabel('City').fill('Austin');
  await operator.getByLabel('State or province (if any)').fill('TX');
  await operator.getByLabel('Postal code').fill('78701');
  await axeAtBothWidths(operator, 'admin-new-order');
  await operator.getByRole('button', { name: 'Place the order' }).click();
  const placed = operator.getByRole('status').filter({ hasText: /is placed/ });
  await expect(placed).toBeVisible({ timeout: 20_000 });
  const phoneOrder = /Order (DH\d{8}) is placed/.exec((await placed.textContent()) ?? '')?.[1];
  expect(phoneOrder).toBeTruthy();
  await operatorContext.close();

  // The brand finds it among the orders placed for it; the crypto list opens too.
  await page.goto('/brand/admin-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders placed for you' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Open order ${phoneOrder}` })).toBeVisible();
  await expect(page.getByText('Placed by our team').first()).toBeVisible();
  await axeAtBothWidths(page, 'brand-admin-orders');
  await page.goto('/brand/crypto-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto orders' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /orders?$/ })).toBeVisible();
  await axeAtBothWidths(page, 'brand-crypto-orders');
});
