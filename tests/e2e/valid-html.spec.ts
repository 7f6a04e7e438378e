import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { nuHtmlErrors } from './support/nu-html-checker';
import { placeOrder, productsOfTwoVendors, signUpCustomer, sessionCookies } from './support/orders-api';

/*
 * Design §7: the W3C Nu HTML checker reports 0 errors on every page template. Each page is
 * checked twice: the HTML the server sent, and the document after the browser has run the page's
 * scripts (cart, checkout, thank-you and account pages are mostly drawn there). The pages that
 * need them see a real order and a signed-in shopper with a cart.
 */

interface CatalogProduct {
  slug: string;
  categorySlug: string;
}

interface Template {
  name: string;
  path: string;
  /** What shows once the page has drawn what it draws in the browser. */
  ready: (page: Page) => Promise<void>;
}

const heading = (name?: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first()).toBeVisible();
};

test('every page template is valid HTML for the W3C Nu checker', async ({ page, context, request, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const email = `valid-html-${Date.now()}@example.test`;
  const tokens = await signUpCustomer(request, email);
  const products = await productsOfTwoVendors(request);
  const orderCode = await placeOrder(request, products, email, tokens.accessToken);
  const headers = { location: 'en-US', authorization: `Bearer ${tokens.accessToken}` };
  const [first] = products;
  const added = await request.post('/api/v1/cart/items', { headers, data: { product_code: first.code, variant_id: first.variantId, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(200);
  const detail = await request.get(`/api/v1/catalog/products/${first.code}`);
  const product = ((await detail.json()) as { data: CatalogProduct }).data;
  await context.addCookies([
    ...sessionCookies(tokens, baseURL!),
  ]);

  const apiIndex = await (await request.get('/developers/api')).text();
  const apiSection = /href="(\/developers\/api\/[a-z0-9-]+)"/.exec(apiIndex)?.[1];
  expect(apiSection, 'a section link on the API reference index').toBeDefined();

  const templates: Template[] = [
    // The late consent layer is part of every page a first visitor sees: wait for it once.
    { name: 'home', path: '/', ready: async (p) => expect(p.getByRole('button', { name: /accept/i }).first()).toBeVisible() },
    { name: 'home-fr', path: '/fr-FR', ready: heading() },
    { name: 'category', path: `/${product.categorySlug}`, ready: async (p) => expect(p.locator('[data-listing-ready="true"]')).toBeVisible() },
    { name: 'product', path: `/${product.categorySlug}/${product.slug}`, ready: heading(first.name) },
    { name: 'search', path: '/search?q=chair', ready: heading() },
    { name: 'search-empty', path: '/search?q=zzzzqqq', ready: heading() },
    { name: 'vendor-store', path: '/store/nordvik-studio', ready: heading('Nordvik Studio') },
    { name: 'sale', path: '/sale', ready: heading() },
    { name: 'cart', path: '/cart', ready: async (p) => expect(p.getByText(first.name).first()).toBeVisible() },
    { name: 'checkout', path: '/secure-checkout', ready: async (p) => expect(p.getByText(first.name).first()).toBeVisible() },
    { name: 'thank-you', path: `/thank-you?order=${orderCode}`, ready: heading('Thank you for your order!') },
    { name: 'account-profile', path: '/customer/profile', ready: heading('Profile') },
    { name: 'account-orders', path: '/customer/your-orders', ready: async (p) => expect(p.locator(`[data-order-code="${orderCode}"]`)).toBeVisible() },
    { name: 'account-order', path: `/customer/your-order-detail-tracking/${orderCode}`, ready: async (p) => expect(p.getByText(orderCode).first()).toBeVisible() },
    { name: 'account-requests', path: '/customer/your-request-orders', ready: heading() },
    { name: 'track-order', path: '/track-your-order', ready: heading('Track your order') },
    { name: 'about', path: '/about', ready: heading() },
    { name: 'privacy', path: '/privacy', ready: heading() },
    { name: 'terms', path: '/terms-of-use', ready: heading() },
    { name: 'press', path: '/press-feature', ready: heading() },
    // Landing pages (decision 0036): comparison, FAQ and product grid; countdown; a persona page.
    { name: 'landing-pods', path: '/adus/autonomous-work-pod', ready: heading() },
    { name: 'landing-events', path: '/upcoming-events', ready: heading() },
    { name: 'landing-persona', path: '/setups/gaming-desk', ready: heading() },
    { name: 'group-buy', path: '/group-buy', ready: heading() },
    { name: 'hybrid', path: '/hybrid', ready: heading() },
    { name: 'subscribe', path: '/subscribe', ready: heading() },
    { name: 'api-reference', path: '/developers/api', ready: heading() },
    { name: 'api-reference-section', path: apiSection!, ready: heading() },
    { name: 'not-found', path: '/no-such-page-here', ready: heading() },
    { name: 'blog', path: '/ourblog', ready: heading() },
    { name: 'blog-post', path: '/ourblog/assembling-your-standing-desk', ready: heading() },
    { name: 'help-center', path: '/help-center', ready: heading() },
    { name: 'help-article', path: '/help-center/returns-and-refunds/how-do-i-return-an-item', ready: heading() },
    { name: 'brand-without-brand', path: '/brand', ready: heading() },
    { name: 'brand-registration', path: '/brand/registration', ready: async (p) => expect(p.getByRole('textbox').first()).toBeVisible() },
    { name: 'admin-refused', path: '/admin', ready: heading() },
  ];

  const dir = testInfo.outputPath('html');
  fs.mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  const keep = (name: string, served: string, rendered: string) => {
    for (const [kind, html] of [['served', served], ['rendered', rendered]] as const) {
      const file = path.join(dir, `${name}.${kind}.html`);
      fs.writeFileSync(file, html);
      files.push(file);
    }
  };
  for (const template of templates) {
    const response = await page.goto(template.path);
    expect(response, template.path).not.toBeNull();
    const served = await response!.text();
    await template.ready(page);
    keep(template.name, served, await page.content());
  }
  // The signed-out pages a shopper meets on the way in, up to the code step.
  await context.clearCookies();
  for (const [name, pagePath] of [['sign-up', '/sign-up'], ['sign-in', '/sign-in']] as const) {
    const response = await page.goto(pagePath);
    await heading()(page);
    keep(name, await response!.text(), await page.content());
  }
  await page.getByLabel('Email address').fill(`valid-html-otp-${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
  await page.waitForURL(/\/otp\?/);
  await expect(page.getByLabel('6-digit code')).toBeVisible();
  keep('otp', await (await request.get(page.url())).text(), await page.content());

  const errors = nuHtmlErrors(files);
  expect(errors, `W3C Nu HTML checker errors:\n${errors.join('\n')}`).toEqual([]);
});
