import { expect, test } from './support/test';

test('switching the language moves to the locale, remembers it, and brings the shopper back to it', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Language and country/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Language and country' });
  await dialog.getByRole('button', { name: /Deutsch/ }).click();

  await expect(page).toHaveURL(/\/de-DE\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ein Arbeitsplatz, der sich mit Ihnen bewegt');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('de-DE');

  // Spec §4: a saved locale that differs from the page's sends the shopper to the saved one.
  await page.goto('/');
  await expect(page).toHaveURL(/\/de-DE\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});
