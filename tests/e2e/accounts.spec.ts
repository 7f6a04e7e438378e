import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Request } from './support/test';

/*
 * Accounts end to end (issue 4): passwordless sign-up and sign-in against the production build,
 * with codes and links read from the development outbox (the server runs with DEV_TOOLS=1; support/test.ts sends the operator token).
 */

const ACCESS_COOKIE = 'token';
const REFRESH_COOKIE = 'refresh_token';
const SIGN_IN_API = '/api/v1/customers/sign-in';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string | null;
  created_at: string;
}

/** The newest sign-in mail sent to `email`, once it is there (newer than `after` when given). */
async function latestMail(request: APIRequestContext, email: string, after?: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
        const body = (await response.json()) as { data: { messages: OutboxMessage[] } };
        found = body.data.messages.find((message) => message.text !== null && (after === undefined || message.created_at > after));
        return found !== undefined;
      },
      { message: `a sign-in mail to ${email}` },
    )
    .toBe(true);
  return found as OutboxMessage;
}

function codeOf(mail: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}

/** The magic link's path and query: the mail's origin is the configured site URL, not this server. */
function linkPathOf(mail: OutboxMessage): string {
  const link = /https?:\/\/\S+\/otp\?\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no link in mail: ${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The consent layer answered, so it does not cover the forms under test. */
async function answerConsent(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
}

/** The push prompt already answered, so it does not cover the forms under test. */
async function answerPushPrompt(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
}

/** Signs in (or up) through the UI with the code from the outbox; returns once /otp is left. */
async function signInWithCode(page: Page, email: string, { start = '/sign-in', submit = 'Email me a sign-in code' } = {}): Promise<void> {
  await page.goto(start);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: submit }).click();
  await page.waitForURL(/\/otp\?/);
  const mail = await latestMail(page.request, email);
  await page.getByLabel('6-digit code').fill(codeOf(mail));
  await page.waitForURL((url) => url.pathname !== '/otp');
}

function accountMenuButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Account menu/ });
}

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** Overwrites the access token cookie the way the app wrote it, with a token the API refuses. */
async function spoilAccessToken(context: BrowserContext): Promise<void> {
  const current = (await context.cookies()).find((cookie) => cookie.name === ACCESS_COOKIE);
  expect(current, 'an access token cookie to spoil').toBeDefined();
  // A well-formed JWT that expired in 2001: the API answers 401, as for a 15-minute-old token.
  const expired =
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiZXhwIjoxMDAwMDAwMDAwfQ.c2lnbmF0dXJlLXRoYXQtZG9lcy1ub3QtbWF0Y2g';
  await context.addCookies([{ ...current!, value: expired }]);
}

function refreshSignIns(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === SIGN_IN_API && request.postDataJSON()?.grant_type === 'refresh_token') {
      calls.push(request);
    }
  });
  return calls;
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL);
});

