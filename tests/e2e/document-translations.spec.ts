import { expect, test } from './support/test';

/*
 * Decision 0068: a first document's inline page data carries no translations. It names the
 * build's translation files, and the page hydrates only once they are in, in its own language; a
 * file that fails once is asked for again.
 */

const DESK_PATH = '/fr-FR/standing-desks/atlas-pro-l-shaped-standing-desk';

test('the first document carries no words inline; the page hydrates in its language from the build\'s files, retrying one that failed', async ({ page }) => {
  const asked: string[] = [];
  let commonFailures = 0;
  await page.route('**/locales/**', async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.pathname + url.search);
    // The first answer for the common words fails as an overloaded server's would.
    if (url.pathname === '/locales/fr/common.json' && commonFailures === 0) {
      commonFailures += 1;
      await route.fulfill({ status: 503, body: 'busy' });
      return;
    }
    await route.continue();
  });

  const response = await page.goto(DESK_PATH);
  const html = (await response?.text()) ?? '';
  const inlineData = /<script id="__NEXT_DATA__"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  const buildId = (JSON.parse(inlineData) as { buildId: string }).buildId;
  expect(inlineData).not.toContain('initialI18nStore');
  expect(inlineData).not.toContain('Ajouter au panier');
  expect(inlineData).toContain('"ns":["common","catalog","product"]');

  // Hydrated (React owns the picker once the words are in) and in French: the legend follows the choice.
  const desktop = page.getByRole('group', { name: /Plateau/ });
  await expect.poll(() => desktop.locator('input[value="oak"]').evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps')))).toBe(true);
  await desktop.locator('input[value="oak"]').click({ force: true });
  await expect(page).toHaveURL(/[?&]colour=oak(&|$)/);
  await expect(desktop.locator('legend')).toHaveText(/^Plateau\s?: Chêne$/);
  await expect(page.getByTestId('add-to-cart')).toContainText('Ajouter au panier');
  expect(commonFailures).toBe(1);
  // The failed answer was asked for again; each file of the page's namespaces, of this build.
  expect(asked.filter((url) => url === `/locales/fr/common.json?v=${buildId}`).length).toBe(2);
  for (const namespace of ['catalog', 'product']) expect(asked).toContain(`/locales/fr/${namespace}.json?v=${buildId}`);
});

test('a client-side move brings the next page its words with its page data', async ({ page }) => {
  await page.goto('/fr-FR');
  await page.evaluate(() => ((window as unknown as { stayedOnDocument: boolean }).stayedOnDocument = true));
  await page.getByRole('navigation', { name: 'Acheter par catégorie' }).getByRole('link', { name: 'Bureaux assis-debout' }).click();
  await expect(page).toHaveURL(/\/fr-FR\/standing-desks$/);
  // The listing's words were not on the home page: they came with the move's page data.
  await expect(page.getByRole('combobox').filter({ hasText: 'Prix croissant' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayedOnDocument?: boolean }).stayedOnDocument)).toBe(true);
});
