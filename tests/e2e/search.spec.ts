import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/** The header box of the current width (the mobile one sits under the top row). */
function headerSearch(page: Page) {
  return page.locator('header form[role="search"]:visible').first();
}

test('a search with a typo finds the product, says what it searched and marks the matches', async ({ page }) => {
  const response = await page.goto('/search?q=stnading+dsek');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “stnading dsek”');
  await expect(page.getByText('Showing results for')).toBeVisible();
  await expect(page.getByText('standing desk', { exact: true })).toBeVisible();
  const results = page.getByRole('region', { name: 'Search results' });
  const firstCard = results.getByRole('article').first();
  await expect(firstCard.getByRole('heading')).toContainText(/Standing Desk/);
  await expect(firstCard.locator('mark')).toHaveText(['Standing', 'Desk']);
  // Canonical keeps q only (spec §2).
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\?q=stnading\+dsek$/);

  await firstCard.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/standing-desks\/[a-z0-9-]+$/);
});

test('results narrow with a facet and sort by price, in the URL', async ({ page }) => {
  await page.goto('/search?q=desk');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  // The sidebar's boxes work once its code has loaded (decision 0059).
  await expect(results).toHaveAttribute('data-listing-ready', 'true');
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /Desk Frames/ }).check();
  await expect(page).toHaveURL(/category=desk-frames/);
  await expect(results.getByRole('article').first().getByRole('heading')).toContainText(/Frame/);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  const prices = await results.locator('article .price-now').allTextContents();
  const amounts = prices.map((text) => Number(text.replace(/[^0-9.]/g, '')));
  expect(amounts.length).toBeGreaterThan(1);
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
});

test('the first document carries no result rows besides its cards; Back after a filter shows them again from the page data', async ({ page }) => {
  const response = await page.goto('/search?q=desk');
  const html = (await response?.text()) ?? '';
  const inlineData = /<script id="__NEXT_DATA__"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  // The first card's name is in the server's markup, not a second time in the inline page data (decision 0063).
  const results = page.getByRole('region', { name: 'Search results' });
  const firstName = (await results.getByRole('article').first().getByRole('heading').innerText()).trim();
  const firstSlug = (await results.getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href'))?.split('/').pop() ?? '';
  expect(firstSlug).not.toBe('');
  expect(html).toContain(firstSlug);
  expect(inlineData).not.toContain(firstSlug);
  expect(inlineData).not.toContain('"kept"');
  expect(inlineData).toContain('"itemCount":');
  const cardCount = await results.getByRole('article').count();
  expect(cardCount).toBeGreaterThan(1);

  await expect(results).toHaveAttribute('data-listing-ready', 'true');
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /Desk Frames/ }).check();
  await expect(page).toHaveURL(/category=desk-frames/);
  await expect(results.getByRole('article').first().getByRole('heading')).toContainText(/Frame/);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=desk$/);
  await expect(results.getByRole('article')).toHaveCount(cardCount);
  await expect(results.getByRole('article').first().getByRole('heading')).toHaveText(firstName);
});

test('suggestions appear while typing and Enter on one opens it', async ({ page }) => {
  await page.goto('/');
  const form = headerSearch(page);
  const box = form.getByRole('searchbox', { name: 'Search the store' });
  await box.click();
  const combobox = form.getByRole('combobox', { name: 'Search the store' });
  await combobox.pressSequentially('standing d', { delay: 40 });
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  // The list for the whole of "standing d", not an earlier one still shown while it loads.
  await expect(listbox).toHaveAttribute('aria-busy', 'false');
  const firstOption = listbox.getByRole('option').first();
  await expect(firstOption).toContainText(/Standing Desk/);
  const name = (await firstOption.locator('span.truncate').textContent()) ?? '';

  await combobox.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await firstOption.getAttribute('id')) ?? '');
  await expect(firstOption).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  await combobox.press('Enter');
  await expect(page).toHaveURL(/\/(standing-desks|desk-frames)\/[a-z0-9-]+$/);
  // The product page (another part of the store) shows the product when it exists.
  const heading = page.getByRole('heading', { level: 1 });
  if ((await page.title()).match(/not found/i) === null) await expect(heading).toContainText(name.trim());
});

test('Escape closes the suggestions and Enter searches what was typed', async ({ page }) => {
  await page.goto('/');
  const form = headerSearch(page);
  await form.getByRole('searchbox').click();
  const combobox = form.getByRole('combobox');
  await combobox.pressSequentially('chair', { delay: 30 });
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await combobox.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await combobox.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=chair$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “chair”');
});

test('a search without results explains what to try and offers the categories', async ({ page }) => {
  const response = await page.goto('/search?q=qxzvbnm');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'No results for “qxzvbnm”' })).toBeVisible();
  await expect(page.getByText('Check the spelling')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Or browse a category' }).getByRole('link', { name: 'Standing desks' })).toHaveAttribute('href', '/standing-desks');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the search page works in French and has no serious accessibility violations', async ({ page }) => {
  await page.goto('/fr-FR/search?q=bureaux');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « bureaux »');
  await expect(page.getByRole('region', { name: 'Résultats de recherche' }).getByRole('article').first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr-FR\/search\?q=bureaux$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('an empty search asks what to look for', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('quick view opens over the results, as on category pages', async ({ page }) => {
  await page.goto('/search?q=chair');
  const card = page.getByRole('region', { name: 'Search results' }).getByRole('article').first();
  await card.hover();
  await card.getByRole('link', { name: /^Quick view of / }).click();
  await expect(page).toHaveURL(/[?&]quickview=/);
  // Headless UI's dialog root has no box of its own: check what it shows.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/quickview=/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the search box under the header suggests while typing and a tap opens a suggestion', async ({ page }) => {
    await page.goto('/');
    const form = headerSearch(page);
    await form.getByRole('searchbox').tap();
    const combobox = form.getByRole('combobox');
    await combobox.pressSequentially('chair', { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    const box = await listbox.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await listbox.getByRole('option').first().tap();
    await expect(page).toHaveURL(/\/office-chairs\/[a-z0-9-]+$|\/gaming\/[a-z0-9-]+$/);
  });

  test('results show two to a row with the filters behind a button', async ({ page }) => {
    await page.goto('/search?q=lamp');
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer.getByRole('checkbox').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Close filters' }).click();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused();
  });
});
