import { describe, expect, it } from 'vitest';
import de from '@/locales/de/mail.json';
import en from '@/locales/en/mail.json';
import fr from '@/locales/fr/mail.json';
import { languageOfLocale } from '@/lib/i18n/locales';
import { ORDER_EVENT_TEMPLATES } from '@/server/ordering/mails/order-event-mail-data';
import { formatLongDate } from '@/server/ordering/mails/order-mail-format';
import { ORDER_MAIL_TEMPLATES, type OrderMailTemplateName } from '@/server/ordering/mails/order-mail-templates';
import { renderMail } from '@/server/notifications/mail/render-mail';
import { orderEventSamples, SAMPLE_AMOUNTS, SAMPLE_ORDER_CODE, sampleMoney } from './order-event-mail-samples';

/* Issue 6 item 5: every order event mail, in each language, names the order, shows amounts in the
 * order's locale and leaves no translation key or placeholder behind. */

const LOCALES = ['en-US', 'fr-FR', 'de-DE'] as const;
const TEMPLATES = Object.values(ORDER_EVENT_TEMPLATES);
const KEY_PATTERN = /\b(orderEvents|orderShipped|orderDelivered|orderCancelled|orderRefunded|orderReturnRequested|orderReturnDecided|orderAddressChanged|orderShippingDateChanged|layout)\.[a-zA-Z_.]+/;

function render<T extends OrderMailTemplateName & keyof ReturnType<typeof orderEventSamples>>(template: T, locale: string, change: Partial<ReturnType<typeof orderEventSamples>[T]> = {}) {
  return renderMail(ORDER_MAIL_TEMPLATES[template], languageOfLocale(locale), { ...orderEventSamples(locale)[template], ...change } as never);
}

describe.each(LOCALES)('order event mails in %s', (locale) => {
  it.each(TEMPLATES)('%s names the order in subject and body and leaves no key or placeholder', (template) => {
    const mail = render(template, locale);
    expect(mail.subject).toContain(SAMPLE_ORDER_CODE);
    expect(mail.text).toContain(SAMPLE_ORDER_CODE);
    expect(mail.html).toContain(SAMPLE_ORDER_CODE);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/\{\{|\}\}/);
      expect(part).not.toMatch(KEY_PATTERN);
    }
    expect(mail.html).toContain(`lang="${languageOfLocale(locale)}"`);
  });

  it.each(['order-cancelled', 'order-refunded', 'order-return-decided'] as const)('%s shows the refund, card part and store credit in the locale’s format', (template) => {
    const mail = render(template, locale);
    for (const amount of [SAMPLE_AMOUNTS.refund, SAMPLE_AMOUNTS.toCard, SAMPLE_AMOUNTS.toCredit]) expect(mail.text).toContain(sampleMoney(amount, locale));
  });

  it('shows line totals in the locale’s format', () => {
    expect(render('order-shipped', locale).text).toContain(sampleMoney(SAMPLE_AMOUNTS.line, locale));
  });

  it('tells the carrier, tracking number and estimated delivery of a shipped package', () => {
    const mail = render('order-shipped', locale);
    expect(mail.text).toContain('DHL');
    expect(mail.text).toContain('1Z999AA10123456784');
    expect(mail.text).toContain(formatLongDate('2026-12-03', locale));
  });

  it('leaves the estimated delivery out when the carrier gave none', () => {
    const withDate = render('order-shipped', locale).text.split('\n\n').length;
    expect(render('order-shipped', locale, { estimatedDelivery: null }).text.split('\n\n').length).toBe(withDate - 1);
  });

  it('tells the 30-day return window and its last day after delivery', () => {
    const text = render('order-delivered', locale).text;
    expect(text).toContain('30');
    expect(text).toContain(formatLongDate('2026-12-21', locale));
  });

  it('says cards take days only when the refund goes to a card', () => {
    const card = render('order-refunded', locale).text;
    const other = render('order-refunded', locale, { refund: { amount: '1', toPayment: '1', toStoreCredit: null, paidByCard: false } }).text;
    expect(card).toMatch(/10/);
    expect(other).not.toMatch(/5.{1,6}10/);
  });

  it('words a refused return differently from an accepted one', () => {
    expect(render('order-return-decided', locale, { outcome: 'rejected', refund: null }).subject).not.toBe(render('order-return-decided', locale).subject);
  });

  it('puts the new address in the address change mail and the date in the shipping date mail', () => {
    expect(render('order-address-changed', locale).text).toContain('12 Rue de Rivoli');
    expect(render('order-shipping-date-changed', locale).text).toContain(formatLongDate('2026-12-10', locale));
  });
});

describe('order event mail translations', () => {
  const NAMESPACES = ['orderEvents', 'orderShipped', 'orderDelivered', 'orderCancelled', 'orderRefunded', 'orderReturnRequested', 'orderReturnDecided', 'orderAddressChanged', 'orderShippingDateChanged'] as const;
  const flatten = (value: unknown, prefix = ''): Record<string, string> =>
    typeof value === 'string'
      ? { [prefix]: value }
      : Object.assign({}, ...Object.entries(value as Record<string, unknown>).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)));
  const pick = (file: Record<string, unknown>) => flatten(Object.fromEntries(NAMESPACES.map((name) => [name, file[name]])));

  it('has the same keys in English, French and German', () => {
    const keys = Object.keys(pick(en)).sort();
    expect(Object.keys(pick(fr)).sort()).toEqual(keys);
    expect(Object.keys(pick(de)).sort()).toEqual(keys);
  });

  it('translates French and German rather than copying English', () => {
    const english = pick(en);
    for (const other of [pick(fr), pick(de)]) {
      const copied = Object.entries(other).filter(([key, text]) => text === english[key]);
      expect(copied).toEqual([]);
    }
  });
});
