import { expect, test, type APIRequestContext, type Page } from './support/test';

/*
 * What crawlers see: the head of the HTML the production server sends. JavaScript is off for the
 * page checks, so nothing the browser changes after hydration can hide a server-side mistake.
 * The server's NEXT_PUBLIC_SITE_URL may differ from the test's baseURL, so URLs are compared by
 * path, and sitemap URLs are fetched by their path from the server under test.
 */

const LOCALES = ['en-US', 'en-CA', 'en-GB', 'fr-FR', 'de-DE'] as const;
const DEFAULT_LOCALE = 'en-US';
const ORIGIN_ONLY = /^https?:\/\/[^/?#]+$/;

interface JsonLdThing {
  '@type'?: string;
  [property: string]: unknown;
}

async function canonicalOf(page: Page): Promise<string> {
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  return (await canonical.getAttribute('href')) ?? '';
}

async function jsonLdOf(page: Page): Promise<JsonLdThing[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  // JSON.parse throws on invalid JSON, which fails the test with the offending text.
  return blocks.map((text) => JSON.parse(text) as JsonLdThing);
}

function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** The <loc> values of a sitemap document, read as text (no browser needed). */
function locsIn(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
}

/** The sitemap documents: /sitemap.xml alone, or the parts it indexes when it is a sitemap index. */
async function sitemapDocuments(request: APIRequestContext): Promise<string[]> {
  const root = await (await request.get('/sitemap.xml')).text();
  if (!root.includes('<sitemapindex')) return [root];
  return Promise.all(locsIn(root).map(async (loc) => (await request.get(pathOf(loc))).text()));
}

/** Parses XML with the browser's strict parser: what a crawler that rejects malformed XML would see. */
async function parseXml(page: Page, xml: string): Promise<{ error: string | null; root: string; locs: string[] }> {
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    const error = document.getElementsByTagName('parsererror')[0];
    return {
      error: error?.textContent ?? null,
      root: document.documentElement.localName,
      locs: [...document.getElementsByTagNameNS('*', 'loc')].map((loc) => loc.textContent ?? ''),
    };
  }, xml);
}

test.describe('page head as the server renders it', () => {
  test.use({ javaScriptEnabled: false });

  test('home canonical has no locale prefix in en-US', async ({ page }) => {
    await page.goto('/');
    const canonical = await canonicalOf(page);
    expect(canonical).toMatch(ORIGIN_ONLY);
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', canonical);
  });

  test('home canonical carries the locale prefix in fr-FR', async ({ page }) => {
    await page.goto('/fr-FR');
    expect(await canonicalOf(page)).toMatch(/^https?:\/\/[^/?#]+\/fr-FR$/);
  });

  test('home links the five locales and x-default as alternates', async ({ page }) => {
    await page.goto('/');
    const links = page.locator('head link[rel="alternate"][hreflang]');
    const alternates = await Promise.all(
      (await links.all()).map(async (link) => ({ hreflang: (await link.getAttribute('hreflang')) ?? '', href: (await link.getAttribute('href')) ?? '' })),
    );
    expect(alternates.map((link) => link.hreflang).sort()).toEqual(['de-DE', 'en-CA', 'en-GB', 'en-US', 'fr-FR', 'x-default']);
    const hrefOf = (hreflang: string) => alternates.find((link) => link.hreflang === hreflang)?.href ?? '';
    expect(hrefOf('x-default')).toBe(hrefOf('en-US'));
    expect(hrefOf('en-US')).toBe(await canonicalOf(page));
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) expect(new URL(hrefOf(locale)).pathname).toBe(`/${locale}`);
  });

  test('home is indexed and followed, with one title, description and robots tag', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page).toHaveTitle(/\S/);
  });

  test('a page that does not exist is not indexed', async ({ page }) => {
    const response = await page.goto('/no-such-page-for-the-seo-check');
    expect(response?.status()).toBe(404);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('home describes the Organization and the WebSite with its search in valid JSON-LD', async ({ page }) => {
    await page.goto('/');
    const things = await jsonLdOf(page);
    const organization = things.find((thing) => thing['@type'] === 'Organization');
    const webSite = things.find((thing) => thing['@type'] === 'WebSite');
    expect(organization).toMatchObject({ '@context': 'https://schema.org', name: expect.any(String), url: expect.stringMatching(ORIGIN_ONLY) });
    expect(webSite).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: expect.stringMatching(/\/search\?q=\{search_term_string\}$/) },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

test('robots.txt allows crawling but keeps crawlers out of private areas and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  for (const path of ['/api/', '/customer/', '/secure-checkout', '/checkout-progress', '/thank-you', '/cart', '/brand/']) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
  expect(lines.some((line) => /^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/.test(line))).toBe(true);
});

test('sitemap.xml is valid XML listing standing desks in every locale and a product', async ({ page, request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const root = await parseXml(page, await response.text());
  expect(root.error).toBeNull();
  expect(['urlset', 'sitemapindex']).toContain(root.root);
  const documents = await Promise.all((await sitemapDocuments(request)).map((xml) => parseXml(page, xml)));
  for (const document of documents) {
    expect(document.error).toBeNull();
    expect(document.root).toBe('urlset');
  }
  const paths = documents.flatMap((document) => document.locs).map((loc) => new URL(loc).pathname);
  for (const locale of LOCALES) {
    expect(paths).toContain(locale === DEFAULT_LOCALE ? '/standing-desks' : `/${locale}/standing-desks`);
  }
  // A product is /{categorySlug}/{productSlug} once the locale prefix is set aside.
  const withoutLocale = paths.map((path) => path.replace(/^\/[a-z]{2}-[A-Z]{2}(?=\/|$)/, '') || '/');
  expect(withoutLocale.some((path) => /^\/(?!ourblog\/|help-center\/)[^/]+\/[^/]+$/.test(path))).toBe(true);
});
