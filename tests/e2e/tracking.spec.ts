import { expect, test, type APIRequestContext, type BrowserContext } from './support/test';
import { OWN_DATABASE_GROUP } from './support/database-groups';
import { SEEDED_REVIEWER_EMAIL } from '../../server/catalog/reviews/seeded-reviewer';

/*
 * Guest tracking end to end (issue 6 item 3): the seeded delivered order DH90000001 of Robin
 * Reviewer, found by its number and e-mail without signing in; a wrong e-mail tells nothing;
 * "forgot order number" answers the same for any address. Needs the seeded database.
 */

const ORDER_CODE = 'DH90000001';

// The reviews spec signs the same seeded shopper in, and the store sends one code a minute per
// address: tests of this file get a worker, and so a database, of their own (decision 0029).
test.use({ databaseGroup: OWN_DATABASE_GROUP });

interface OutboxMessage {
  text: string | null;
  created_at: string;
}

async function latestCode(request: APIRequestContext, email: string, after: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { data: { messages: OutboxMessage[] } };
      const mail = body.data.messages.find((message) => message.text !== null && message.created_at > after);
      code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
      return code !== undefined;
    })
    .toBe(true);
  return code!;
}

async function quietOverlays(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
}

test.beforeEach(async ({ context, baseURL }) => {
  await quietOverlays(context, baseURL);
});

test('a guest tracks an order by number and e-mail, and a wrong e-mail finds nothing', async ({ page }) => {
  await page.goto('/track-your-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();

  await page.getByLabel('Order number', { exact: true }).fill(ORDER_CODE);
  await page.getByLabel('E-mail address').first().fill('someone-else@example.test');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByTestId('track-error')).toContainText('We found no order with this number and e-mail address');
  await expect(page).toHaveURL(/\/track-your-order$/);

  await page.getByLabel('E-mail address').first().fill(SEEDED_REVIEWER_EMAIL.toUpperCase());
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page).toHaveURL(new RegExp(`/tracking-your-order\\?order=${ORDER_CODE}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${ORDER_CODE}` })).toBeVisible();
  await expect(page.getByTestId('order-code')).toHaveText(ORDER_CODE);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(page.getByText(SEEDED_REVIEWER_EMAIL)).toHaveCount(0);

  // A reload in the same tab keeps the look-up; another tab without it is asked to look up again.
  await page.reload();
  await expect(page.getByTestId('order-code')).toHaveText(ORDER_CODE);
  const other = await page.context().newPage();
  await other.goto(`/tracking-your-order?order=${ORDER_CODE}`);
  await expect(other.getByTestId('tracking-ask-again')).toBeVisible();
  await other.close();
});

test('"forgot order number" says the same whatever the address', async ({ page }) => {
  await page.goto('/track-your-order');
  const forgot = page.locator('section', { has: page.getByRole('heading', { name: 'Forgot your order number?' }) });
  await forgot.getByLabel('E-mail address').fill(`nobody-${Date.now()}@example.test`);
  await forgot.getByRole('button', { name: 'E-mail my order numbers' }).click();
  await expect(page.getByTestId('forgot-sent')).toContainText('their numbers are on the way');
});

test('the French page is in French', async ({ page }) => {
  await page.goto('/fr-FR/track-your-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Suivre votre commande' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivre la commande' })).toBeVisible();
});

test('a signed-in customer sees their own order with its timeline, and an order that is not theirs as not found', async ({ page }) => {
  test.setTimeout(150_000);
  const path = `/customer/your-order-detail-tracking/${ORDER_CODE}`;
  const startedAt = new Date(Date.now() - 1000).toISOString();
  await page.goto(`/sign-in?next=${encodeURIComponent(path)}`);
  await page.getByLabel('Email address').fill(SEEDED_REVIEWER_EMAIL);
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
  await page.waitForURL(/\/otp\?/);
  await page.getByLabel('6-digit code').fill(await latestCode(page.request, SEEDED_REVIEWER_EMAIL, startedAt));
  await page.waitForURL((url) => url.pathname === path);
  await expect(page.getByTestId('order-code')).toHaveText(ORDER_CODE);
  await expect(page.getByRole('heading', { name: 'Packages' })).toBeVisible();

  await page.goto('/customer/your-order-detail-tracking/DH99999999');
  await expect(page.getByTestId('tracking-not-found')).toBeVisible();
});
