import { expect, test } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';

/*
 * The API reference: an index of every endpoint, and one page per section (decision 0024), so a
 * developer no longer downloads and hydrates the whole OpenAPI document to read one endpoint.
 */

test('the index links each endpoint to its section page, which documents it in full', async ({ page }) => {
  const index = await page.goto('/developers/api');
  expect(index?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Deskhaus API' })).toBeVisible();
  await expect(page.getByRole('link', { name: '/api/v1/openapi.json', exact: true })).toHaveAttribute('href', '/api/v1/openapi.json');
  await expectNoSeriousAxeViolations(page);

  // The smallest section: axe over a page of many schema tables takes long on a 2-core machine.
  await page.getByRole('navigation', { name: 'API sections' }).getByRole('link', { name: /^Store credit \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/developers\/api\/store-credit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Store credit' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Store credit \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  const endpoints = page.getByRole('heading', { level: 3 });
  expect(await endpoints.count()).toBeGreaterThan(0);
  await expect(endpoints.first()).toContainText('/api/v1/');
  await expect(page.getByText('Response 200: envelope data').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('an endpoint link of the index lands on that endpoint in its section', async ({ page }) => {
  await page.goto('/developers/api');
  const link = page.locator('a[href^="/developers/api/cart#"]').first();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator(`article#${href.split('#')[1] ?? ''}`)).toBeInViewport();
});

test('a section that does not exist is a 404', async ({ page }) => {
  const response = await page.goto('/developers/api/no-such-section');
  expect(response?.status()).toBe(404);
});
