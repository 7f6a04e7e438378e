import { DEFAULT_LOCALE, isLocale, languageOfLocale, type Language } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { findOrderById } from '@/server/ordering/orders/repository';
import { loadOrderEventMail } from './load-order-event-mail';
import type { OrderMailEvent } from './order-event-mail-types';
import type { MailTemplate } from '@/server/notifications/mail/mail-content';
import { sendMail } from '@/server/notifications/mail/send-mail';
import { ORDER_MAIL_TEMPLATES, type OrderMailTemplateData, type OrderMailTemplateName } from './order-mail-templates';

/**
 * E-mails the shopper about an order event (issue 6 item 5), in the order's language, to the
 * order's address. Called after the caller's transaction commits, so it never throws: a mail
 * that cannot be built or delivered is logged and the change it reports stands.
 */
export async function sendOrderEventMail(orderId: number, event: OrderMailEvent): Promise<void> {
  try {
    const db = getDb();
    const found = await findOrderById(db, orderId);
    if (!found) throw new Error(`order ${orderId} not found`);
    // An order saved with a locale the site no longer serves still gets a readable mail.
    const order = isLocale(found.locale) ? found : { ...found, locale: DEFAULT_LOCALE };
    const mail = await loadOrderEventMail(db, order, event);
    await sendOrderMail(order.email, languageOfLocale(order.locale), mail.template, mail.data);
  } catch (error) {
    console.warn(`[mail] "${event.kind}" mail for order ${orderId} not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/* Generic over the template name so the data is checked against that template's data. */
async function sendOrderMail<K extends OrderMailTemplateName>(to: string, language: Language, name: K, data: OrderMailTemplateData[K]): Promise<void> {
  const template: MailTemplate<OrderMailTemplateData[K]> = ORDER_MAIL_TEMPLATES[name];
  await sendMail({ to, language, template, data });
}
