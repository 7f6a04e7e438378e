import { describe, expect, it } from 'vitest';
import { invoiceContent } from '@/server/ordering/invoices/invoice-content';
import { toEncodableText } from '@/server/ordering/invoices/win-ansi-text';
import { wrapText } from '@/server/ordering/invoices/wrap-text';
import { mailTranslator } from '@/server/notifications/mail/mail-translations';
import type { OrderLineRow, OrderRow } from '@/server/ordering/orders/repository';

/* The invoice's words and numbers (no PDF, no database): totals per tax mode, text Helvetica can draw. */

const ADDRESS = { full_name: 'Ada Lovelace', street: '12 Market Street', line_1: '', city: 'San Francisco', state_or_province: 'CA', postal_code: '94103', country: 'US', phone: '' };

function order(values: Partial<OrderRow>): OrderRow {
  return {
    code: 'DH12345678', locale: 'en-US', currency: 'USD', subtotal: 100_000, discount: 0, creditApplied: 0, shippingPrice: 0, tax: 0, taxMode: 'added', total: 100_000,
    shippingAddress: ADDRESS, billingAddress: ADDRESS, paymentMethodId: 13, paymentOption: 0, paidAt: new Date('2026-11-20T10:00:00Z'), createdAt: new Date('2026-11-20T09:00:00Z'),
    ...values,
  } as OrderRow;
}

const LINE = { productName: 'Oak desk', variantOptions: [{ name: 'Finish', label: 'Walnut' }], customizations: [], quantity: 2, unitPrice: 50_000, lineTotal: 100_000 } as unknown as OrderLineRow;

function content(values: Partial<OrderRow>, language: 'en' | 'fr' | 'de' = 'en', locale = 'en-US') {
  return invoiceContent({ order: order({ locale, ...values }), lines: [LINE], payment: undefined, storeName: 'Deskhaus', locale, t: mailTranslator(language) });
}

describe('invoice totals', () => {
  it('adds sales tax before the total and lists discount, credit and shipping', () => {
    const invoice = content({ discount: 5_000, creditApplied: 2_000, shippingPrice: 4_900, tax: 8_000, total: 105_900 });
    expect(invoice.totals.map((row) => [row.label, row.value])).toEqual([
      ['Subtotal', '$1,000'],
      ['Discount', '-$50'],
      ['Store credit', '-$20'],
      ['Shipping', '$49'],
      ['Tax', '$80'],
      ['Total', '$1,059'],
    ]);
  });

  it('shows included VAT after the total, not added to it, and says prices include VAT', () => {
    const invoice = content({ currency: 'EUR', taxMode: 'included', tax: 16_667 }, 'de', 'de-DE');
    expect(invoice.totals.slice(-2).map((row) => row.label)).toEqual(['Gesamtbetrag', 'Enthaltene MwSt.']);
    expect(invoice.totals.find((row) => row.label === 'Steuern')).toBeUndefined();
    expect(invoice.notes[0]).toMatch(/inklusive Mehrwertsteuer/);
  });

  it('calls free shipping free and the card a card, with the provider’s label', () => {
    const invoice = invoiceContent({ order: order({}), lines: [LINE], payment: { displayLabel: 'Visa •••• 4242' } as never, storeName: 'Deskhaus', locale: 'fr-FR', t: mailTranslator('fr') });
    expect(invoice.totals.find((row) => row.label === 'Livraison')?.value).toBe('Offerte');
    expect(invoice.facts.find((fact) => fact.label === 'Moyen de paiement')?.value).toBe('Carte bancaire (Visa •••• 4242)');
  });

  it('prints the invoice number, the options of each line and US paper for a US order', () => {
    const invoice = content({});
    expect(invoice.facts[0]).toEqual({ label: 'Invoice number', value: 'DH12345678' });
    expect(invoice.lines[0]).toMatchObject({ quantity: '2', name: 'Oak desk', details: ['Finish: Walnut'], unitPrice: '$500', total: '$1,000' });
    expect(invoice.pageSize).toBe('letter');
    expect(content({}, 'fr', 'fr-FR').pageSize).toBe('a4');
    expect(invoice.addresses[0]?.lines).toEqual(['Ada Lovelace', '12 Market Street', 'San Francisco, CA 94103', 'United States']);
  });
});

describe('text Helvetica can draw', () => {
  const latin1 = (codePoint: number) => codePoint < 0x100 || codePoint === 0x20ac;

  it('keeps what WinAnsi has, strips accents it lacks, and replaces the rest', () => {
    expect(toEncodableText('Chêne €1\u202f299,50', latin1)).toBe('Chêne €1\u00a0299,50');
    expect(toEncodableText('Łódź', latin1)).toBe('Lódz');
    expect(toEncodableText('Desk 🪑 中', latin1)).toBe('Desk ? ?');
  });

  it('wraps by words and cuts a word longer than the line', () => {
    const width = (value: string) => value.length;
    expect(wrapText('one two three', 7, width)).toEqual(['one two', 'three']);
    expect(wrapText('abcdefghij', 4, width)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapText('', 4, width)).toEqual(['']);
  });
});
