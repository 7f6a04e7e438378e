import { expect, test } from './support/test';
import { PHONE } from './support/phone';

test.use(PHONE);

test('at 375 px the home page fits the screen without sideways scrolling', async ({ page }) => {
  await page.goto('/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox').first()).toBeVisible();
});

test('the mobile menu opens as a dialog listing the categories, locks scrolling, and closes with Escape', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  // Headless UI's dialog root has no box of its own (its panel is fixed): check what it shows.
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Standing desks' })).toBeVisible();
  const pageScrollLocked = () =>
    page.evaluate(() => [document.documentElement, document.body].some((el) => getComputedStyle(el).overflow === 'hidden'));
  await expect.poll(pageScrollLocked).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(pageScrollLocked).toBe(false);
});
