import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import { expect, test, type BrowserContext, type Page } from './support/test';
import { deliverPackage, operationsToken, packVendorLines, placeOrder, productsOfTwoVendors, shipVendorPackage, signUpCustomer, sessionCookies } from './support/orders-api';

/*
 * Customer self-service end to end (issue 6 items 4 and 7): a guest orders products of two
 * vendors, operations ship one vendor's package, the guest finds the order by number and e-mail,
 * changes the address of the part still waiting, the shipped package is delivered, and the guest
 * asks to return its item and sees the request. Needs the seeded database and a server that
 * shares AUTH_JWT_SECRET with this process (support/orders-api.ts).
 */

async function quietOverlays(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
  // Every analytics event the page announces, for the tests to read back.
  await context.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __analytics: unknown[] }).__analytics = seen;
    window.addEventListener('dh:analytics', (event) => seen.push((event as CustomEvent).detail));
  });
}

type SeenEvent = { event_name: string; data: { event_params: { key: string; value: unknown }[] } };

function seenEvents(page: Page): Promise<SeenEvent[]> {
  return page.evaluate(() => (window as unknown as { __analytics?: SeenEvent[] }).__analytics ?? []);
}

/** Names of the analytics events this page life announced. */
async function seenEventNames(page: Page): Promise<string[]> {
  return (await seenEvents(page)).map((event) => event.event_name);
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Nothing sticks out sideways at phone width. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
}

test.beforeEach(async ({ context, baseURL }) => {
  await quietOverlays(context, baseURL);
});

test('a guest changes the address of the unshipped part, then returns a delivered item', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const email = `self-service-${Date.now()}@example.test`;
  const [shipped, waiting] = await productsOfTwoVendors(request);
  const code = await placeOrder(request, [shipped, waiting], email);
  const token = await operationsToken(request);
  const packageId = await shipVendorPackage(request, token, code, shipped.vendorCode);

  await page.goto('/track-your-order');
  await page.getByLabel('Order number', { exact: true }).fill(code);
  await page.getByLabel('E-mail address').first().fill(email);
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page).toHaveURL(new RegExp(`/tracking-your-order\\?order=${code}$`));
  await expect(page.getByTestId('tracking-package')).toHaveCount(1);

  const panel = page.getByTestId('order-self-service');
  await expect(panel.getByRole('heading', { name: 'Manage your order' })).toBeVisible();
  // One package has left: the order as a whole can no longer be cancelled, the waiting part can.
  await expect(panel.getByRole('button', { name: 'Cancel order', exact: true })).toHaveCount(0);
  await expect(panel.getByTestId('cancel-package-group')).toHaveCount(1);

  // A paid order's invoice comes as a PDF, for a guest too (with the look-up's access).
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download invoice (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`invoice-${code}.pdf`);
  const pdf = await (await download).path();
  expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');

  // The page with its actions and a dialog open, at phone width.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await panel.getByRole('button', { name: 'Change address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the delivery address' });
  await expect(dialog.getByLabel('Street address')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('self-service-375.png'), fullPage: true });
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByLabel('Street address').fill('500 Lamar Blvd');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByTestId('action-done')).toHaveText('The delivery address is changed.');
  await expect(page.getByTestId('action-done')).toBeFocused();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-request-kind="change_address"]')).toContainText('Done');
  await expect.poll(() => seenEventNames(page)).toContain('Change_address');
  await expect(page.getByRole('region', { name: 'Delivery address', exact: true })).toContainText('500 Lamar Blvd');
  // The package already on its way keeps the address it left for.
  await expect(page.getByTestId('package-ship-to')).toContainText('100 Congress Ave');

  await deliverPackage(request, token, packageId);
  await page.reload();
  const returnable = page.getByTestId('returnable-line');
  await expect(returnable).toHaveCount(1);
  await expect(returnable).toContainText(shipped.name);
  await expect(returnable).toContainText('Return by');

  await returnable.getByRole('button', { name: `Return ${shipped.name}` }).click();
  const returnDialog = page.getByRole('dialog', { name: `Return ${shipped.name}` });
  await returnDialog.getByLabel('Why are you returning it?').fill('It does not fit my room.');
  await returnDialog.getByLabel(/Unopened/).check();
  await returnDialog.getByRole('button', { name: 'Request return' }).click();
  await expect(returnDialog).toHaveCount(0);
  await expect(page.getByTestId('action-done')).toContainText('return');
  const returnRequest = page.locator('[data-request-kind="return_item"]');
  await expect(returnRequest).toBeVisible();
  await expect(returnRequest).toContainText(shipped.name);
  await expect(returnRequest).toContainText('It does not fit my room.');
  await expect.poll(() => seenEventNames(page)).toContain('Return_item');
  await expectNoSeriousAxeViolations(page);
});

