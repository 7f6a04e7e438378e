import type { NextApiResponse } from 'next';
import { DEFAULT_LOCALE, isLocale, languageOfLocale } from '@/lib/i18n/locales';
import { STORE_NAME } from '@/lib/navigation/store-name';
import type { Caller } from '@/server/http/request-context';
import { mailTranslator } from '@/server/notifications/mail/mail-translations';
import { invoiceContent } from './invoice-content';
import { renderInvoicePdf } from './invoice-layout';
import { loadInvoiceOrder } from './load-invoice-order';

/** Writes the PDF invoice of an order the caller may see (GET /v1/orders/{code}/invoice). */
export async function serveOrderInvoice(input: { caller: Caller; code: string; access?: string | undefined; accessKey?: string | undefined; res: NextApiResponse }): Promise<null> {
  const { order, lines, payment } = await loadInvoiceOrder(input);
  const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
  const t = mailTranslator(languageOfLocale(locale));
  const invoice = invoiceContent({ order, lines, payment, storeName: STORE_NAME, locale, t });
  const bytes = await renderInvoicePdf(invoice, { title: `${invoice.title} ${order.code}`, createdAt: order.paidAt ?? order.createdAt });
  input.res.setHeader('Content-Type', 'application/pdf');
  input.res.setHeader('Content-Disposition', `attachment; filename="invoice-${order.code}.pdf"`);
  input.res.setHeader('Content-Length', String(bytes.byteLength));
  // Personal data: never kept by a shared cache.
  input.res.setHeader('Cache-Control', 'private, no-store');
  input.res.setHeader('X-Content-Type-Options', 'nosniff');
  input.res.status(200).end(Buffer.from(bytes));
  return null;
}
