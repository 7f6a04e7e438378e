import { operatorSessionTokens, sessionCookies } from './orders-api';
import { expect, type APIRequestContext, type BrowserContext, type Page } from './test';

/* Signing people in the way the brand and operator specs need it, shared by those specs. */

/** The newest 6-digit code mailed to an address, read from the dev outbox (the harness sends the operator token). */
export async function codeFromOutbox(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { data: { messages: { text: string | null }[] } };
      code = body.data.messages.map((message) => /\b(\d{6})\b/.exec(message.text ?? '')?.[1]).find(Boolean);
      return code !== undefined;
    })
    .toBe(true);
  return code!;
}

/** Signs in through /sign-in and the e-mailed code, as a person does. */
export async function signInByCode(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
  await page.waitForURL(/\/otp\?/);
  await page.getByLabel('6-digit code').fill(await codeFromOutbox(page.request, email));
  await page.waitForURL((url) => url.pathname !== '/otp');
}

/** The e2e operator's session in the browser's cookies, with the consent layer answered (it would cover the page). */
export async function signInAsOperator(context: BrowserContext, request: APIRequestContext, baseURL: string | undefined): Promise<void> {
  const tokens = await operatorSessionTokens(request);
  const url = baseURL ?? 'http://127.0.0.1:3100';
  await context.addCookies([
    ...sessionCookies(tokens, url),
    { name: 'dh_consent', value: 'essential', url },
  ]);
}

/** Nothing sticks out sideways (375 px screens). */
export async function fitsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
