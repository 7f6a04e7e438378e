import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test';
import sharp from 'sharp';
import { SEEDED_REVIEWER_EMAIL, SEEDED_REVIEWER_PRODUCT_PATH } from '../../server/catalog/reviews/seeded-reviewer';

/*
 * Reviews end to end (issue 3 item 5): the seeded shopper Robin Reviewer bought a chair and has
 * not reviewed it; signed in with a code from the development outbox, Robin writes a review with
 * a photo. Needs a freshly seeded database (npm run db:reset): a written review stays written.
 */

interface OutboxMessage {
  text: string | null;
  created_at: string;
}

async function latestCode(request: APIRequestContext, email: string, after: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
        const body = (await response.json()) as { data: { messages: OutboxMessage[] } };
        const mail = body.data.messages.find((message) => message.text !== null && message.created_at > after);
        code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
        return code !== undefined;
      },
      { message: `a sign-in code for ${email}` },
    )
    .toBe(true);
  return code!;
}

async function quietOverlays(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('#reviews').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a visitor sees the rating summary, the reviews and how to write one', async ({ page, context, baseURL }) => {
  await quietOverlays(context, baseURL);
  await page.goto(`${SEEDED_REVIEWER_PRODUCT_PATH}#reviews`);
  const section = page.getByRole('region', { name: 'Customer reviews' });
  await expect(section.getByRole('list', { name: 'Ratings by number of stars' }).getByRole('listitem')).toHaveCount(5);
  await expect(section.getByRole('article').first()).toBeVisible();
  await expect(section.getByText('Bought this product? Sign in to write a review.')).toBeVisible();

  const dates = () => section.locator('article time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  const firstTop = await dates();
  await section.getByLabel('Sort by').selectOption('latest');
  await expect.poll(async () => JSON.stringify(await dates())).not.toBe(JSON.stringify(firstTop));
  const latest = await dates();
  expect(latest).toEqual([...latest].sort().reverse());
  await expectNoSeriousAxeViolations(page);
});

test('the first document carries the reviews in its markup only; near them they go live from the reviews API, with the same reviews', async ({ page, context, baseURL }) => {
  await quietOverlays(context, baseURL);
  const response = await page.goto(SEEDED_REVIEWER_PRODUCT_PATH);
  const html = (await response?.text()) ?? '';
  const inlineData = /<script id="__NEXT_DATA__"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  const section = page.getByRole('region', { name: 'Customer reviews' });
  const titles = () => section.getByRole('article').getByRole('heading').allTextContents();
  const written = await titles();
  expect(written.length).toBeGreaterThan(0);
  // Neither the reviews, nor their words, nor the structured data's copy are in the inline data (decision 0065).
  for (const title of written) expect(inlineData).not.toContain(JSON.stringify(title).slice(1, -1));
  expect(inlineData).not.toContain('"reviews":');
  expect(inlineData).not.toContain('Based on');
  expect(html).toContain('"@type":"Review"');

  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await section.scrollIntoViewIfNeeded();
  await expect(page.locator('#reviews [data-live="true"]')).toBeVisible();
  expect(asked).toContainEqual(expect.stringMatching(/\/reviews\/summary$/));
  expect(await titles()).toEqual(written);
  await expect(section.getByText('Bought this product? Sign in to write a review.')).toBeVisible();
});

test('the seeded buyer writes a review with a photo and is told it awaits moderation', async ({ page, context, baseURL }) => {
  await quietOverlays(context, baseURL);
  const startedAt = new Date(Date.now() - 1000).toISOString();
  await page.goto(`/sign-in?next=${encodeURIComponent(SEEDED_REVIEWER_PRODUCT_PATH)}`);
  await page.getByLabel('Email address').fill(SEEDED_REVIEWER_EMAIL);
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
  await page.waitForURL(/\/otp\?/);
  await page.getByLabel('6-digit code').fill(await latestCode(page.request, SEEDED_REVIEWER_EMAIL, startedAt));
  await page.waitForURL((url) => url.pathname === SEEDED_REVIEWER_PRODUCT_PATH);

  const section = page.getByRole('region', { name: 'Customer reviews' });
  await section.getByRole('button', { name: 'Write a review' }).click();
  const form = section.getByRole('form', { name: 'Write a review' });
  await expect(form.getByText('You bought this product: your review will show the verified purchase badge.')).toBeVisible();

  // Sent empty first: the form says what is missing and sends nothing.
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();

  await form.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByLabel('Title').fill('Comfortable all day');
  await form.getByLabel('Your review').fill('I sit in it eight hours a day and my back is fine. Easy to assemble, solid and quiet.');
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 120, b: 160 } } }).png().toBuffer();
  await form.getByLabel('Photos (optional)').setInputFiles({ name: 'my-chair.png', mimeType: 'image/png', buffer: photo });
  await expect(form.getByRole('img', { name: 'Selected photo 1' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(section.getByRole('status')).toHaveText('Thank you! Your review has been received and will appear once it has been checked.');

  // Coming back later, the shopper is reminded rather than offered the form again.
  await page.reload();
  await expect(section.getByText('Thank you! Your review has been received and will appear once it has been checked.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
});
