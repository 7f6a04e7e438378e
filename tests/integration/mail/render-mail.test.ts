import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/locales';
import { emailChangedMail } from '@/server/accounts/account-mails';
import type { MailTemplate } from '@/server/notifications/mail/mail-content';
import { EVERY_MAIL_TEMPLATE, MAIL_TEMPLATE_NAMES, type MailTemplateData, type MailTemplateName } from '@/tests/support/every-mail-template';
import { renderMail } from '@/server/notifications/mail/render-mail';
import { orderEventSamples } from '@/tests/unit/mail/order-event-mail-samples';

const SAMPLE: MailTemplateData = {
  'login-verification': { code: '042917', link: 'https://shop.test/fr-FR/otp?email=a%40b.test&token=tok_en-123', codeMinutes: 10, linkMinutes: 15 },
  'email-changed': { newEmail: 'new@example.test' },
  'order-confirmation': { orderCode: 'DH01234567', items: ['2 × Oak Standing Desk (Walnut): $1,000'], total: '$1,072.50', shipTo: 'Ada Buyer, 1 Market St, San Francisco, CA 94105, United States', orderUrl: 'https://shop.test/thank-you?order=DH01234567' },
  'order-numbers': { orders: [{ code: 'DH12345678', date: 'Nov 21, 2026', total: '$1,234.00' }], trackUrl: 'https://shop.test/track-your-order' },
  ...orderEventSamples('en-US'),
  'newsletter-confirmation': { confirmLink: 'https://shop.test/subscribe?token=tok_en-123', unsubscribeLink: 'https://shop.test/subscribe?unsubscribe=tok_en-123', days: 7 },
  'brand-suspended': { brandName: 'Oak & Iron', note: 'Counterfeit certificates were reported.', brandUrl: 'https://shop.test/brand' },
  'brand-reinstated': { brandName: 'Oak & Iron', brandUrl: 'https://shop.test/brand' },
  'listing-approved': { brandName: 'Oak & Iron', productName: 'Tagus Oak Desk', link: 'https://shop.test/brand/listings/7' },
  'listing-refused': { brandName: 'Oak & Iron', productName: 'Tagus Oak Desk', reason: 'The pictures show another brand.', link: 'https://shop.test/brand/listings/7' },
  'brand-application-received': { brandName: 'Oak & Iron', link: 'https://shop.test/brand/registration' },
  'brand-application-waiting': { brandName: 'Oak & Iron', legalName: 'Oak & Iron GmbH', country: 'DE', link: 'https://shop.test/admin/brand-applications/7' },
  'brand-application-approved': { brandName: 'Oak & Iron', link: 'https://shop.test/brand/registration' },
  'brand-application-changes-requested': { brandName: 'Oak & Iron', note: 'The VAT certificate is unreadable.', link: 'https://shop.test/brand/registration' },
  'brand-application-rejected': { brandName: 'Oak & Iron', note: 'We do not sell used furniture.', link: 'https://shop.test/brand/registration' },
  'support-message': { id: 12, name: 'Ann Lee', email: 'ann@example.com', topic: 'delivery', orderNumber: 'DH12345678', message: 'Where is my desk?' },
  'support-confirmation': { id: 12, name: 'Ann Lee', email: 'ann@example.com', topic: 'delivery', orderNumber: null, message: 'Where is my desk?' },
};

const render = (template: MailTemplateName, language: (typeof LANGUAGES)[number]) =>
  renderMail(EVERY_MAIL_TEMPLATE[template] as MailTemplate<never>, language, SAMPLE[template] as never);

describe('mail rendering', () => {
  it.each(MAIL_TEMPLATE_NAMES.flatMap((template) => LANGUAGES.map((language) => [template, language] as const)))(
    '%s in %s has a subject, text and HTML with every value filled in',
    (template, language) => {
      const mail = render(template, language);
      expect(mail.subject.length).toBeGreaterThan(5);
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(/\{\{|\}\}/);
        expect(part).not.toMatch(/loginVerification\.|emailChanged\.|layout\./);
      }
      expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${language}">`));
    },
  );

  it('puts the code and the link in both parts of the sign-in mail, the zero-padded code intact', () => {
    const mail = render('login-verification', 'en');
    expect(mail.text).toContain('042917');
    expect(mail.text).toContain(SAMPLE['login-verification'].link);
    expect(mail.html).toContain('042917');
    expect(mail.html).toContain('href="https://shop.test/fr-FR/otp?email=a%40b.test&amp;token=tok_en-123"');
  });

  it('says the lifetimes of the code and the link', () => {
    const mail = render('login-verification', 'en');
    expect(mail.text).toContain('within 10 minutes');
    expect(mail.text).toContain('for 15 minutes');
  });

  it('differs by language', () => {
    expect(new Set(LANGUAGES.map((language) => render('login-verification', language).subject)).size).toBe(LANGUAGES.length);
  });

  it('escapes values in the HTML but not in the text', () => {
    const mail = renderMail(emailChangedMail, 'en', { newEmail: '"<script>alert(1)</script>"@evil.test' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('<script>');
  });
});
