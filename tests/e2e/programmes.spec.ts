import type { ApiProduct } from './support/api-product';
import { randomBytes } from 'node:crypto';
import { axeAtBothWidths } from './support/axe';
import { operationsToken } from './support/orders-api';
import { codeFromOutbox, signInByCode } from './support/sign-in';
import { expect, test, type APIRequestContext } from './support/test';

/*
 * Issue 19 items 4, 5 (decision 0041) against the production build: an employer is enrolled
 * (application, operator decision), a shopper verifies a work e-mail with the code from the outbox
 * and sees the programme price in the cart; a student verifies an academic address. en and fr.
 */

async function plainProduct(request: APIRequestContext): Promise<ApiProduct> {
  for (let id = 1; id <= 180; id += 1) {
    const response = await request.get(`/api/v1/catalog/products/DH${String(id).padStart(6, '0')}`);
    if (!response.ok()) continue;
    const product = ((await response.json()) as { data: ApiProduct }).data;
    const variant = product.variants.find((candidate) => candidate.isDefault) ?? product.variants[0];
    if (product.kind !== 4 && !product.is_vendor_product && product.flash_sale === null && !product.has_flash_sale_v2 && product.priceTiers.length === 0 && product.availability.isPurchasable && variant && variant.stock >= 5) return product;
  }
  throw new Error('no plain product in the seed');
}

/** An employer applies through the API and the e2e operator approves it at 15 %. */
async function enrolledDomain(request: APIRequestContext): Promise<string> {
  const domain = `e2e-${randomBytes(4).toString('hex')}.test`;
  const applied = await request.post('/api/v1/programmes/employer-applications', {
    data: { company_name: 'Hooli', domain, hr_name: 'Gavin', hr_email: `hr@${domain}`, headcount: 40 },
  });
  expect(applied.ok()).toBe(true);
  const headers = { authorization: `Bearer ${await operationsToken(request)}` };
  const list = (await (await request.get('/api/v1/admin/employer-applications?status=pending', { headers })).json()) as { data: { items: { id: number; domain: string }[] } };
  const application = list.data.items.find((item) => item.domain === domain);
  expect(application).toBeDefined();
  const decided = await request.post(`/api/v1/admin/employer-applications/${application!.id}/decision`, { headers, data: { decision: 'approve', discount_bps: 1500 } });
  expect(decided.ok()).toBe(true);
  return domain;
}

test('an employee verifies a work e-mail with the mailed code and sees the programme price in the cart', async ({ page, request }) => {
  // Enrolment, sign-in, verification, product page and cart: five page loads and two axe runs.
  test.slow();
  const domain = await enrolledDomain(request);
  const product = await plainProduct(request);
  await signInByCode(page, `epp-${randomBytes(3).toString('hex')}@example.test`);

  await page.goto('/employees');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Furniture for your home office, at your company's price");
  await axeAtBothWidths(page, 'employees');
  const workEmail = `ada@${domain}`;
  await page.getByLabel('E-mail address').fill(workEmail);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('6-digit code').fill(await codeFromOutbox(page.request, workEmail));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done: you are in the Hooli employee programme' })).toBeVisible();
  // The account navigation names the employer on every account page (issue 19 item 6).
  await page.goto('/customer/profile');
  await expect(page.getByRole('list', { name: 'Your programmes' }).getByRole('link', { name: 'Employee programme: Hooli' })).toHaveAttribute('href', '/employees');
  await axeAtBothWidths(page, 'profile-epp');

  await page.goto(`/${product.categorySlug}/${product.slug}`);
  await expect(page.getByTestId('programme-price')).toContainText('Your employee price');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await page.goto('/cart');
  await expect(page.getByText('Employee programme (15 %)').first()).toBeVisible();
  await axeAtBothWidths(page);
});

test('a student verifies an academic address on /student, in French', async ({ page }) => {
  // Sign-in, a verification and axe at two widths on two pages: 45 to 53 s on a slow CI machine (2026-11-27).
  test.slow();
  await signInByCode(page, `student-${randomBytes(3).toString('hex')}@example.test`);
  await page.goto('/fr-FR/student');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Étudiez confortablement, à prix étudiant');
  const academic = `lea-${randomBytes(3).toString('hex')}@etu.unistra.fr`;
  await page.getByLabel('Adresse e-mail').fill(academic);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await page.getByLabel('Code à 6 chiffres').fill(await codeFromOutbox(page.request, academic));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vérifié : Université de Strasbourg' })).toBeVisible();
  await axeAtBothWidths(page, 'student-fr');
  await page.getByRole('link', { name: "Inviter d'autres étudiants" }).click();
  await expect(page.getByRole('textbox', { name: "Votre lien d'invitation" })).toHaveValue(/\/fr-FR\/student\?rid=/);
  await page.goto('/fr-FR/customer/profile');
  await expect(page.getByRole('list', { name: 'Vos programmes' }).getByRole('link', { name: /^Étudiant·e à Université de Strasbourg, vérifié jusqu’au / })).toBeVisible();
  await expect(page.getByTestId('account-nav').getByRole('link', { name: 'Inviter des étudiants' })).toHaveAttribute('href', /\/student\/referrals$/);
  await axeAtBothWidths(page, 'profile-student-fr');
});

test('employers apply on /employers (en and de), axe clean', async ({ page }) => {
  await page.goto('/de-DE/employers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ein Vorteil, den Ihr Team jeden Tag nutzt');
  await axeAtBothWidths(page, 'employers-de');
  await page.goto('/employers');
  const domain = `apply-${randomBytes(4).toString('hex')}.test`;
  await page.getByLabel('Company name').fill('Pied Piper');
  await page.getByLabel('E-mail domain of your employees').fill(domain);
  await page.getByLabel('Your name').fill('Richard');
  await page.getByLabel('Your work e-mail').fill(`richard@${domain}`);
  await page.getByLabel('Number of employees').fill('12');
  await page.getByRole('button', { name: 'Send the application' }).click();
  await expect(page.getByRole('status')).toContainText('We review every application');
});
