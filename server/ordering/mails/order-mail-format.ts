import { formatAddressLine as formatPostalAddress } from '@/lib/address/format-address';
import { formatMinorUnits } from '@/lib/format/format-price';
import { CARD_GATEWAY_IDS, PAYMENT_METHOD } from '@/lib/constants/payment-methods';
import { PAYMENT_OPTION } from '@/lib/constants/payment-options';
import { localizedPath } from '@/lib/navigation/localized-path';
import { siteUrl } from '@/lib/seo/site-url';
import type { OrderAddress } from '@/server/db/schema/ordering/orders';
import { orderAccessKey } from '@/server/ordering/orders/order-access-key';
import type { RefundSummary } from './order-event-mail-types';
import type { RefundMailText } from './order-event-mail-data';

/* Formatting shared by the order event mails: values come out in the order's locale. */

export interface MailOrder {
  code: string;
  locale: string;
  currency: string;
  customerId: number | null;
  paymentMethodId: number;
  paymentOption: number;
}

export interface MailLine {
  productName: string;
  variantOptions: { label: string }[];
  quantity: number;
  lineTotal: number;
}

export function formatMailLine(line: MailLine, order: MailOrder): string {
  const options = line.variantOptions.map((option) => option.label).join(', ');
  return `${line.quantity} × ${line.productName}${options ? ` (${options})` : ''}: ${formatMinorUnits(line.lineTotal, order.currency, order.locale)}`;
}

/** The address on one line, as the country writes it, the country named in the order's language. */
export function formatAddressLine(address: OrderAddress, locale: string): string {
  return formatPostalAddress(address, locale);
}

/** "21 novembre 2026" for a YYYY-MM-DD day or an instant, read in UTC so the day never shifts. */
export function formatLongDate(value: string | Date, locale: string): string {
  const date = typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The signed-in shopper's order page, or for a guest the thank-you page with the checkout access
 * key (as in the confirmation mail): a guest has no account to sign in to.
 */
export function orderPageUrl(order: MailOrder): string {
  if (order.customerId === null) {
    return `${siteUrl()}${localizedPath('/thank-you', order.locale)}?order=${order.code}&access_key=${orderAccessKey(order.code)}`;
  }
  return `${siteUrl()}${localizedPath(`/customer/your-order-detail-tracking/${order.code}`, order.locale)}`;
}

/** Card gateways and the wallets (Apple and Google Pay refund to the card behind them): refunds
 * there take the bank's days to show. */
export function isPaidByCard(order: MailOrder): boolean {
  if (order.paymentMethodId === PAYMENT_METHOD.APPLE_PAY || order.paymentMethodId === PAYMENT_METHOD.GOOGLE_PAY) return true;
  return CARD_GATEWAY_IDS.has(order.paymentMethodId) && order.paymentOption === PAYMENT_OPTION.CREDIT_CARD;
}

export function refundText(refund: RefundSummary, order: MailOrder): RefundMailText {
  const money = (minor: number) => formatMinorUnits(minor, order.currency, order.locale);
  return {
    amount: money(refund.amount),
    toPayment: refund.toPayment > 0 ? money(refund.toPayment) : null,
    toStoreCredit: refund.toStoreCredit > 0 ? money(refund.toStoreCredit) : null,
    paidByCard: isPaidByCard(order),
  };
}
