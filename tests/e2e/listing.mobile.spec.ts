import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { PHONE } from './support/phone';

test.use(PHONE);

async function openListing(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('[data-listing-ready="true"]')).toBeVisible();
}

test('at 375 px a category page fits the screen without sideways scrolling', async ({ page }) => {
  for (const path of ['/standing-desks', '/sale', '/store/nordvik-studio']) {
    await openListing(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('filters open in a drawer, apply at once and say how many products they give', async ({ page }) => {
  await openListing(page, '/office-chairs');
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByRole('heading', { name: 'Filters' })).toBeVisible();
  await drawer.getByRole('checkbox', { name: /^Black/ }).first().check();
  await expect(page).toHaveURL(/\/office-chairs\?colour=black$/);
  const show = drawer.getByRole('button', { name: /^Show \d+ products?$/ });
  await expect(show).toBeVisible();
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(violations.map((v) => v.id)).toEqual([]);
  await show.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
});

test('the filter and sort bar stays under the header while scrolling', async ({ page }) => {
  await openListing(page, '/standing-desks');
  await page.mouse.wheel(0, 2_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);
  const button = page.getByRole('button', { name: 'Filters' });
  await expect(button).toBeInViewport();
  const box = await button.boundingBox();
  expect(box?.y ?? 0).toBeLessThan(200);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeInViewport();
});

test('the quick view opens as a sheet with its actions in reach', async ({ page }) => {
  await openListing(page, '/desk-accessories');
  await page.locator('#listing-results article').first().getByRole('link', { name: /^Quick view of/ }).click();
  const details = page.getByRole('link', { name: 'View full details' });
  await expect(details).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
