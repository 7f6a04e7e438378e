import type { MailBlock } from '@/server/notifications/mail/mail-content';
import type { MailTranslate } from '@/server/notifications/mail/mail-translations';
import type { OrderEventMailCommon, RefundMailText } from './order-event-mail-data';

/* Blocks every order event mail shares, so the eight templates read alike. */

/** The order number, the news (ending "…these items:") and the lines concerned right after it. */
export function orderBlocks(t: MailTranslate, data: OrderEventMailCommon, intro: string): MailBlock[] {
  return [
    { kind: 'code', label: t('orderEvents.orderNumber'), code: data.orderCode },
    { kind: 'paragraph', text: intro },
    ...data.items.map((item) => ({ kind: 'paragraph' as const, text: item })),
  ];
}

export function viewOrderBlock(t: MailTranslate, data: OrderEventMailCommon): MailBlock {
  return { kind: 'button', label: t('orderEvents.viewOrder'), url: data.orderUrl };
}

/** Where the money goes: the payment method (cards take days) and/or store credit (at once). */
export function refundBlocks(t: MailTranslate, refund: RefundMailText): MailBlock[] {
  const blocks: MailBlock[] = [{ kind: 'paragraph', text: t('orderEvents.refund.total', { amount: refund.amount }) }];
  if (refund.toPayment !== null) {
    blocks.push({ kind: 'paragraph', text: t(refund.paidByCard ? 'orderEvents.refund.toCard' : 'orderEvents.refund.toPayment', { amount: refund.toPayment }) });
    if (refund.paidByCard) blocks.push({ kind: 'note', text: t('orderEvents.refund.cardDelay') });
  }
  if (refund.toStoreCredit !== null) blocks.push({ kind: 'paragraph', text: t('orderEvents.refund.toStoreCredit', { amount: refund.toStoreCredit }) });
  return blocks;
}
