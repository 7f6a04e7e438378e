import type { MailContent } from '@/server/notifications/mail/mail-content';
import type { MailTranslate } from '@/server/notifications/mail/mail-translations';

/* "Forgot order number" (issue 6 item 3): the orders placed with an address, newest first. */

export interface OrderNumbersMailData {
  /** Date and total already formatted in the mail's language. */
  orders: { code: string; date: string; total: string }[];
  trackUrl: string;
}

export function composeOrderNumbers(t: MailTranslate, data: OrderNumbersMailData): MailContent {
  return {
    subject: t('orderNumbers.subject'),
    preview: t('orderNumbers.preview'),
    blocks: [
      { kind: 'paragraph', text: t('orderNumbers.intro') },
      ...data.orders.map((order) => ({ kind: 'paragraph' as const, text: t('orderNumbers.item', { code: order.code, date: order.date, total: order.total }) })),
      { kind: 'button', label: t('orderNumbers.track'), url: data.trackUrl },
      { kind: 'note', text: t('orderNumbers.ignore') },
    ],
  };
}
