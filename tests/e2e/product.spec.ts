import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';

/*
 * The product page against the production build and its seeded catalog. Products with a given
 * trait (a running flash sale, price tiers) are looked up through the product API, so the tests
 * do not depend on which generated product happens to have it.
 */

const DESK_CODE = 'DH000001';

interface ApiProduct {
  product_url_code: string;
  slug: string;
  categorySlug: string;
  product_name: string;
  flashSaleEndsAt: string | null;
  priceTiers: { minQuantity: number; percentOff: number }[];
  availability: { isPurchasable: boolean };
  variants: { id: number; stock: number; isDefault: boolean; options: Record<string, string>; price: { amount: number } }[];
}

async function productByCode(request: APIRequestContext, code: string): Promise<ApiProduct | null> {
  const response = await request.get(`/api/v1/catalog/products/${code}`);
  if (!response.ok()) return null;
  return ((await response.json()) as { data: ApiProduct }).data;
}

async function findProduct(request: APIRequestContext, wanted: (product: ApiProduct) => boolean): Promise<ApiProduct> {
  for (let id = 1; id <= 180; id += 1) {
    const product = await productByCode(request, `DH${String(id).padStart(6, '0')}`);
    if (product && wanted(product)) return product;
  }
  throw new Error('No seeded product has the trait this test needs');
}

const pathOf = (product: ApiProduct) => `/${product.categorySlug}/${product.slug}`;

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function dataLayerEvents(page: Page, event: string) {
  return page.evaluate((name) => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === name), event);
}

test('a product page shows the product, its pictures, price and sections, with a canonical and valid structured data', async ({ page, request }) => {
  const desk = await productByCode(request, DESK_CODE);
  if (!desk) throw new Error('the seeded desk is missing');
  const response = await page.goto(pathOf(desk));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(desk.product_name);
  await expect(page.getByTestId('product-price')).toContainText('$');
  await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeEnabled();

  const main = page.getByRole('region', { name: `Pictures of ${desk.product_name}` }).locator('img').first();
  await expect(main).toHaveAttribute('srcset', /\/generated\/products\/.+\.webp/);
  await expect(main).toHaveAttribute('sizes', /.+/);
  await expect(main).toHaveJSProperty('complete', true);

  await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: 'Load capacity' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Standing desks' })).toBeVisible();

  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname).toBe(pathOf(desk));

  const things = await jsonLd(page);
  const product = things.find((thing) => thing['@type'] === 'Product');
  expect(product).toMatchObject({ name: desk.product_name, sku: expect.any(String) });
  const offer = product?.offers as Record<string, unknown>;
  expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD', availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|PreOrder|OutOfStock)$/) });
  expect(offer.price).toMatch(/^\d+\.\d{2}$/);
  expect(product?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: expect.any(Number) });
  const breadcrumbs = things.find((thing) => thing['@type'] === 'BreadcrumbList');
  expect((breadcrumbs?.itemListElement as unknown[]).length).toBe(3);
});

