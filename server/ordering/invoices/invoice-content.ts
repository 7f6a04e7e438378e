import { formatMinorUnits } from '@/lib/format/format-price';
import type { OrderAddress } from '@/server/db/schema/ordering/orders';
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
/* Where the city line reads "City, ST 12345" rather than "12345 City". */
const CITY_FIRST_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA', 'GB', 'AE']);

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
      { label: t('invoice.billTo'), lines: addressLines(order.billingAddress, locale) },
      { label: t('invoice.shipTo'), lines: addressLines(order.shippingAddress, locale) },
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

function addressLines(address: OrderAddress, locale: string): string[] {
  const country = address.country.toUpperCase();
  const cityLine = CITY_FIRST_COUNTRIES.has(country)
    ? [address.city, [address.state_or_province, address.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : [address.postal_code, address.city].filter(Boolean).join(' ');
  return [address.full_name, address.street, address.line_1, cityLine, countryName(country, locale)].filter((line) => line.trim() !== '');
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
