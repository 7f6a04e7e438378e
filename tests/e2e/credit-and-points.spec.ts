import { randomBytes } from 'node:crypto';
import { axeAtBothWidths } from './support/axe';
import { signInByCode } from './support/sign-in';
import { expect, test } from './support/test';

/*
 * Issue 19 items 2, 3 and 6 end to end: a new shopper claims a seeded reward code (DESK10, $10
 * of credit; README "Credit, points and rewards"), sees the credit, exchanges part of it for
 * points and sees both histories, moves through the account navigation; the page in French with
 * a points code (POINTS500). Each test signs up a shopper of its own.
 */

const newEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.test`;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
});

test('a shopper claims a reward code, exchanges credit for points and sees both histories', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByCode(page, newEmail('credit'));
  await page.goto('/customer/credit');
  await expect(page.getByRole('heading', { level: 1, name: 'Credit and points' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Your account' });
  await expect(nav.getByRole('link', { name: 'Credit and points' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('You have no store credit at the moment.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Reward code' }).fill('SUMMER2025');
  await page.getByRole('button', { name: 'Claim reward' }).click();
  await expect(page.getByText(/This code cannot be claimed any more/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Reward code' }).fill('desk10');
  await page.getByRole('button', { name: 'Claim reward' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reward claimed: $10.' })).toBeVisible();
  await expect(page.getByTestId('credit-balances')).toHaveText('$10');
  await expect(page.getByTestId('rewards-list')).toContainText('DESK10');

  await expect(page.getByTestId('exchange-rate')).toHaveText('1 point costs $0.10 of credit. From $1 to $500 per exchange.');
  const amount = page.getByLabel('Credit to exchange (USD)');
  await amount.fill('5.05');
  await page.getByRole('button', { name: 'Exchange' }).click();
  await expect(page.getByText('The amount must be a whole number of points: a multiple of $0.10.')).toBeVisible();
  await amount.fill('5');
  await expect(page.getByText('You receive 50 points.')).toBeVisible();
  await page.getByRole('button', { name: 'Exchange' }).click();
  await expect(page.getByRole('status').filter({ hasText: '$5 exchanged for 50 points.' })).toBeVisible();
  await expect(page.getByTestId('credit-balances')).toHaveText('$5');
  await expect(page.getByTestId('points-balance')).toHaveText('50 points');
  await expect(page.getByTestId('credit-history').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('credit-history')).toContainText('Exchanged for points');
  await expect(page.getByTestId('credit-history')).toContainText('Reward');
  await expect(page.getByTestId('points-history')).toContainText('Exchanged from credit');
  await axeAtBothWidths(page, 'credit-en');

  // The same navigation on the other account pages.
  await nav.getByRole('link', { name: 'Orders' }).click();
  await page.waitForURL('**/customer/your-orders');
  await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Profile' }).click();
  await page.waitForURL('**/customer/profile');
  await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Refer a friend' })).toHaveAttribute('href', '/customer/referrals');
});

test('in French: a points code adds points once, a second claim is refused', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByCode(page, newEmail('points'));
  await page.goto('/fr-FR/customer/credit');
  await expect(page.getByRole('heading', { level: 1, name: 'Avoirs et points' })).toBeVisible();
  await expect(page.getByText('Il vous faut de l’avoir pour l’échanger contre des points.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Code de récompense' }).fill('POINTS500');
  await page.getByRole('button', { name: 'Obtenir la récompense' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Récompense obtenue : 500 points.' })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('500 points');
  await expect(page.getByTestId('points-history')).toContainText('Code de récompense');
  await page.getByRole('textbox', { name: 'Code de récompense' }).fill('POINTS500');
  await page.getByRole('button', { name: 'Obtenir la récompense' }).click();
  await expect(page.getByText('Vous avez déjà utilisé ce code.')).toBeVisible();
  await axeAtBothWidths(page, 'credit-fr');
});
