import { formatAddressLine } from '@/lib/address/format-address';
import { formatMinorUnits } from '@/lib/format/format-price';
import { isLocale, languageOfLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { ORDER_MAIL_TEMPLATES } from '@/server/ordering/mails/order-mail-templates';
import { orderPageUrl } from '@/server/ordering/mails/order-mail-format';
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
        shipTo: formatAddressLine(address, locale),
        // A guest's thank-you page with the checkout access key, a customer's order page (behind sign-in).
        orderUrl: orderPageUrl({ ...order, locale }),
      },
    });
    return true;
  } catch (error) {
    await giveBackConfirmationClaim(db, orderId);
    console.warn(`[orders] confirmation mail for order ${order.code} not sent: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
