import { expectNoSeriousAxeViolations } from './support/axe';
import { E2E_BRAND_NAME } from './support/e2e-operator';
import { expect, test } from './support/test';
import { fitsWidth, signInAsOperator } from './support/sign-in';

/*
 * Issue 16 item 4: an operator opens /admin, finds a brand, suspends it with a reason (after a
 * confirmation) and reinstates it; the pages pass axe and fit a 375 px screen.
 */

test('an operator suspends a brand with a reason and reinstates it', async ({ page, context, request, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  await signInAsOperator(context, request, baseURL);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Approved brands/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: /Approved brands/ }).click();
  await expect(page).toHaveURL(/\/admin\/brands\?status=approved$/);
  const search = page.getByRole('search', { name: 'Search brands' });
  await search.getByRole('searchbox', { name: 'Search brands' }).fill('Walnut Works');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'matches “Walnut Works”' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: new RegExp(E2E_BRAND_NAME) }).click();

  await expect(page.getByRole('heading', { level: 2, name: E2E_BRAND_NAME })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Suspend brand…' }).click();
  const note = page.getByRole('textbox', { name: /Reason/ });
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/at least 10 characters: the owners/)).toBeVisible();
  await note.fill('Your VAT certificate expired; upload a valid one.');
  await page.getByRole('button', { name: 'Suspend brand…' }).click();
  await expect(page.getByRole('heading', { name: `Suspend ${E2E_BRAND_NAME} now?` })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('brand-confirm-desktop.png'), fullPage: true });
  await page.getByRole('button', { name: 'Yes, suspend the brand' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The brand is suspended' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText('Your VAT certificate expired; upload a valid one.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('brand-suspended-desktop.png'), fullPage: true });
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Reinstate brand…' }).click();
  await page.getByRole('button', { name: 'Yes, reinstate the brand' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'approved again' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText('Reinstated')).toBeVisible();
});

test('the operators’ pages fit a 375 px screen and pass axe there', async ({ page, context, request, baseURL }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsOperator(context, request, baseURL);
  const pages = [
    { path: '/admin', ready: page.getByRole('link', { name: /Approved brands/ }), shot: 'admin-375.png' },
    { path: '/admin/brands', ready: page.getByRole('link', { name: new RegExp(E2E_BRAND_NAME) }), shot: 'brands-375.png' },
  ];
  for (const { path, ready, shot } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(ready).toBeVisible();
    await fitsWidth(page);
    await page.screenshot({ path: testInfo.outputPath(shot), fullPage: true });
    await expectNoSeriousAxeViolations(page);
  }
  await page.getByRole('link', { name: new RegExp(E2E_BRAND_NAME) }).click();
  await expect(page.getByRole('heading', { level: 2, name: E2E_BRAND_NAME })).toBeVisible();
  await fitsWidth(page);
  await page.screenshot({ path: testInfo.outputPath('brand-375.png'), fullPage: true });
  await expectNoSeriousAxeViolations(page);
});
