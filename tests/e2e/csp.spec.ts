import { expect, test } from './support/test';

/*
 * Issue 21 item 3 (decision 0046): scripts run by nonce only. Every answer names a fresh nonce in
 * its CSP and its own scripts carry it; an inline script slipped into the page without it does
 * not run, while the page itself still comes to life.
 */

const scriptSrcOf = (csp: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src')) ?? '';

test('an inline script without the page’s nonce does not run, and the page still works', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  const nonces: string[] = [];
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const csp = response.headers()['content-security-policy'] ?? '';
    nonces.push(/'nonce-([A-Za-z0-9_-]+)'/.exec(csp)?.[1] ?? '');
    // What a stored cross-site script would look like: inline, without the nonce.
    const body = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>');
    await route.fulfill({ response, body });
  });

  const answer = await page.goto('/');
  const csp = (await answer?.allHeaders())?.['content-security-policy'] ?? '';
  expect(scriptSrcOf(csp)).toMatch(/'nonce-[A-Za-z0-9_-]{24}'/);
  expect(scriptSrcOf(csp)).not.toContain("'unsafe-inline'");
  // The page's own scripts ran: Next hydrated it.
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { next?: unknown }).next)).toBe('object');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();

  await page.reload();
  await expect.poll(() => nonces.length).toBe(2);
  expect(nonces[0]).not.toBe(nonces[1]);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('static assets carry the security headers too', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const answer = await request.get(script!);
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['content-security-policy']).toContain("default-src 'self'");
});