test('a signed-in shopper filters orders, cancels one package and finds the request on the requests page', async ({ page, context, request, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const email = `requests-${Date.now()}@example.test`;
  const tokens = await signUpCustomer(request, email);
  const [first, second] = await productsOfTwoVendors(request);
  const code = await placeOrder(request, [first, second], email, tokens.accessToken);
  // The first vendor has packed its part (not shipped): both parts can still be cancelled.
  await packVendorLines(request, await operationsToken(request), code, first.vendorCode);
  const url = baseURL ?? 'http://127.0.0.1:3100';
  await context.addCookies([
    ...sessionCookies(tokens, url),
  ]);
  const historyPages = async () =>
    (await seenEvents(page))
      .filter((event) => event.event_name === 'History_user_buy')
      .map((event) => event.data.event_params.find((param) => param.key === 'history_page')?.value);

  await page.goto('/customer/your-orders');
  const row = page.locator(`[data-order-code="${code}"]`);
  await expect(row).toBeVisible();
  await expect.poll(historyPages).toEqual([1]);

  const filters = page.getByRole('navigation', { name: 'Filter orders by status' });
  await filters.getByRole('link', { name: 'Cancelled' }).click();
  await expect(page).toHaveURL(/\/customer\/your-orders\?status=cancelled$/);
  await expect(page.getByText('No orders with this status.')).toBeVisible();
  await filters.getByRole('link', { name: 'In progress' }).click();
  await expect(page).toHaveURL(/\?status=in_progress$/);
  await expect(row).toBeVisible();
  await page.reload();
  await expect(filters.getByRole('link', { name: 'In progress' })).toHaveAttribute('aria-current', 'page');

  await row.getByRole('link', { name: `Order ${code}` }).click();
  await page.waitForURL(`**/customer/your-order-detail-tracking/${code}`);
  const panel = page.getByTestId('order-self-service');
  await expect(panel.getByRole('button', { name: 'Cancel order', exact: true })).toBeVisible();
  const groups = panel.getByTestId('cancel-package-group');
  await expect(groups).toHaveCount(2);
  await groups.filter({ hasText: second.name }).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this package?' });
  await expect(dialog.getByText(second.name)).toBeVisible();
  await dialog.getByLabel('Reason (optional)').fill('Found one locally.');
  await dialog.getByRole('button', { name: 'Cancel package' }).click();
  await expect(page.getByTestId('action-done')).toContainText('The package is cancelled.');
  await expect(groups).toHaveCount(1);
  await expect(page.locator('[data-request-kind="cancel_package"]')).toContainText(second.name);
  await expect.poll(() => seenEventNames(page)).toContain('Cancel_package');

  await page.goto('/customer/your-orders');
  await page.getByRole('link', { name: 'Your cancellations, changes and returns' }).click();
  await page.waitForURL('**/customer/your-request-orders');
  const item = page.locator('[data-request-kind="cancel_package"]');
  await expect(item).toContainText('Package cancellation');
  await expect(item.getByRole('link', { name: code })).toBeVisible();
  await expect(item.getByTestId('order-request-refund')).toContainText('to your payment method');
  await expect(item).toContainText('Found one locally.');
  await expect.poll(historyPages).toContain('your-request-orders');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('requests-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel('Status').selectOption('rejected');
  await expect(page).toHaveURL(/\?status=rejected$/);
  await expect(page.getByTestId('requests-empty')).toContainText('No requests with this status.');
  await expectNoSeriousAxeViolations(page);
});
