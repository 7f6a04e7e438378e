import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test';

/*
 * Issue 16 items 2, 4 and 7: a new person applies as a brand with documents and submits; an
 * operator approves from /admin; the applicant sees the approval. Axe at 375 px and desktop.
 */

const OPERATOR_EMAIL = 'operator-e2e@deskhaus.test';
test.use({ databaseGroup: 'brand-registration', operatorEmails: [OPERATOR_EMAIL] });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** The 6-digit code of the sign-in mail sent to `email` after `asked`. */
async function signInCode(request: APIRequestContext, email: string, asked: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
      const messages = ((await response.json()) as { data: { messages: { text: string | null; created_at: string }[] } }).data.messages;
      code = messages.map((message) => (message.created_at > asked ? /\b(\d{6})\b/.exec(message.text ?? '')?.[1] : undefined)).find(Boolean);
      return code !== undefined;
    })
    .toBe(true);
  return code!;
}

async function signIn(page: Page, email: string): Promise<void> {
  const asked = new Date(Date.now() - 1000).toISOString();
  await page.goto('/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
  await page.waitForURL(/\/otp\?/);
  await page.getByLabel('6-digit code').fill(await signInCode(page.request, email, asked));
  await page.waitForURL((url) => url.pathname !== '/otp');
}

async function prepare(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
}

/** Axe at phone width and at desktop width, back at desktop afterwards. */
async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousAxeViolations(page);
}

async function upload(page: Page, kind: string, name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await page.locator(`#upload-${kind}`).setInputFiles({ name, mimeType, buffer });
}

test('a new brand applies with its documents, an operator approves it, and the applicant sees the approval', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(180_000);
  await prepare(context, baseURL);
  const email = `brand-${Date.now()}@example.com`;
  await signIn(page, email);

  await page.goto('/brand/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand application' })).toBeVisible();
  await expect(page.getByText('Choose your country to see which documents you will need.')).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await page.getByRole('button', { name: 'Start my application' }).click();
  await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();

  await page.getByLabel('Legal name').fill('Walnut Works Inc.');
  await page.getByLabel('Brand name').fill('Walnut Works');
  await page.getByLabel('Country of registration').selectOption('US');
  await expect(page.getByRole('complementary').getByText('IRS Form W-9')).toBeVisible();
  await page.getByLabel('Contact e-mail').fill(email);
  await page.getByLabel('What you sell').fill('Hand-finished walnut desk organisers and monitor stands, made in Portland.');
  await page.getByRole('button', { name: 'Start my application' }).click();

  await expect(page.getByRole('heading', { name: 'Company details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeDisabled();
  await expect(page.getByText(/Upload these required documents first/)).toBeVisible();

  // The browser refuses PNG bytes named and typed as a PDF before sending them.
  await upload(page, 'incorporation_certificate', 'incorporation.pdf', 'application/pdf', PNG);
  await expect(page.getByText('incorporation.pdf is not really a PDF file. Export it again as PDF, JPEG or PNG.')).toBeVisible();

  await upload(page, 'incorporation_certificate', 'incorporation.pdf', 'application/pdf', PDF);
  await expect(page.getByText('incorporation.pdf is uploaded.')).toBeVisible();
  await upload(page, 'w9', 'w9-signed.png', 'image/png', PNG);
  await expect(page.getByText('w9-signed.png is uploaded.')).toBeVisible();
  await upload(page, 'irs_letter', 'cp575.pdf', 'application/pdf', PDF);
  await expect(page.getByText('cp575.pdf is uploaded.')).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  const operatorContext = await browser.newContext({ baseURL });
  await prepare(operatorContext, baseURL);
  const operator = await operatorContext.newPage();
  await signIn(operator, OPERATOR_EMAIL);
  await operator.goto('/admin/brand-applications');
  await expect(operator.getByRole('heading', { level: 1, name: 'Brand applications' })).toBeVisible();
  await expectAccessibleAtBothWidths(operator);
  await operator.getByRole('link', { name: /Walnut Works/ }).click();
  await expect(operator.getByRole('heading', { name: 'Walnut Works', exact: true })).toBeVisible();
  await expect(operator.getByText('cp575.pdf')).toBeVisible();
  const download = operator.waitForEvent('download');
  await operator.getByRole('button', { name: 'Download cp575.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('cp575.pdf');
  await expectAccessibleAtBothWidths(operator);

  await operator.getByRole('radio', { name: 'Approve' }).check();
  await operator.getByRole('button', { name: 'Send decision' }).click();
  await expect(operator.getByText('Walnut Works is approved. The brand was e-mailed.')).toBeVisible();
  await operatorContext.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Approved', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your store' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
});
