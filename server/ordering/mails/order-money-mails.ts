import type { MailBlock, MailContent } from '@/server/notifications/mail/mail-content';
import type { MailTranslate } from '@/server/notifications/mail/mail-translations';
import { orderBlocks, refundBlocks, viewOrderBlock } from './order-event-mail-blocks';
import type { OrderCancelledMailData, OrderRefundedMailData, OrderReturnDecidedMailData, OrderReturnRequestedMailData } from './order-event-mail-data';

/* Mails about cancellations, returns and the money that comes back. */

export function composeOrderCancelled(t: MailTranslate, data: OrderCancelledMailData): MailContent {
  const key = data.scope === 'order' ? 'orderCancelled.order' : 'orderCancelled.package';
  const blocks: MailBlock[] = orderBlocks(t, data, t(`${key}.intro`));
  blocks.push(...(data.refund === null ? [{ kind: 'paragraph' as const, text: t('orderCancelled.noRefund') }] : refundBlocks(t, data.refund)));
  blocks.push(viewOrderBlock(t, data));
  return {
    subject: t(`${key}.subject`, { orderCode: data.orderCode }),
    preview: t(`${key}.preview`),
    blocks,
  };
}

export function composeOrderRefunded(t: MailTranslate, data: OrderRefundedMailData): MailContent {
  return {
    subject: t('orderRefunded.subject', { orderCode: data.orderCode, amount: data.refund.amount }),
    preview: t('orderRefunded.preview', { amount: data.refund.amount }),
    blocks: [
      ...orderBlocks(t, data, t(`orderRefunded.reason.${data.reason}`)),
      ...refundBlocks(t, data.refund),
      viewOrderBlock(t, data),
    ],
  };
}

export function composeOrderReturnRequested(t: MailTranslate, data: OrderReturnRequestedMailData): MailContent {
  return {
    subject: t('orderReturnRequested.subject', { orderCode: data.orderCode }),
    preview: t('orderReturnRequested.preview'),
    blocks: [
      ...orderBlocks(t, data, t('orderReturnRequested.intro')),
      { kind: 'paragraph', text: t('orderReturnRequested.nextSteps') },
      { kind: 'paragraph', text: t('orderReturnRequested.refund') },
      viewOrderBlock(t, data),
    ],
  };
}

export function composeOrderReturnDecided(t: MailTranslate, data: OrderReturnDecidedMailData): MailContent {
  const key = `orderReturnDecided.${data.outcome}`;
  const blocks: MailBlock[] = orderBlocks(t, data, t(`${key}.intro`));
  if (data.refund !== null) blocks.push(...refundBlocks(t, data.refund));
  blocks.push(viewOrderBlock(t, data), { kind: 'note', text: t(`${key}.note`) });
  return {
    subject: t(`${key}.subject`, { orderCode: data.orderCode }),
    preview: t(`${key}.preview`),
    blocks,
  };
}
