import { expect, test, type Page } from './support/test';
import { axeAtBothWidths } from './support/axe';

/*
 * The blog and the help centre against the production build (issue 18): reading a post with its
 * products from the catalog, searching the help centre with suggestions, voting, the page-head
 * rules of spec §2, and axe at 375 px and desktop.
 */

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => String((JSON.parse(block) as { '@type': string })['@type']));
}

test('reads a post from the blog: contents, live products, tags, structured data', async ({ page }) => {
  await page.goto('/ourblog');
  await expect(page.getByRole('heading', { level: 1, name: 'The Deskhaus blog' })).toBeVisible();
  await axeAtBothWidths(page);

  await page.goto('/ourblog/assembling-your-standing-desk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Assembling your standing desk/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ourblog\/assembling-your-standing-desk$/);
  const toc = page.getByRole('navigation', { name: 'In this post' });
  await toc.getByRole('link', { name: 'The order of assembly' }).click();
  await expect(page).toHaveURL(/#the-order-of-assembly$/);
  const products = page.getByRole('region', { name: 'Products in this post' });
  await expect(products.locator('article[data-product-code]').first()).toBeVisible();
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['BreadcrumbList', 'BlogPosting']));
  await expect(page.getByRole('link', { name: 'Assembly', exact: true })).toHaveAttribute('href', '/ourblog/tag/assembly');
  await axeAtBothWidths(page);

  // Spec §2: the French copy is canonical without prefix and not indexed.
  await page.goto('/fr-FR/ourblog/assembling-your-standing-desk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Monter son bureau/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /[^R]\/ourblog\/assembling-your-standing-desk$/);
});

test('the short forms redirect to the blog and search finds posts', async ({ page }) => {
  await page.goto('/category/ergonomics');
  await expect(page).toHaveURL(/\/ourblog\/category\/ergonomics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ergonomics' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search the blog' });
  await box.fill('crossbar');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ourblog\/search\/crossbar$/);
  await expect(page.getByRole('link', { name: /Assembling your standing desk/ })).toBeVisible();
});

test('searches the help centre with suggestions, then votes on an article', async ({ page }) => {
  await page.goto('/help-center');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await axeAtBothWidths(page);
  const box = page.getByRole('searchbox', { name: 'Search the help centre' });
  await box.pressSequentially('gift ca', { delay: 30 });
  // The page lists the same article in its section: look in the suggestions, or the check could pass without them.
  await expect(page.getByRole('list', { name: 'Suggested articles' }).getByRole('link', { name: 'How do gift cards work?' })).toBeVisible();
  await box.fill('refund');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/help-center\/search\/refund$/);
  const results = page.locator('main ul li a');
  await expect(results.first()).toBeVisible();
  await results.first().click();
  await expect(page).toHaveURL(/\/help-center\/[a-z-]+\/[a-z0-9-]+$/);

  const vote = page.getByTestId('help-vote');
  await vote.getByRole('button', { name: 'Yes' }).click();
  await expect(vote).toContainText('Thank you for your feedback.');
  await expect(vote.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await vote.getByRole('button', { name: 'No' }).click();
  await expect(vote.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
  await expect(vote).toContainText(/0 of 1 visitors|of \d+ visitors/);
  await axeAtBothWidths(page);
});

test('a list of questions carries FAQPage data and the contact form sends a message', async ({ page }) => {
  await page.goto('/help-center/account-and-sign-in/account-faq');
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
  const form = page.getByTestId('help-contact-form');
  await form.getByLabel('Your name').fill('Ann Lee');
  await form.getByLabel('E-mail address').fill(`ann-${Date.now()}@example.com`);
  await form.getByLabel('Topic').selectOption('account');
  await form.getByLabel('Your message').fill('I would like to change the e-mail address of my account.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('your message was sent');
});
