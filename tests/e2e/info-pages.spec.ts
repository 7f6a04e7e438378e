import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';

/*
 * The information pages (about, press, privacy, terms) and the newsletter's double opt-in,
 * end to end against the production build. Mails are read from the development outbox (the
 * server runs with DEV_TOOLS=1 and every request carries the harness's operator token).
 */

const INFO_PAGES = [
  { path: '/about', en: 'About Deskhaus', fr: 'À propos de Deskhaus' },
  { path: '/press-feature', en: 'Press and features', fr: 'Presse et articles' },
  { path: '/privacy', en: 'Privacy policy', fr: 'Politique de confidentialité' },
  { path: '/terms-of-use', en: 'Terms of use', fr: "Conditions d'utilisation" },
] as const;

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

interface OutboxMessage {
  subject: string;
  text: string | null;
}

/** The path and query of the confirmation mail's links (their origin is the configured site URL). */
async function confirmationLinks(request: APIRequestContext, email: string): Promise<{ confirm: string; unsubscribe: string }> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
        const body = (await response.json()) as { data: { messages: OutboxMessage[] } };
        text = body.data.messages.find((message) => message.text?.includes('/subscribe?token='))?.text ?? '';
        return text !== '';
      },
      { message: `a confirmation mail to ${email}` },
    )
    .toBe(true);
  const pathOf = (pattern: RegExp) => {
    const link = pattern.exec(text)?.[0];
    if (!link) throw new Error(`no link in mail: ${text}`);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };
  return { confirm: pathOf(/https?:\/\/\S+\/subscribe\?token=\S+/), unsubscribe: pathOf(/https?:\/\/\S+\/subscribe\?unsubscribe=\S+/) };
}

test.beforeEach(async ({ context, baseURL }) => {
  // The consent layer answered, so it does not cover what is under test.
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
});

for (const info of INFO_PAGES) {
  test(`${info.path} renders in English and French, with its canonical and no serious axe violation`, async ({ page }) => {
    const english = await page.goto(info.path);
    expect(english?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.en);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`^https?://[^/]+${info.path}$`));
    await expectNoSeriousAxeViolations(page);

    const french = await page.goto(`/fr-FR${info.path}`);
    expect(french?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.fr);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`^https?://[^/]+/fr-FR${info.path}$`));
    await expectNoSeriousAxeViolations(page);
  });
}

test('the table of contents of the terms takes the reader to the returns section', async ({ page }) => {
  await page.goto('/terms-of-use');
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Returns within 30 days' }).click();
  await expect(page).toHaveURL(/#returns$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Returns within 30 days' })).toBeInViewport();
});

test('every footer link leads to a page, never to a 404', async ({ page, request }) => {
  await page.goto('/about');
  const hrefs = await page.getByRole('contentinfo').getByRole('navigation').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // The help centre and the blog joined the footer once their pages existed (issue 18).
  expect(hrefs).toContain('/help-center');
  expect(hrefs).toContain('/ourblog');
  // /track-your-order arrives with the orders issue.
  for (const href of hrefs.filter((href) => href !== '/track-your-order')) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

test('footer newsletter: the address goes to /subscribe, the mail confirms it, and its unsubscribe link works', async ({ page, request }) => {
  const email = uniqueEmail('newsletter');
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Get our newsletter').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page).toHaveURL(/\/subscribe\?email=/);
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();

  const links = await confirmationLinks(request, email);
  await page.goto(links.confirm);
  await expect(page.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto(links.unsubscribe);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter?' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();
});

test('an invalid address shows an error and is tracked as subscribe_invalid', async ({ page }) => {
  await page.goto('/fr-FR/subscribe');
  await page.getByLabel('Adresse e-mail').fill('anne@exemple');
  await page.getByRole('main').getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.')).toBeVisible();
  const events = await page.evaluate(() => ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'subscribe_invalid'));
  expect(events).toEqual([{ event: 'subscribe_invalid', reason: 'format', source: 'client' }]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-up form posts to the page, which sends the mail and says to check the inbox', async ({ page, request }) => {
    const email = uniqueEmail('nojs');
    await page.goto(`/de-DE/subscribe?email=${encodeURIComponent(email)}`);
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);
    await page.getByRole('main').getByRole('button', { name: 'Abonnieren' }).click();
    await expect(page).toHaveURL(/\/de-DE\/subscribe\?sent=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sehen Sie in Ihrem Posteingang nach' })).toBeVisible();
    const links = await confirmationLinks(request, email);
    expect(links.confirm).toMatch(/^\/de-DE\/subscribe\?token=/);
    await page.goto(links.confirm);
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Abonnement ist bestätigt' })).toBeVisible();
  });

  test('an invalid posted address comes back with the error on the field', async ({ page }) => {
    await page.goto('/subscribe?email=not-an-address');
    await expect(page.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue('not-an-address');
  });
});
