import sharp from 'sharp';
import { buildBrand } from '@/tests/support/builders/brands';
import { buildCustomer } from '@/tests/support/builders/customers';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { signInByCode } from './support/sign-in';

/*
 * Issue 16 item 3 end to end: the owner of an approved brand opens its store, gives it an accent
 * colour and a logo, sees them on /store/{slug}, then moves the store and the old address
 * redirects. The brand and its owner are written into this worker's database before its server
 * starts (the registration and approval flows have their own specs).
 */

const OWNER_EMAIL = `brand-owner-${Date.now()}@example.com`;
const RUN = Date.now().toString(36);
const FIRST_SLUG = `oak-studio-${RUN}`;
const NEXT_SLUG = `oak-and-walnut-${RUN}`;
const ACCENT = '#14532d';

test.use({
  databaseGroup: 'brand-theme',
  prepareDatabase: {
    prepare: async (db) => {
      const owner = await buildCustomer(db, { email: OWNER_EMAIL });
      await buildBrand(db, { status: 'approved', country: 'PT', members: [{ customerId: owner.id, role: 'owner' }], overrides: { displayName: 'Oak Studio' } });
    },
  },
});

test.skip(Boolean(process.env.E2E_BASE_URL), 'the brand is written into the worker’s own database before its server starts');

/** axe at a phone's width and at the desktop's, on the page as it is. */
async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousAxeViolations(page);
}

test('an owner opens the store, themes it, sees it on /store/{slug}, and moves it with a redirect', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await context.addCookies([{ name: 'dh_consent', value: 'essential', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await context.addInitScript(() => window.localStorage.setItem('dh_push_prompt', JSON.stringify({ value: 'dismissed' })));
  await signInByCode(page, OWNER_EMAIL);

  // Open the store: the address follows the name and is checked as one types.
  await page.goto('/brand/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your store' })).toBeVisible();
  await page.getByTestId('slug-input').fill(FIRST_SLUG);
  await expect(page.getByTestId('slug-status')).toHaveText('This address is free.');
  await expectAccessibleAtBothWidths(page);
  await page.getByRole('button', { name: 'Create the store' }).click();
  await page.waitForURL(/\/brand\/edit\?created=1/);
  await expect(page.getByRole('status').filter({ hasText: 'Your store is open' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // Policies, in English here; the product pages and the store show them.
  await page.goto('/brand/edit/policies');
  await page.getByLabel('Returns policy (English)').fill('60 days from delivery, and we collect bulky items for free.');
  await page.getByRole('button', { name: 'Save the policies' }).click();
  await expect(page.getByText('Policies saved.')).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // A colour too light is measured and refused before anything is sent; a dark one is kept.
  await page.goto('/brand/edit/theme');
  await page.getByTestId('accent-hex').fill('#facc15');
  await expect(page.getByTestId('contrast-ratio')).toContainText('Too light');
  await page.getByTestId('accent-hex').fill(ACCENT);
  await expect(page.getByTestId('contrast-ratio')).toContainText('Readable');
  await page.getByRole('button', { name: 'Save the colour' }).click();
  await expect(page.getByText('Colour saved.')).toBeVisible();
  const logo = await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 20, g: 83, b: 45, alpha: 1 } } }).png().toBuffer();
  await page.getByTestId('picture-logo').locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByTestId('picture-logo').getByText('Picture saved.')).toBeVisible();
  await expect(page.getByTestId('picture-logo').getByRole('img', { name: 'Your current logo' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // The storefront shows the colour on its header only, with the logo and the policies.
  await page.goto(`/store/${FIRST_SLUG}`);
  const header = page.getByTestId('storefront-header');
  await expect(header.getByRole('heading', { level: 1, name: 'Oak Studio' })).toBeVisible();
  await expect(page.getByTestId('storefront-accent')).toHaveCSS('background-color', 'rgb(20, 83, 45)');
  await expect(page.getByTestId('storefront-accent')).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.getByTestId('storefront-logo')).toBeVisible();
  await expect(page.getByTestId('brand-policies')).toContainText('60 days from delivery');
  await expectAccessibleAtBothWidths(page);

  // Moving the store: the old address now leads to the new one.
  await page.goto('/brand/edit/slug');
  await page.getByTestId('slug-input').fill(NEXT_SLUG);
  await expect(page.getByTestId('slug-status')).toHaveText('This address is free.');
  await expectAccessibleAtBothWidths(page);
  await page.getByRole('button', { name: 'Change the address' }).click();
  await expect(page.getByText(`Your store has moved to /store/${NEXT_SLUG}.`)).toBeVisible();
  await page.goto(`/store/${FIRST_SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/store/${NEXT_SLUG}$`));
  await expect(page.getByTestId('storefront-accent')).toHaveCSS('background-color', 'rgb(20, 83, 45)');
});
