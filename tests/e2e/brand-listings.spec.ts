import sharp from 'sharp';
import { buildBrand } from '@/tests/support/builders/brands';
import { buildVendor } from '@/tests/support/builders/catalog';
import { buildCustomer } from '@/tests/support/builders/customers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { operatorSessionTokens, sessionCookies } from './support/orders-api';
import { expect, test, type Page } from './support/test';
import { signInByCode } from './support/sign-in';
import { continueAsGuest, fillAddressAndDelivery, payByCard } from './support/checkout-ui';

/*
 * Issue 17 items 1, 3 and 7 end to end, as one journey: the manager of an approved brand lists a
 * product with a picture; it waits for approval; an operator approves it on /admin/products; it
 * shows on its product page and in search; a guest buys THAT product through the checkout; the
 * manager finds the order at /brand/orders, packs and ships it; the shopper's tracking shows the
 * number. Every brand page passes axe at 375 px and at the desktop's width.
 */

const RUN = Date.now().toString(36);
const MANAGER_EMAIL = `listing-manager-${RUN}@example.com`;
const PRODUCT = `Tagus Cork Footrest ${RUN}`;

test.use({
  databaseGroup: 'brand-listings',
  prepareDatabase: {
    prepare: async (db) => {
      const manager = await buildCustomer(db, { email: MANAGER_EMAIL });
      const vendor = await buildVendor(db, { code: `TAGUS${RUN.toUpperCase()}` });
      await buildBrand(db, { status: 'approved', country: 'PT', vendorId: vendor.id, members: [{ customerId: manager.id, role: 'manager' }], overrides: { displayName: 'Tagus Cork' } });
    },
  },
});

test.skip(Boolean(process.env.E2E_BASE_URL), 'the brand is written into the worker’s own database before its server starts');

