import { expect, test, type APIRequestContext, type BrowserContext } from './support/test';

/*
 * Issue 20 item 3, against the production build: money written by the locale's rules ("319,99 €"
 * in fr and de, never "€319,99"), the deals fetched again in the new language and currency after
 * the header's language switch, the cart's add-on deals in the page's language, and the German
 * checkout starting on Germany. At 375 px and 1280 px.
 */

interface ApiProduct {
  product_url_code: string;
  slug: string;
  categorySlug: string;
  product_name: string;
  availability: { isPurchasable: boolean };
  variants: { id: number; stock: number; isDefault: boolean }[];
}

const WIDTHS = [375, 1280] as const;
/** A euro amount as fr and de write it: digits (grouped by a space or a dot), a comma decimal part if any, then " €". */
const EURO_AFTER = /^\d{1,3}([.\s\u202f]\d{3})*(,\d{2})?[\s\u00a0]€$/;

let cachedDesk: ApiProduct | undefined;

/* A seeded standing desk in stock that offers add-on deals. */
async function deskWithAddOns(request: APIRequestContext): Promise<ApiProduct> {
  if (cachedDesk) return cachedDesk;
  for (let id = 1; id <= 240; id += 1) {
    const code = `DH${String(id).padStart(6, '0')}`;
    const response = await request.get(`/api/v1/catalog/products/${code}`);
    if (!response.ok()) continue;
    const product = ((await response.json()) as { data: ApiProduct }).data;
    const variant = product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0];
    if (product.categorySlug !== 'standing-desks' || !product.availability.isPurchasable || !variant || variant.stock < 3) continue;
    const deals = await request.get(`/api/v1/deals/products/${code}`, { headers: { location: 'en-US' } });
    if (((await deals.json()) as { data: { add_ons: unknown[] } }).data.add_ons.length > 0) return (cachedDesk = product);
  }
  throw new Error('No seeded desk offers add-on deals');
}

async function cartWith(context: BrowserContext, request: APIRequestContext, baseURL: string | undefined, product: ApiProduct, locale: string): Promise<void> {
  const variant = product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0]!;
  const response = await request.post('/api/v1/cart/items', { data: { product_code: product.product_url_code, variant_id: variant.id, quantity: 1 }, headers: { location: locale } });
  expect(response.status()).toBe(200);
  const cart = ((await response.json()) as { data: { id: string } }).data;
  await context.addCookies([{ name: 'CART_ID', value: cart.id, url: baseURL ?? 'http://127.0.0.1:3100' }]);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
});

for (const width of WIDTHS) {
  test(`at ${width} px fr and de write prices with the euro sign after the amount, on the product page and in the cart`, async ({ page, context, request, baseURL }) => {
    const desk = await deskWithAddOns(request);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/fr-FR/${desk.categorySlug}/${desk.slug}`);
    const price = page.getByTestId('product-price');
    await expect(price).toContainText('€');
    // The amount is the text after the screen-reader label ("Prix actuel").
    const shown = await price.locator('span.text-3xl').evaluate((element) => element.lastChild?.textContent?.trim() ?? '');
    expect(shown).toMatch(EURO_AFTER);

    await cartWith(context, request, baseURL, desk, 'de-DE');
    await page.goto('/de-DE/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText('€');
    const amounts = await page.locator('main').getByText(/€/).allTextContents();
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.filter((text) => /€\s*\d/.test(text))).toEqual([]);
    // The add-on deals of the German cart are German and in euros (they were English before).
    const suggestions = page.getByRole('region', { name: 'Zubehör-Angebote für Ihre Artikel' });
    await expect(suggestions.getByRole('button', { name: /^Für .+ hinzufügen$|hinzufügen$/ }).first()).toBeVisible();
    await expect(suggestions).toContainText('€');
    await expect(suggestions).not.toContainText('$');
    await page.screenshot({ path: test.info().outputPath(`de-cart-${width}.png`) });
  });
}

test('the language switch brings "Frequently bought together" back in the new language and currency', async ({ page, request }) => {
  const desk = await deskWithAddOns(request);
  await page.goto(`/${desk.categorySlug}/${desk.slug}`);
  await page.getByTestId('add-to-cart').scrollIntoViewIfNeeded();
  const english = page.getByRole('region', { name: 'Frequently bought together' });
  await expect(english).toContainText('$');

  await page.getByRole('button', { name: /Language and country/ }).click();
  await page.getByRole('dialog', { name: 'Language and country' }).getByRole('button', { name: /Deutsch/ }).click();
  await expect(page).toHaveURL(new RegExp(`/de-DE/${desk.categorySlug}/${desk.slug}`));
  await page.getByTestId('add-to-cart').scrollIntoViewIfNeeded();
  const german = page.getByRole('region', { name: 'Häufig zusammen gekauft' });
  await expect(german).toContainText('€');
  await expect(german).not.toContainText('$');
  await page.screenshot({ path: test.info().outputPath('de-deals-1280.png') });
});

test('at 375 px the German checkout starts the delivery address on Germany', async ({ page, context, request, baseURL }) => {
  const desk = await deskWithAddOns(request);
  await cartWith(context, request, baseURL, desk, 'fr-FR');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/de-DE/secure-checkout');
  const gate = page.getByRole('dialog');
  await expect(gate.getByRole('heading', { name: 'Wie möchten Sie bestellen?' })).toBeVisible();
  await gate.getByRole('button', { name: 'Als Gast fortfahren' }).click();
  await expect(page.getByLabel('Land', { exact: true })).toHaveValue('DE');
  await page.screenshot({ path: test.info().outputPath('de-checkout-375.png') });
});
