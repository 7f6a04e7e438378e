import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';

const HOME_PAGES = [
  { path: '/', lang: 'en-US', heading: 'A workspace that moves with you', bestSellers: 'Best sellers' },
  { path: '/fr-FR', lang: 'fr-FR', heading: 'Un espace de travail qui bouge avec vous', bestSellers: 'Meilleures ventes' },
  { path: '/de-DE', lang: 'de-DE', heading: 'Ein Arbeitsplatz, der sich mit Ihnen bewegt', bestSellers: 'Bestseller' },
];

for (const home of HOME_PAGES) {
  test(`home page renders the catalog from the database in ${home.lang}`, async ({ page }) => {
    const response = await page.goto(home.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading);
    const bestSellers = page.getByRole('region', { name: home.bestSellers });
    await expect(bestSellers.getByRole('article')).toHaveCount(8);
    // Product pictures are generated files served through next/image with a srcset.
    const firstPicture = bestSellers.getByRole('article').first().locator('img');
    await expect(firstPicture).toHaveAttribute('srcset', /\/generated\/products\/.+\.webp/);
    await firstPicture.scrollIntoViewIfNeeded();
    await expect(firstPicture).toHaveJSProperty('complete', true);
    const pictureUrl = await firstPicture.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(pictureUrl).toMatch(/\/generated\/products\/.+-\d+\.webp$/);
    const pictureResponse = await page.request.get(pictureUrl);
    expect(pictureResponse.headers()['content-type']).toBe('image/webp');
    expect(await firstPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
}

test('the first document writes each shelf product once; a client-side move back home draws them from the page data', async ({ page }) => {
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  const inlineData = /<script id="__NEXT_DATA__"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  const bestSellers = page.getByRole('region', { name: 'Best sellers' });
  const names = await bestSellers.getByRole('article').getByRole('heading').allInnerTexts();
  expect(names).toHaveLength(8);
  // In the kept markup only, not again in the inline page data (decision 0063).
  expect(inlineData).not.toContain(names[0]);
  expect(inlineData).not.toContain('"kept"');

  await page.getByRole('main').getByRole('link', { name: 'Shop standing desks' }).click();
  await expect(page).toHaveURL(/\/standing-desks$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(bestSellers.getByRole('article').getByRole('heading')).toHaveText(names);
});

test('home page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('unknown page answers 404 with a helpful translated page', async ({ page }) => {
  const response = await page.goto('/fr-FR/this-page-does-not-exist/really');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('form[action$="/search"] input[name="q"]').first()).toBeVisible();
});

test('a link fetches its page when the shopper points at it, not when it scrolls into view', async ({ page }) => {
  const pageData: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_next/data/')) pageData.push(pathname);
  });
  await page.goto('/');
  // The consent layer comes 1.5 s after the load event: long after Next would have prefetched the
  // links in view (at the first idle moment after hydration).
  await expect(page.getByRole('region', { name: 'Your privacy' })).toBeVisible();
  expect(pageData).toEqual([]);

  const deskLink = page.getByRole('main').getByRole('link', { name: 'Shop standing desks' });
  await deskLink.hover();
  await expect.poll(() => pageData.filter((path) => path.endsWith('/standing-desks.json'))).toHaveLength(1);
  await deskLink.click();
  await expect(page).toHaveURL(/\/standing-desks$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/standing desks/i);
});