test('related products and content sections are written once, in their kept markup; a client-side move to a product shows its own', async ({ page, request }) => {
  const desk = (await productByCode(request, DESK_CODE))!;
  const response = await page.goto(pathOf(desk));
  const html = (await response?.text()) ?? '';
  const inlineData = /<script id="__NEXT_DATA__"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  const related = page.getByRole('region', { name: 'You may also like' });
  const links = related.getByRole('article').getByRole('heading').getByRole('link');
  const firstHref = (await links.first().getAttribute('href')) ?? '';
  expect(firstHref).toMatch(/^\/[a-z-]+\/[a-z0-9-]+$/);
  // The page's inline data has no related cards: the kept markup is their only copy (decision 0063).
  expect(html).toContain(firstHref);
  expect(inlineData).not.toContain(`"${firstHref.split('/').pop()}"`);
  expect(inlineData).not.toContain('"kept"');
  const sectionHeadings = page.locator('section[data-section-id] h2');
  await expect(sectionHeadings.first()).toBeVisible();
  expect(inlineData).not.toContain('"sections":[');
  // A desk's page carries no gift-card form words (only a gift card's page renders the form).
  expect(inlineData).not.toContain('"giftCard":{');
  expect(inlineData).not.toContain(JSON.stringify(await sectionHeadings.first().innerText()));

  await page.evaluate(() => ((window as unknown as { stayedOnDocument: boolean }).stayedOnDocument = true));
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${firstHref}$`));
  await expect(related.getByRole('article').first()).toBeVisible();
  await expect(sectionHeadings.first()).toBeVisible();
  // The same document: the router moved, and the new page drew its related cards from its page data.
  expect(await page.evaluate(() => (window as unknown as { stayedOnDocument?: boolean }).stayedOnDocument)).toBe(true);
});

test('picking a variant puts it in the URL and changes the price and the picture; Back undoes it', async ({ page, request }) => {
  const desk = await productByCode(request, DESK_CODE);
  if (!desk) throw new Error('the seeded desk is missing');
  const opening = desk.variants.find((variant) => variant.isDefault)!;
  const pricier = desk.variants.find(
    (variant) => variant.options.size === opening.options.size && variant.options.frame === opening.options.frame && variant.price.amount !== opening.price.amount,
  )!;
  await page.goto(pathOf(desk));
  const price = page.getByTestId('product-price');
  const picture = page.getByRole('region', { name: `Pictures of ${desk.product_name}` }).locator('img').first();
  const priceBefore = await price.textContent();
  const srcBefore = await picture.getAttribute('src');

  // The radio follows the URL, so it turns checked once the shallow route change lands.
  await page.getByRole('group', { name: /Desktop/ }).locator(`input[value="${pricier.options.colour}"]`).click({ force: true });
  await expect(page).toHaveURL(new RegExp(`[?&]colour=${pricier.options.colour}(&|$)`));
  await expect(page).toHaveURL(new RegExp(`[?&]size=${opening.options.size}(&|$)`));
  await expect(price).not.toHaveText(priceBefore ?? '');
  await expect(picture).not.toHaveAttribute('src', srcBefore ?? '');
  // The canonical stays the bare product URL.
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').search).toBe('');

  // A shared URL opens on the same variant.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByTestId('product-price')).toHaveText((await price.textContent()) ?? '');
  await other.close();

  await page.goBack();
  await expect(page).not.toHaveURL(/colour=/);
  await expect(price).toHaveText(priceBefore ?? '');
});

test('view_item is pushed once per product view, not again on a variant change', async ({ page, request }) => {
  const desk = await productByCode(request, DESK_CODE);
  if (!desk) throw new Error('the seeded desk is missing');
  await page.goto(pathOf(desk));
  await expect.poll(async () => (await dataLayerEvents(page, 'view_item')).length).toBe(1);
  const [event] = await dataLayerEvents(page, 'view_item');
  expect(event).toMatchObject({ event: 'view_item', ecommerce: { currency: 'USD', items: [{ id: desk.product_url_code, name: desk.product_name, quantity: 1 }] } });
  await page.getByRole('group', { name: 'Frame' }).locator('input:not(:checked):not(:disabled)').first().click({ force: true });
  await expect(page).toHaveURL(/frame=/);
  expect((await dataLayerEvents(page, 'view_item')).length).toBe(1);
});

test('the buy-more-save-more table gives the unit price of each tier and sets the quantity', async ({ page, request }) => {
  const product = await findProduct(request, (candidate) => candidate.priceTiers.length > 0 && candidate.availability.isPurchasable && (candidate.variants[0]?.stock ?? 0) > 20);
  await page.goto(pathOf(product));
  const table = page.getByTestId('tier-table');
  await expect(table.getByRole('row')).toHaveCount(product.priceTiers.length + 2);
  const top = product.priceTiers[product.priceTiers.length - 1]!;
  await table.getByRole('button', { name: new RegExp(`^${top.minQuantity}\\+$`) }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(top.minQuantity));
  await expect(table.locator('tr[aria-current="true"]')).toContainText(`${top.percentOff}% off`);
});

test('a product in a flash sale shows a ticking countdown', async ({ page, request }) => {
  const product = await findProduct(request, (candidate) => candidate.flashSaleEndsAt !== null && candidate.availability.isPurchasable);
  await page.goto(pathOf(product));
  const countdown = page.getByTestId('flash-sale-countdown');
  await expect(countdown).toContainText('Flash sale');
  const clock = countdown.locator('time');
  await expect(clock).toHaveText(/\d{2}:\d{2}:\d{2}$/);
  const first = await clock.textContent();
  await expect.poll(async () => clock.textContent(), { timeout: 3_000 }).not.toBe(first);
  await expect(page.getByTestId('product-price').locator('s')).toBeVisible();
});

test('add to cart sends the selection with its options, opens the popup cart and pushes add_to_cart', async ({ page, request }) => {
  const desk = await productByCode(request, DESK_CODE);
  if (!desk) throw new Error('the seeded desk is missing');
  await page.goto(pathOf(desk));
  await page.getByRole('group', { name: 'Desktop depth' }).getByText('10 cm deeper').click();
  await page.getByRole('textbox', { name: /Engraved name plate/ }).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  const sent = page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/v1/cart/items');
  await page.getByTestId('add-to-cart').click();
  const opening = desk.variants.find((variant) => variant.isDefault)!;
  expect((await sent).postDataJSON()).toMatchObject({
    product_code: desk.product_url_code,
    variant_id: opening.id,
    quantity: 2,
    options: { 'desktop-depth': 'deep' },
    personalization: { engraving: 'Ada Lovelace' },
  });
  // Headless UI's dialog root has no box of its own: check what the popup cart shows.
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close the cart' })).toBeVisible();
  await expect.poll(async () => (await dataLayerEvents(page, 'add_to_cart')).length).toBe(1);
  const [event] = await dataLayerEvents(page, 'add_to_cart');
  expect(event).toMatchObject({ ecommerce: { items: [{ id: desk.product_url_code, name: desk.product_name, quantity: 2, price: expect.any(Number) }] } });
});

test('a desktop-wide screen never loads the phone’s sticky add-to-cart bar, even with the main button scrolled away', async ({ page, request }) => {
  const desk = (await productByCode(request, DESK_CODE))!;
  await page.goto(pathOf(desk));
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
  await page.getByRole('heading', { name: 'Specifications' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('add-to-cart')).not.toBeInViewport();
  await page.waitForTimeout(500);
  await expect(page.getByTestId('sticky-add-to-cart-bar')).toHaveCount(0);
});

test('a gift card asks who it is for before it goes into the cart', async ({ page, request }) => {
  const card = await findProduct(request, (candidate) => candidate.categorySlug === 'gift-cards');
  await page.goto(pathOf(card));
  const form = page.getByTestId('gift-card-fields');
  await expect(form).toBeVisible();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByRole('textbox', { name: 'Recipient’s e-mail' })).toBeFocused();
  await expect(form.getByText('Enter the recipient’s e-mail address.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Recipient’s e-mail' }).fill('friend@example.com');
  await page.getByRole('textbox', { name: 'From' }).fill('Ada');
  const sent = page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/v1/cart/items');
  await page.getByTestId('add-to-cart').click();
  expect((await sent).postDataJSON()).toMatchObject({ gift_card: { email: 'friend@example.com', from: 'Ada', message: 'Cheers to warm holiday memories!' } });
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close the cart' })).toBeVisible();
});

test('a refused add to cart shows the server’s reason', async ({ page, request }) => {
  const desk = await productByCode(request, DESK_CODE);
  if (!desk) throw new Error('the seeded desk is missing');
  await page.route('**/api/v1/cart/items', (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ status: 0, data: null, message: 'Only 3 of product DH000001 are in stock; ask for 3 or fewer.' }) }),
  );
  await page.goto(pathOf(desk));
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Only 3 of product' })).toBeVisible();
  expect(await dataLayerEvents(page, 'add_to_cart')).toHaveLength(0);
});

test('unknown products answer 404 and a product under the wrong category is redirected to its own', async ({ page, request }) => {
  const desk = await productByCode(request, DESK_CODE);
  if (!desk) throw new Error('the seeded desk is missing');
  expect((await page.goto('/standing-desks/no-such-desk'))?.status()).toBe(404);
  const moved = await request.get(`/office-chairs/${desk.slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toMatch(new RegExp(`${pathOf(desk)}$`));
  const movedFr = await request.get(`/fr-FR/office-chairs/${desk.slug}`, { maxRedirects: 0 });
  expect(movedFr.headers().location).toMatch(new RegExp(`/fr-FR${pathOf(desk)}$`));
});

test('the product page is translated and priced for the locale', async ({ page, request }) => {
  const desk = await productByCode(request, DESK_CODE);
  if (!desk) throw new Error('the seeded desk is missing');
  await page.goto(`/de-DE${pathOf(desk)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('button', { name: 'In den Warenkorb' }).first()).toBeVisible();
  await expect(page.getByTestId('product-price')).toContainText('€');
});

test('the product page has no serious or critical accessibility violations', async ({ page, request }) => {
  const desk = await productByCode(request, DESK_CODE);
  if (!desk) throw new Error('the seeded desk is missing');
  await page.goto(pathOf(desk));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
});
