import type { MailTemplate } from '@/server/notifications/mail/mail-content';
import { composeOrderConfirmation, type OrderConfirmationMailData } from './order-confirmation-mail';
import type { OrderEventMailTemplateData } from './order-event-mail-data';
import { composeOrderCancelled, composeOrderRefunded, composeOrderReturnDecided, composeOrderReturnRequested } from './order-money-mails';
import { composeOrderNumbers, type OrderNumbersMailData } from './order-numbers-mail';
import { composeOrderAddressChanged, composeOrderDelivered, composeOrderShipped, composeOrderShippingDateChanged } from './order-shipping-mails';

/* The mails about orders, composed by ordering; notifications renders and delivers them. */

export interface OrderMailTemplateData extends OrderEventMailTemplateData {
  'order-confirmation': OrderConfirmationMailData;
  'order-numbers': OrderNumbersMailData;
}

export type OrderMailTemplateName = keyof OrderMailTemplateData;

export const ORDER_MAIL_TEMPLATES: { [K in OrderMailTemplateName]: MailTemplate<OrderMailTemplateData[K]> & { name: K } } = {
  'order-confirmation': { name: 'order-confirmation', logFields: ['orderCode', 'total'], compose: composeOrderConfirmation },
  'order-numbers': { name: 'order-numbers', logFields: ['trackUrl'], compose: composeOrderNumbers },
  'order-shipped': { name: 'order-shipped', logFields: ['orderCode', 'trackingNumber'], compose: composeOrderShipped },
  'order-delivered': { name: 'order-delivered', logFields: ['orderCode', 'returnUntil'], compose: composeOrderDelivered },
  'order-cancelled': { name: 'order-cancelled', logFields: ['orderCode', 'scope'], compose: composeOrderCancelled },
  'order-refunded': { name: 'order-refunded', logFields: ['orderCode', 'reason'], compose: composeOrderRefunded },
  'order-return-requested': { name: 'order-return-requested', logFields: ['orderCode'], compose: composeOrderReturnRequested },
  'order-return-decided': { name: 'order-return-decided', logFields: ['orderCode', 'outcome'], compose: composeOrderReturnDecided },
  'order-address-changed': { name: 'order-address-changed', logFields: ['orderCode'], compose: composeOrderAddressChanged },
  'order-shipping-date-changed': { name: 'order-shipping-date-changed', logFields: ['orderCode', 'shippingDate'], compose: composeOrderShippingDateChanged },
};