async function expectAccessibleAtBothWidths(page: Page, shot?: string): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSeriousAxeViolations(page);
  if (shot) await page.screenshot({ path: test.info().outputPath(`${shot}-375.png`), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousAxeViolations(page);
}

async function fillTexts(page: Page, language: string, texts: { name: string; description: string }) {
  await page.getByRole('group', { name: /Language of the texts/ }).getByRole('button', { name: new RegExp(`^${language}`) }).click();
  await page.getByRole('textbox', { name: /^Name \(/ }).fill(texts.name);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill(texts.description);
}

test('a brand lists a product with a picture, an operator approves it, a shopper finds and buys it, the brand ships it and the shopper tracks it', async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(360_000);
  const url = baseURL ?? 'http://127.0.0.1:3100';
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url }]);
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
  await signInByCode(page, MANAGER_EMAIL);

  await page.goto('/brand/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByText('You have no products yet.')).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.getByRole('link', { name: 'Add a product' }).click();

  // The form: category, texts in three languages, one variant with stock and four prices.
  await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Desk Accessories' });
  await page.getByRole('checkbox', { name: 'New' }).check();
  await fillTexts(page, 'English', { name: PRODUCT, description: 'Natural cork footrest, shaped in Portugal.' });
  await page.getByRole('textbox', { name: /vendor features/ }).fill('Cork from the Alentejo\nWashable cover');
  await fillTexts(page, 'Français', { name: `Repose-pieds Tagus en liège ${RUN}`, description: 'Repose-pieds en liège naturel, façonné au Portugal.' });
  await fillTexts(page, 'Deutsch', { name: `Tagus Fußstütze aus Kork ${RUN}`, description: 'Fußstütze aus Naturkork, in Portugal geformt.' });
  const variant = page.getByTestId('variant').first();
  await variant.getByLabel('Colour', { exact: true }).fill('natural cork');
  await variant.getByLabel('Units in stock').fill('25');
  for (const [currency, amount] of [['USD', '89'], ['CAD', '119'], ['GBP', '72'], ['EUR', '85']]) await variant.getByLabel(`Price in ${currency}`).fill(amount!);
  await expectAccessibleAtBothWidths(page, 'listing-new');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await page.waitForURL(/\/brand\/listings\/\d+$/);

  // A picture with its alt text; then the first publish waits for the store's approval.
  const actions = page.getByTestId('listing-actions');
  await expect(actions.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByLabel('What the picture shows (English)').fill('The cork footrest seen from above');
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 181, g: 136, b: 99 } } }).jpeg().toBuffer();
  await page.getByTestId('picture-input').setInputFiles({ name: 'footrest.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByText('The picture is added.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'The cork footrest seen from above' })).toBeVisible();
  await actions.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(actions.getByText('Waiting for approval', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('listing-pending-desktop.png'), fullPage: true });
  await expectAccessibleAtBothWidths(page);
  const productUrlPath = new URL(page.url()).pathname;

  // The operator approves it.
  const operator = await context.browser()!.newContext({ baseURL: url });
  const tokens = await operatorSessionTokens(page.request);
  await operator.addCookies([
    ...sessionCookies(tokens, url),
    { name: 'dh_consent', value: 'essential', url },
  ]);
  await operator.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
  const admin = await operator.newPage();
  await admin.goto('/admin/products');
  await expect(admin.getByRole('heading', { level: 1, name: 'Product approvals' })).toBeVisible();
  await expectAccessibleAtBothWidths(admin);
  await admin.getByRole('link', { name: new RegExp(PRODUCT) }).click();
  await expect(admin.getByTestId('review-state')).toHaveText('Waiting for approval');
  await expectAccessibleAtBothWidths(admin, 'admin-review');
  await admin.getByRole('button', { name: 'Approve: put it in the store' }).click();
  // The answer waits only for the product's own page, in every locale; the listings follow after it.
  await expect(admin.getByText('Approved: the product is in the store.')).toBeVisible({ timeout: 30_000 });
  await operator.close();

  // The brand sees it in the store; shoppers find it on its page and in search.
  await page.goto(productUrlPath);
  await expect(actions.getByText('In the store', { exact: true })).toBeVisible();
  await page.goto('/brand/listings');
  await expect(page.getByTestId('listings').getByText(PRODUCT)).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'listings');
  await page.goto(productUrlPath);
  await actions.getByRole('link', { name: 'See the product in the store' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT);
  const main = page.getByRole('region', { name: `Pictures of ${PRODUCT}` }).locator('img').first();
  await expect(main).toBeVisible();
  expect(await main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.goto(`/search?q=${encodeURIComponent(`Tagus Cork ${RUN}`)}`);
  await expect(page.getByRole('link', { name: new RegExp(PRODUCT) }).first()).toBeVisible();

  // A guest finds it in search and buys it through the pages.
  const shopperContext = await context.browser()!.newContext({ baseURL: url });
  await shopperContext.addCookies([{ name: 'dh_consent', value: 'essential', url }]);
  await shopperContext.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
  const shopper = await shopperContext.newPage();
  const shopperEmail = `cork-buyer-${RUN}@example.com`;
  await shopper.goto(`/search?q=${encodeURIComponent(`Tagus Cork ${RUN}`)}`);
  // A search card opens the quick view; its "View full details" leads to the product page.
  await shopper.getByRole('link', { name: new RegExp(PRODUCT) }).first().click();
  await shopper.getByRole('dialog', { name: PRODUCT }).getByRole('link', { name: 'View full details' }).click();
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(PRODUCT);
  await shopper.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(shopper.getByRole('dialog', { name: /Your cart/ }).getByRole('link', { name: PRODUCT })).toBeVisible();
  await continueAsGuest(shopper);
  await fillAddressAndDelivery(shopper, shopperEmail);
  await payByCard(shopper, '4242 4242 4242 4242');
  await shopper.waitForURL(/\/thank-you\?order=/);
  const orderCode = new URL(shopper.url()).searchParams.get('order')!;

  // The manager finds the order among the brand's, packs the line and ships it.
  const tracking = `CTT-${RUN.toUpperCase()}`;
  await page.goto('/brand/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('link', { name: `Open order ${orderCode}` }).click();
  await page.waitForURL(new RegExp(`/brand/orders/${orderCode}$`));
  await expect(page.getByText(PRODUCT).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pack selected lines' }).click();
  await expect(page.getByRole('status').filter({ hasText: /is packed and waits for its label/ })).toBeVisible();
  await page.getByLabel('Carrier').fill('CTT Expresso');
  await page.getByLabel('Tracking number').fill(tracking);
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByText(`Shipped with CTT Expresso, tracking ${tracking}`)).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'brand-order-shipped');

  // The shopper's tracking page now shows the package on its way with its number.
  await shopper.goto('/track-your-order');
  await shopper.getByLabel('Order number', { exact: true }).fill(orderCode);
  await shopper.getByLabel('E-mail address').first().fill(shopperEmail);
  await shopper.getByRole('button', { name: 'Track order' }).click();
  await expect(shopper).toHaveURL(new RegExp(`/tracking-your-order\\?order=${orderCode}$`));
  await expect(shopper.getByText(tracking)).toBeVisible();
  await shopperContext.close();
});
