import { randomBytes } from 'node:crypto';
import { axeAtBothWidths } from './support/axe';
import { signInAsOperator } from './support/sign-in';
import { expect, test } from './support/test';

/*
 * Issue 19 gap 5 (decisions 0041, 0050): an operator signs in, approves an employer's application
 * on /admin/programmes at a chosen level and finds the company among the approved ones; axe clean
 * at 375 px and at desktop width, before and after the decision.
 */

test('an operator approves an employer application and sees the company enrolled', async ({ page, context, request, baseURL }) => {
  test.slow();
  const domain = `initech-${randomBytes(4).toString('hex')}.test`;
  const applied = await request.post('/api/v1/programmes/employer-applications', {
    data: { company_name: 'Initech', domain, hr_name: 'Bill Lumbergh', hr_email: `hr@${domain}`, headcount: 250 },
  });
  expect(applied.ok()).toBe(true);
  await signInAsOperator(context, request, baseURL);

  await page.goto('/admin/programmes');
  await expect(page.getByRole('heading', { level: 1, name: 'Programmes' })).toBeVisible();
  const pending = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(domain.replaceAll('.', '\\.')) }) });
  await expect(pending).toContainText('Bill Lumbergh, hr@' + domain);
  await axeAtBothWidths(page, 'admin-programmes-pending');

  await pending.getByLabel('Discount level').selectOption('1500');
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Initech is enrolled at 15 % off: employees with an address on ${domain} can now verify it.` })).toBeVisible();
  await expect(pending).toHaveCount(0);

  await page.getByLabel('Show').selectOption('approved');
  const enrolled = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(domain.replaceAll('.', '\\.')) }) });
  await expect(enrolled).toContainText('Approved');
  await axeAtBothWidths(page, 'admin-programmes-approved');
});
