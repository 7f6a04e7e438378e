import { formatAddressLines } from '@/lib/address/format-address';
import { formatMinorUnits } from '@/lib/format/format-price';
import type { MailTranslate } from '@/server/notifications/mail/mail-translations';
import type { OrderLineRow, OrderRow, PaymentRow } from '@/server/ordering/orders/repository';
import type { InvoiceDocument, InvoiceLine, InvoiceTotal } from './invoice-document';
import { paymentMethodKey } from './payment-method-label';

export interface InvoiceSource {
  order: OrderRow;
  lines: readonly OrderLineRow[];
  payment: PaymentRow | undefined;
  storeName: string;
  /** The order's locale (numbers, dates) and the translator of its language. */
  locale: string;
  t: MailTranslate;
}

/* North American customers expect Letter paper; everyone else A4. */
const LETTER_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA']);

/** The invoice of an order: the order as it was placed and paid (refunds are not deducted here). */
export function invoiceContent(source: InvoiceSource): InvoiceDocument {
  const { order, t, locale } = source;
  const money = (minor: number) => formatMinorUnits(minor, order.currency, locale);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const country = locale.split('-')[1]?.toUpperCase() ?? 'US';
  return {
    pageSize: LETTER_COUNTRIES.has(country) ? 'letter' : 'a4',
    storeName: source.storeName,
    title: t('invoice.title'),
    facts: [
      { label: t('invoice.number'), value: order.code },
      { label: t('invoice.invoiceDate'), value: dates.format(order.paidAt ?? order.createdAt) },
      { label: t('invoice.orderDate'), value: dates.format(order.createdAt) },
      { label: t('invoice.paymentMethod'), value: paymentLabel(source) },
      { label: t('invoice.currency'), value: order.currency },
    ],
    addresses: [
      { label: t('invoice.billTo'), lines: formatAddressLines(order.billingAddress, locale) },
      { label: t('invoice.shipTo'), lines: formatAddressLines(order.shippingAddress, locale) },
    ],
    columns: { quantity: t('invoice.columns.quantity'), description: t('invoice.columns.description'), unitPrice: t('invoice.columns.unitPrice'), total: t('invoice.columns.total') },
    lines: source.lines.map((line): InvoiceLine => ({
      quantity: String(line.quantity),
      name: line.productName,
      details: [
        ...line.variantOptions.map((option) => `${option.name}: ${option.label}`),
        ...line.customizations.map((custom) => `${custom.name}: ${custom.value}${custom.amount > 0 ? ` (+${money(custom.amount)})` : ''}`),
      ],
      unitPrice: money(line.unitPrice),
      total: money(line.lineTotal),
    })),
    totals: totals(order, t, money),
    notes: [...(order.taxMode === 'included' ? [t('invoice.vatIncludedNote')] : []), t('invoice.thanks')],
    pageLabel: (page, pages) => t('invoice.page', { page, pages }),
  };
}

function totals(order: OrderRow, t: MailTranslate, money: (minor: number) => string): InvoiceTotal[] {
  const rows: InvoiceTotal[] = [{ label: t('invoice.subtotal'), value: money(order.subtotal) }];
  if (order.discount > 0) rows.push({ label: t('invoice.discount'), value: money(-order.discount) });
  if (order.creditApplied > 0) rows.push({ label: t('invoice.credit'), value: money(-order.creditApplied) });
  rows.push({ label: t('invoice.shipping'), value: order.shippingPrice > 0 ? money(order.shippingPrice) : t('invoice.free') });
  // Sales tax is added on top; VAT is already inside the prices, so it is shown, not added.
  if (order.taxMode !== 'included') rows.push({ label: t('invoice.tax'), value: money(order.tax) });
  rows.push({ label: t('invoice.total'), value: money(order.total), strong: true });
  if (order.taxMode === 'included') rows.push({ label: t('invoice.vatIncluded'), value: money(order.tax) });
  return rows;
}

function paymentLabel(source: InvoiceSource): string {
  const { order, payment, t } = source;
  const name = t(`invoice.payment.${paymentMethodKey(order.paymentMethodId, order.paymentOption)}`, { id: order.paymentMethodId });
  // The provider's label ("Visa •••• 4242") says which card, when it gave one.
  const detail = payment?.displayLabel.trim() ?? '';
  return detail ? `${name} (${detail})` : name;
}
