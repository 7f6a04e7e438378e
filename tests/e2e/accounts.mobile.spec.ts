import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { PHONE } from './support/phone';

test.use(PHONE);

/* The sign-in pages on a 375 px phone (design: every page designed for 375 px first). */

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
});

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function latestCode(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { data: { messages: { text: string | null }[] } };
      code = /\b(\d{6})\b/.exec(body.data.messages[0]?.text ?? '')?.[1];
      return code !== undefined;
    })
    .toBe(true);
  return code!;
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('at 375 px /sign-in fits the screen and its form comes first', async ({ page }) => {
  await page.goto('/sign-in');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  const email = page.getByLabel('Email address');
  await expect(email).toBeVisible();
  await expect(email).toBeInViewport();
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('autocomplete', 'email');
  // The benefits column is for wide screens; a phone goes straight to the form.
  await expect(page.getByRole('heading', { name: 'One account for everything' })).toBeHidden();
  const button = await page.getByRole('button', { name: 'Email me a sign-in code' }).boundingBox();
  expect(button!.height).toBeGreaterThanOrEqual(44);
  await expectNoSeriousAxeViolations(page);
});

test('at 375 px a shopper signs in with the code on /otp, which fits the screen and opens the numeric keypad', async ({ page }) => {
  const email = `mobile-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
  await page.waitForURL(/\/otp\?/);

  const code = page.getByLabel('6-digit code');
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);

  await code.fill(await latestCode(page, email));
  await expect(page.getByText(/Welcome to the club, mobile-/)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu/ })).toBeVisible();
});
