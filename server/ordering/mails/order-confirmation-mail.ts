import type { MailContent } from '@/server/notifications/mail/mail-content';
import type { MailTranslate } from '@/server/notifications/mail/mail-translations';

/* The order confirmation (issue 5 item 5): sent once when an order is paid, in its language. */

export interface OrderConfirmationMailData {
  orderCode: string;
  /** Lines as "2 × Oak Standing Desk (Walnut): $1,000", already in the order's language and currency. */
  items: string[];
  total: string;
  shipTo: string;
  orderUrl: string;
}

export function composeOrderConfirmation(t: MailTranslate, data: OrderConfirmationMailData): MailContent {
  return {
    subject: t('orderConfirmation.subject', { orderCode: data.orderCode }),
    preview: t('orderConfirmation.preview', { total: data.total }),
    blocks: [
      { kind: 'paragraph', text: t('orderConfirmation.intro') },
      { kind: 'code', label: t('orderConfirmation.orderNumber'), code: data.orderCode },
      ...data.items.map((item) => ({ kind: 'paragraph' as const, text: item })),
      { kind: 'paragraph', text: t('orderConfirmation.total', { total: data.total }) },
      { kind: 'paragraph', text: t('orderConfirmation.shipTo', { address: data.shipTo }) },
      { kind: 'button', label: t('orderConfirmation.viewOrder'), url: data.orderUrl },
      { kind: 'note', text: t('orderConfirmation.nextSteps') },
    ],
  };
}
