import { expect, test, type APIRequestContext } from './support/test';

/*
 * Issue 20 items 4 and 5, against the production build: a listing's page 2 is rendered on the
 * server (the HTML a crawler or a browser without JavaScript gets holds page 2, its canonical
 * ?page=2 and "2" marked current) and stays page 2 after hydration; absolute URLs follow the
 * port the store runs on (no site URL is configured for the test servers).
 */

/** The element marked current in the pagination of an HTML page, as text ("2"). */
function currentPageIn(html: string): string | undefined {
  const nav = html.slice(html.indexOf('<nav', html.indexOf('listing-results')));
  return /aria-current="page"[^>]*>(?:<[^>]+>)*\s*(\d+)/.exec(nav)?.[1];
}

function canonicalIn(html: string): string | undefined {
  return /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(html)?.[1] ?? /<link[^>]+href="([^"]+)"[^>]+rel="canonical"/.exec(html)?.[1];
}

const NOT_PRODUCTS = /^\/(?:[a-z]{2}-[A-Z]{2}\/)?(?:campaign|setups|ourblog|help-center|store)\//;

/** The product links of the results, in order (cards link to /{category}/{product}; banners are left out). */
function productLinksIn(html: string): string[] {
  const results = html.slice(html.indexOf('id="listing-results"'));
  return [...results.matchAll(/href="(\/(?:[a-z]{2}-[A-Z]{2}\/)?[a-z0-9-]+\/[a-z0-9-]+)"/g)]
    .map((match) => match[1]!)
    .filter((href, index, all) => !NOT_PRODUCTS.test(href) && all.indexOf(href) === index);
}

/** The path of a category or brand store of the seeded catalog with more than one page of products. */
async function pagedListingPath(request: APIRequestContext): Promise<string> {
  const candidates = [
    ...['standing-desks', 'office-chairs', 'desk-accessories', 'storage'].map((slug) => ({ query: `category_slugs=${slug}`, path: `/${slug}` })),
    { query: 'vendor_slugs=deskhaus', path: '/store/deskhaus' },
  ];
  for (const candidate of candidates) {
    const response = await request.get(`/api/v1/catalog/products?${candidate.query}`, { headers: { location: 'en-US' } });
    if (response.ok() && ((await response.json()) as { data: { totalPages: number } }).data.totalPages > 1) return candidate.path;
  }
  throw new Error('No seeded category or store has a second page');
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

test('/sale?page=2 is page 2 in the server’s HTML: its own products, canonical ?page=2 and "2" current', async ({ request, baseURL }) => {
  const port = new URL(baseURL!).port;
  const first = await html(request, '/sale');
  const second = await html(request, '/sale?page=2');
  expect(currentPageIn(first)).toBe('1');
  expect(currentPageIn(second)).toBe('2');
  expect(canonicalIn(second)).toBe(`http://localhost:${port}/sale?page=2`);
  const firstProducts = productLinksIn(first);
  const secondProducts = productLinksIn(second);
  expect(secondProducts.length).toBeGreaterThan(0);
  expect(secondProducts.filter((href) => firstProducts.includes(href))).toEqual([]);
  // The pagination links point to the listing's address, not the route that rendered it.
  expect(second).not.toContain('href="/sale/page/');
  expect(second).toContain('href="/sale"');
});

test('a store’s (or category’s) and a French page 2 are rendered on the server too, and the sitemap follows the port', async ({ request, baseURL }) => {
  const port = new URL(baseURL!).port;
  const path = await pagedListingPath(request);
  const listing = await html(request, `${path}?page=2`);
  expect(currentPageIn(listing)).toBe('2');
  expect(canonicalIn(listing)).toBe(`http://localhost:${port}${path}?page=2`);
  // Past the last page is a 404, not one more cached page; a category of one page has no page 2.
  expect((await request.get(`${path}?page=999`)).status()).toBe(404);
  expect((await request.get('/work-pods?page=2')).status()).toBe(404);
  const french = await html(request, '/fr-FR/sale?page=2');
  expect(currentPageIn(french)).toBe('2');
  expect(canonicalIn(french)).toBe(`http://localhost:${port}/fr-FR/sale?page=2`);
  const sitemap = await html(request, '/sitemap.xml');
  expect(sitemap).toContain(`<loc>http://localhost:${port}/`);
  expect(sitemap).not.toContain('http://localhost:3000/');
});

for (const width of [375, 1280] as const) {
  test(`at ${width} px /sale?page=2 opens on page 2 and stays there after hydration`, async ({ page, request, context, baseURL }) => {
    await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
    const serverProducts = productLinksIn(await html(request, '/sale?page=2'));
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/sale?page=2');
    await expect(page.locator('#listing-results')).toHaveAttribute('data-listing-ready', 'true');
    await expect(page.locator('[aria-current="page"]').filter({ hasText: /^\s*2\s*$/ })).toBeVisible();
    const firstCard = page.locator('#listing-results').locator(`a[href$="${serverProducts[0]!.split('/').pop()}"]`).first();
    await expect(firstCard).toBeVisible();
    await expect(page).toHaveURL(/\/sale\?page=2$/);
    await page.screenshot({ path: test.info().outputPath(`sale-page-2-${width}.png`) });
  });
}
