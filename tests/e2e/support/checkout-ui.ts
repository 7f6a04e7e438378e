import { expect, type Page } from './test';

/* The guest checkout as a shopper goes through it (issue 5), shared by the specs that need an
 * order placed through the pages rather than the API. */

export async function continueAsGuest(page: Page): Promise<void> {
  await page.goto('/secure-checkout');
  const gate = page.getByRole('dialog');
  await expect(gate.getByRole('heading', { name: 'How would you like to check out?' })).toBeVisible();
  await gate.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(gate).toBeHidden();
}

/** Fills the contact and a Californian delivery address and goes on to the delivery step. */
export async function fillContactAndAddress(page: Page, email: string | null): Promise<void> {
  if (email !== null) await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Full name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Street address', { exact: true }).fill('500 Howard Street');
  await page.getByLabel('City', { exact: true }).fill('San Francisco');
  await page.getByLabel('State', { exact: true }).selectOption('CA');
  await page.getByLabel('ZIP code', { exact: true }).fill('94105');
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
}

/** Fills the contact and a Californian delivery address, then picks standard delivery. */
export async function fillAddressAndDelivery(page: Page, email: string | null): Promise<void> {
  await fillContactAndAddress(page, email);
  const standard = page.getByRole('radio', { name: /Standard delivery/ });
  await expect(standard).toBeVisible();
  await standard.check();
  await expect(page.getByRole('button', { name: /^Place order/ })).toBeVisible();
}

export async function payByCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number', { exact: true }).fill(number);
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/30');
  await page.getByLabel('Security code', { exact: true }).fill('123');
  await page.getByLabel('Name on card', { exact: true }).fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Place order/ }).click();
}