test.describe('with the push prompt answered', () => {
  test.beforeEach(async ({ context }) => {
    await answerPushPrompt(context);
  });

  test('a shopper signs up with an e-mailed code, stays signed in across a reload, signs out and comes back with the e-mailed link', async ({ page, context }) => {
    // The second e-mail may only be asked for 60 s after the first (issue 4): the test waits it out.
    test.setTimeout(150_000);
    const email = uniqueEmail('signup');
    const localPart = email.split('@')[0]!;

    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL(/\/otp\?/);
    await expect(page.getByText(`We sent a code to ${email}`)).toBeVisible();
    await expect(page.getByTestId('resend-countdown')).toHaveText(/in 0:5\d|in 1:00/);

    const firstMail = await latestMail(page.request, email);
    await page.getByLabel('6-digit code').fill(codeOf(firstMail));

    await expect(page.getByText(`Welcome to the club, ${localPart}! Your account is ready.`)).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(accountMenuButton(page)).toContainText(localPart);
    expect(await cookieValue(context, ACCESS_COOKIE)).toBeTruthy();
    expect(await cookieValue(context, REFRESH_COOKIE)).toBeTruthy();

    const refreshes = refreshSignIns(page);
    await page.reload();
    await expect(accountMenuButton(page)).toContainText(localPart);
    expect(refreshes, 'a valid access token needs no refresh').toHaveLength(0);

    await accountMenuButton(page).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await cookieValue(context, ACCESS_COOKIE)).toBeUndefined();
    expect(await cookieValue(context, REFRESH_COOKIE)).toBeUndefined();

    // Within the minute the store does not e-mail again: it goes on to the code step and counts down.
    await page.goto('/sign-in');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
    await page.waitForURL(/\/otp\?/);
    const resend = page.getByRole('button', { name: /^Send a new code/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toBeEnabled({ timeout: 70_000 });
    await resend.click();
    await expect(page.getByRole('status').filter({ hasText: 'A new code and sign-in link are on their way.' })).toBeVisible();

    const secondMail = await latestMail(page.request, email, firstMail.created_at);
    await page.goto(linkPathOf(secondMail));
    await expect(page.getByText(`Welcome back, ${localPart}!`)).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(accountMenuButton(page)).toContainText(localPart);

    // A link works once: opened again, it says so and offers the code instead.
    await page.goto(linkPathOf(secondMail));
    await expect(page.getByRole('alert').filter({ hasText: 'This sign-in link has expired or was already used.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enter a code instead' })).toBeVisible();
  });

  test('an expired access token is renewed by exactly one refresh-token sign-in and the shopper stays signed in', async ({ page, context }) => {
    const email = uniqueEmail('refresh');
    await signInWithCode(page, email);
    await expect(accountMenuButton(page)).toBeVisible();
    const refreshBefore = await cookieValue(context, REFRESH_COOKIE);

    await spoilAccessToken(context);
    const refreshes = refreshSignIns(page);
    const profileStatuses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v1/me/profile') profileStatuses.push(response.status());
    });
    await page.reload();

    await expect(accountMenuButton(page)).toContainText(email.split('@')[0]!);
    expect(profileStatuses).toEqual([401, 200]);
    expect(refreshes).toHaveLength(1);
    // The page never holds the refresh token: it asks with the HttpOnly cookie, which is rotated.
    expect(refreshes[0]!.postDataJSON()).toEqual({ grant_type: 'refresh_token' });
    await expect.poll(() => cookieValue(context, REFRESH_COOKIE)).not.toBe(refreshBefore);

    // The renewed session holds on the next page load without any further refresh.
    await page.reload();
    await expect(accountMenuButton(page)).toBeVisible();
    expect(refreshes).toHaveLength(1);
  });

  test('the refresh token is an HttpOnly cookie no script can read, and the access cookie ends with its 15-minute token', async ({ page, context }) => {
    const email = uniqueEmail('httponly');
    await signInWithCode(page, email);
    await expect(accountMenuButton(page)).toBeVisible();

    const cookies = await context.cookies();
    const refresh = cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/customers' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(`${'refresh_token'}=`);
    const access = cookies.find((cookie) => cookie.name === ACCESS_COOKIE)!;
    expect(access.expires * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000 + 5_000);

    // Fifteen minutes later the access cookie is gone: the next page renews the session once.
    await context.clearCookies({ name: ACCESS_COOKIE });
    const refreshes = refreshSignIns(page);
    await page.reload();
    await expect(accountMenuButton(page)).toContainText(email.split('@')[0]!);
    expect(refreshes).toHaveLength(1);
    expect(await cookieValue(context, ACCESS_COOKIE)).toBeTruthy();
  });

  test('a revoked refresh token signs the shopper out and clears the session cookies', async ({ page, context, playwright, baseURL }) => {
    const email = uniqueEmail('revoked');
    await signInWithCode(page, email);
    await expect(accountMenuButton(page)).toBeVisible();
    const refreshToken = await cookieValue(context, REFRESH_COOKIE);

    // Signed out elsewhere (another device): the refresh token's family is revoked.
    const elsewhere = await playwright.request.newContext({ baseURL });
    const signOut = await elsewhere.post('/api/v1/customers/sign-out', { data: { refresh_token: refreshToken } });
    expect(signOut.ok()).toBe(true);
    await elsewhere.dispose();

    await spoilAccessToken(context);
    const refreshes = refreshSignIns(page);
    await page.reload();

    // The signed-out header is also the first paint, before the refresh has been tried: wait for
    // the refresh call itself, then for its outcome.
    await expect.poll(() => refreshes.length, { message: 'one refresh attempt' }).toBe(1);
    await expect.poll(() => cookieValue(context, ACCESS_COOKIE)).toBeUndefined();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await cookieValue(context, REFRESH_COOKIE)).toBeUndefined();
  });

  test('/customer/profile sends a visitor to sign in and back, without showing private content first', async ({ page, request }) => {
    // The server-rendered page holds only the placeholder (translations ride along in the page data).
    const html = await (await request.get('/customer/profile')).text();
    expect(html.includes('name="fullname"'), 'no profile field in the server HTML').toBe(false);
    expect(html.includes('Loading, please wait…'), 'the placeholder in the server HTML').toBe(true);
    expect(/<meta name="robots" content="noindex/.test(html), 'a noindex robots tag').toBe(true);

    await page.goto('/customer/profile');
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/customer/profile');

    const email = uniqueEmail('gate');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
    await page.waitForURL(/\/otp\?/);
    await page.getByLabel('6-digit code').fill(codeOf(await latestMail(page.request, email)));

    await page.waitForURL((url) => url.pathname === '/customer/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue(email);
  });

  test('a shopper edits the profile: a wrong zip is pointed out, a good one is saved and the header greets the new first name', async ({ page }) => {
    const email = uniqueEmail('profile');
    await signInWithCode(page, email, { start: '/sign-in?next=%2Fcustomer%2Fprofile' });
    await page.waitForURL((url) => url.pathname === '/customer/profile');

    await page.getByLabel('Full name').fill('Grace Brewster Hopper');
    await page.getByLabel('Phone number').fill('+1 415 555 0100');
    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('Street address').fill('500 Howard Street');
    await page.getByLabel('City').fill('San Francisco');
    await page.getByLabel('State, province or region').fill('CA');
    const zip = page.getByLabel('ZIP code');
    await zip.fill('SW1A 1AA');
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByText('This postal code does not match the chosen country.')).toBeVisible();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toBeFocused();

    await zip.fill('94105');
    await expect(page.getByText('This postal code does not match the chosen country.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(accountMenuButton(page)).toContainText('Grace');

    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Grace Brewster Hopper');
    await expect(page.getByLabel('ZIP code')).toHaveValue('94105');
    await expect(page.getByLabel('Country')).toHaveValue('US');
    await expect(accountMenuButton(page)).toContainText('Grace');
  });

  test('the Google button explains that Google sign-in is unavailable when the provider is not configured', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Google sign-in is not available right now.' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute('data-error-code', 'gapi is undefined');
  });

  test('the "can\'t sign in" panel explains the limits and sends a new code and link from /sign-in', async ({ page }) => {
    const email = uniqueEmail('help');
    await page.goto('/sign-in');
    await page.getByLabel('Email address').fill(email);
    await page.getByText("Can't sign in?").click();
    await expect(page.getByText('A code works for 10 minutes and a sign-in link for 15 minutes, once each.')).toBeVisible();
    await page.getByRole('button', { name: 'Send a new code and link' }).click();
    await page.waitForURL(/\/otp\?/);
    expect(codeOf(await latestMail(page.request, email))).toMatch(/^\d{6}$/);

    // Asking again at once is refused by the server with 429; the page says how long to wait.
    await page.goto('/sign-in');
    await page.evaluate(() => window.sessionStorage.clear());
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Please wait (0:[0-5]\d|1:00) before asking again\./ })).toBeVisible();
    await page.getByRole('button', { name: 'Enter the code we already sent' }).click();
    await page.waitForURL(/\/otp\?/);
  });

  test('sign-in, code and profile pages have no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByLabel('Email address')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const email = uniqueEmail('axe');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
    await page.waitForURL(/\/otp\?/);
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('6-digit code').fill(codeOf(await latestMail(page.request, email)));
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/customer/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('after sign-in a ?next pointing to another site is ignored (no open redirect)', async ({ page, baseURL }) => {
    const email = uniqueEmail('redirect');
    await signInWithCode(page, email, { start: '/sign-in?next=https%3A%2F%2Fevil.example%2Fphish' });
    const landed = new URL(page.url());
    expect(landed.origin).toBe(new URL(baseURL!).origin);
    expect(landed.pathname).toBe('/');
  });
});

test('a signed-in customer is offered push notifications once, and "Not now" is remembered', async ({ page }) => {
  const email = uniqueEmail('push');
  await signInWithCode(page, email);
  const prompt = page.getByRole('region', { name: 'Get order updates' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);
  // Remembered for 90 days (then the offer may come once more).
  const remembered = JSON.parse((await page.evaluate(() => window.localStorage.getItem('dh_push_prompt'))) ?? 'null') as { value: string; expiresAt: number };
  expect(remembered.value).toBe('dismissed');
  expect(remembered.expiresAt - Date.now()).toBeGreaterThan(89 * 24 * 60 * 60 * 1000);

  // Secondary widgets load 1.5 s after the load event (spec §2). The prompt reads the remembered
  // answer as it renders and decides in that same render: once it has read it, it has chosen.
  await page.addInitScript(() => {
    const read = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (key === 'dh_push_prompt') (window as unknown as { __pushPromptRead?: boolean }).__pushPromptRead = true;
      return read.call(this, key);
    };
  });
  await page.reload();
  await expect(accountMenuButton(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __pushPromptRead?: boolean }).__pushPromptRead === true)).toBe(true);
  await expect(page.getByRole('region', { name: 'Get order updates' })).toHaveCount(0);
});
