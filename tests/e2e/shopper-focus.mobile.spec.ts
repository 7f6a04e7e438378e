import { continueAsGuest, fillContactAndAddress } from './support/checkout-ui';
import { answerConsent, brokenCompounds, fieldsUnderConsentLayer, focusedElement, guestCartWithPlainProduct } from './support/shopper-checks';
import { fitsWidth } from './support/sign-in';
import { PHONE } from './support/phone';
import { expect, test } from './support/test';

test.use(PHONE);

/*
 * Issue 20 items 6 and 7 and the header on a 375 px phone: the consent layer over the checkout,
 * the focus after the guest choice and after a declined card, the sign-in link that brings the
 * shopper back, and product names that keep their hyphenated words whole.
 */

const HALO_DESK = '/standing-desks/halo-trio-2-dual-motor-standing-desk';

test('the consent layer covers no field of the checkout on a phone', async ({ page, context, request, baseURL }) => {
  await guestCartWithPlainProduct(context, request, baseURL);
  await continueAsGuest(page);
  await expect(page.getByTestId('consent-layer')).toBeVisible();
  expect(await fieldsUnderConsentLayer(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 600));
  expect(await fieldsUnderConsentLayer(page)).toEqual([]);
  await fitsWidth(page);
});

test('on a phone, the guest starts in the e-mail field and a declined card is shown and focused', async ({ page, context, request, baseURL }) => {
  await answerConsent(context, baseURL);
  await guestCartWithPlainProduct(context, request, baseURL);
  await continueAsGuest(page);
  await expect.poll(() => focusedElement(page)).toBe('input#contact-email');

  await fillContactAndAddress(page, 'phone.declined@example.com');
  const standard = page.getByRole('radio', { name: /Standard delivery/ });
  await standard.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /^Place order/ })).toBeVisible();
  await expect(standard).toBeFocused();

  await page.getByLabel('Card number', { exact: true }).fill('4000 0000 0000 0002');
  const expiry = page.getByLabel('Expiry (MM/YY)', { exact: true });
  await expiry.click();
  await page.keyboard.type('1230');
  await expect(expiry).toHaveValue('12/30');
  await page.getByLabel('Security code', { exact: true }).fill('123');
  await page.getByLabel('Name on card', { exact: true }).fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Place order/ }).click();
  const failure = page.getByTestId('payment-failure');
  await expect(failure).toHaveText(/Your payment was declined/);
  await expect(failure).toBeFocused();
  await expect(failure).toBeInViewport();
});

test('on a phone, sign-in from the menu carries the page along, and product names keep hyphenated words whole', async ({ page, context, baseURL }) => {
  await answerConsent(context, baseURL);
  // Without the fix, "Noise-" ended a line of a sale card and "Dual-" one of the desk's title at 375 px.
  await page.goto('/sale');
  expect(await brokenCompounds(page.locator('main h2, main h3'))).toEqual([]);
  await page.goto(HALO_DESK);
  expect(await brokenCompounds(page.locator('main h1'))).toEqual([]);
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await expect(signIn).toHaveAttribute('href', `/sign-in?next=${encodeURIComponent(HALO_DESK)}`);
});
