import type { MailBlock, MailContent } from '@/server/notifications/mail/mail-content';
import type { MailTranslate } from '@/server/notifications/mail/mail-translations';
import { orderBlocks, viewOrderBlock } from './order-event-mail-blocks';
import type { OrderAddressChangedMailData, OrderDeliveredMailData, OrderShippedMailData, OrderShippingDateChangedMailData } from './order-event-mail-data';

/* Mails about where the parcel is: shipped, delivered, new address, new shipping date. */

export function composeOrderShipped(t: MailTranslate, data: OrderShippedMailData): MailContent {
  const blocks: MailBlock[] = [
    ...orderBlocks(t, data, t('orderShipped.intro')),
    { kind: 'paragraph', text: t('orderShipped.carrier', { carrier: data.carrier }) },
    { kind: 'paragraph', text: t('orderShipped.trackingNumber', { trackingNumber: data.trackingNumber }) },
  ];
  if (data.estimatedDelivery !== null) blocks.push({ kind: 'paragraph', text: t('orderShipped.estimatedDelivery', { date: data.estimatedDelivery }) });
  blocks.push(viewOrderBlock(t, data), { kind: 'note', text: t('orderShipped.note') });
  return {
    subject: t('orderShipped.subject', { orderCode: data.orderCode }),
    preview: t('orderShipped.preview', { carrier: data.carrier }),
    blocks,
  };
}

export function composeOrderDelivered(t: MailTranslate, data: OrderDeliveredMailData): MailContent {
  return {
    subject: t('orderDelivered.subject', { orderCode: data.orderCode }),
    preview: t('orderDelivered.preview'),
    blocks: [
      ...orderBlocks(t, data, t('orderDelivered.intro')),
      { kind: 'paragraph', text: t('orderDelivered.returnWindow', { days: data.returnDays, date: data.returnUntil }) },
      viewOrderBlock(t, data),
      { kind: 'note', text: t('orderDelivered.note') },
    ],
  };
}

export function composeOrderAddressChanged(t: MailTranslate, data: OrderAddressChangedMailData): MailContent {
  return {
    subject: t('orderAddressChanged.subject', { orderCode: data.orderCode }),
    preview: t('orderAddressChanged.preview', { address: data.address }),
    blocks: [
      ...orderBlocks(t, data, t('orderAddressChanged.intro')),
      { kind: 'paragraph', text: t('orderAddressChanged.address', { address: data.address }) },
      viewOrderBlock(t, data),
      { kind: 'note', text: t('orderAddressChanged.notYou') },
    ],
  };
}

export function composeOrderShippingDateChanged(t: MailTranslate, data: OrderShippingDateChangedMailData): MailContent {
  return {
    subject: t('orderShippingDateChanged.subject', { orderCode: data.orderCode }),
    preview: t('orderShippingDateChanged.preview', { date: data.shippingDate }),
    blocks: [
      ...orderBlocks(t, data, t('orderShippingDateChanged.intro', { date: data.shippingDate })),
      viewOrderBlock(t, data),
      { kind: 'note', text: t('orderShippingDateChanged.notYou') },
    ],
  };
}
