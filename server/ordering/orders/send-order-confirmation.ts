import { formatMinorUnits } from '@/lib/format/format-price';
import { isLocale, languageOfLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/navigation/localized-path';
import { siteUrl } from '@/lib/seo/site-url';
import { getDb } from '@/server/db/client';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { ORDER_MAIL_TEMPLATES } from '@/server/ordering/mails/order-mail-templates';
import { orderAccessKey } from './order-access-key';
import { claimConfirmationMail, giveBackConfirmationClaim, listOrderLines } from './repository';

/**
 * E-mails the order confirmation once: confirmation_sent_at is claimed before sending, so two
 * paths that both see the payment succeed (place-order and a webhook) send one mail. A failed
 * delivery gives the claim back, so the next chance (reconciliation) tries again; the order
 * itself never fails because of a mail.
 */
export async function sendOrderConfirmation(orderId: number): Promise<boolean> {
  const db = getDb();
  const order = await claimConfirmationMail(db, orderId, new Date());
  if (!order) return false;
  try {
    const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
    const numbers = locale;
    const lines = await listOrderLines(db, order.id);
    const address = order.shippingAddress;
    const query = order.customerId === null ? `?access_key=${orderAccessKey(order.code)}` : '';
    await sendMail({
      to: order.email,
      template: ORDER_MAIL_TEMPLATES['order-confirmation'],
      language: languageOfLocale(locale),
      data: {
        orderCode: order.code,
        items: lines.map((line) => {
          const options = line.variantOptions.map((option) => option.label).join(', ');
          return `${line.quantity} × ${line.productName}${options ? ` (${options})` : ''}: ${formatMinorUnits(line.lineTotal, order.currency, numbers)}`;
        }),
        total: formatMinorUnits(order.total, order.currency, numbers),
        shipTo: [address.full_name, address.street, address.line_1, `${address.postal_code} ${address.city}`.trim(), address.state_or_province, address.country].filter(Boolean).join(', '),
        orderUrl: `${siteUrl()}${localizedPath(`/thank-you`, locale)}?order=${order.code}${query.replace('?', '&')}`,
      },
    });
    return true;
  } catch (error) {
    await giveBackConfirmationClaim(db, orderId);
    console.warn(`[orders] confirmation mail for order ${order.code} not sent: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
