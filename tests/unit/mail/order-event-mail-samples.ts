import { formatMinorUnits } from '@/lib/format/format-price';
import type { OrderEventMailTemplateData, RefundMailText } from '@/server/ordering/mails/order-event-mail-data';
import { formatLongDate } from '@/server/ordering/mails/order-mail-format';

/* Data of every order event mail as the loader would format it for a locale (EUR amounts). */

export const SAMPLE_ORDER_CODE = 'DH12345678';
/** 1,299.50 / 10.00 / 1,289.50 in minor units: a thousands separator and decimals show the locale. */
export const SAMPLE_AMOUNTS = { refund: 129_950, toCredit: 1_000, toCard: 128_950, line: 259_900 } as const;

export function sampleMoney(minor: number, locale: string): string {
  return formatMinorUnits(minor, 'EUR', locale);
}

export function orderEventSamples(locale: string): OrderEventMailTemplateData {
  const common = {
    orderCode: SAMPLE_ORDER_CODE,
    orderUrl: `https://shop.test/${locale}/customer/your-order-detail-tracking/${SAMPLE_ORDER_CODE}`,
    items: [`2 × Oak Standing Desk (Walnut): ${sampleMoney(SAMPLE_AMOUNTS.line, locale)}`],
  };
  const refund: RefundMailText = {
    amount: sampleMoney(SAMPLE_AMOUNTS.refund, locale),
    toPayment: sampleMoney(SAMPLE_AMOUNTS.toCard, locale),
    toStoreCredit: sampleMoney(SAMPLE_AMOUNTS.toCredit, locale),
    paidByCard: true,
  };
  return {
    'order-shipped': { ...common, carrier: 'DHL', trackingNumber: '1Z999AA10123456784', estimatedDelivery: formatLongDate('2026-12-03', locale) },
    'order-delivered': { ...common, returnDays: 30, returnUntil: formatLongDate('2026-12-21', locale) },
    'order-cancelled': { ...common, scope: 'order', refund },
    'order-refunded': { ...common, refund, reason: 'return' },
    'order-return-requested': common,
    'order-return-decided': { ...common, outcome: 'accepted', refund },
    'order-address-changed': { ...common, address: 'Ada Lovelace, 12 Rue de Rivoli, 75001 Paris, FR' },
    'order-shipping-date-changed': { ...common, shippingDate: formatLongDate('2026-12-10', locale) },
  };
}
