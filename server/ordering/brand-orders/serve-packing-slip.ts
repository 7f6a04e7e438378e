import type { NextApiResponse } from 'next';
import en from '@/locales/en/brand-orders.json';
import fr from '@/locales/fr/brand-orders.json';
import de from '@/locales/de/brand-orders.json';
import { formatAddressLines } from '@/lib/address/format-address';
import { DEFAULT_LOCALE, isLocale, languageOfLocale } from '@/lib/i18n/locales';
import { STORE_NAME } from '@/lib/navigation/store-name';
import { getDb } from '@/server/db/client';
import { listOrderLines } from '@/server/ordering/orders/repository';
import { optionsText } from './brand-order-views';
import { brandOrderNotFound } from './get-brand-order';
import { renderPackingSlipPdf, type PackingSlipDocument } from './packing-slip-layout';
import { findBrandOrder } from './repository';
import { LINE_STATUSES_OF_FILTER } from './line-filters';

/* The slip's texts live with the page's (locales/{language}/brand-orders.json, "slip"): it goes in
 * the box, so it speaks the order's language. */
const SLIP_TEXTS = { en: en.slip, fr: fr.slip, de: de.slip };
const LETTER_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA']);

/**
 * GET /v1/brands/{brandId}/orders/{code}/packing-slip: the brand's lines of the order (those not
 * cancelled), the address to ship to; never another vendor's lines, prices or the payment.
 */
export async function servePackingSlip(input: { vendorCode: string; brandName: string; code: string; res: NextApiResponse }): Promise<null> {
  const db = getDb();
  const order = await findBrandOrder(db, input.vendorCode, input.code);
  if (!order) throw brandOrderNotFound(input.code);
  const cancelled = new Set(LINE_STATUSES_OF_FILTER.cancelled);
  const lines = (await listOrderLines(db, order.id)).filter((line) => line.vendorCode === input.vendorCode && !cancelled.has(line.status));
  const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
  const t = SLIP_TEXTS[languageOfLocale(locale)];
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const slip: PackingSlipDocument = {
    storeName: STORE_NAME,
    brandName: input.brandName,
    title: t.title,
    facts: [
      { label: t.orderNumber, value: order.code },
      { label: t.orderDate, value: dates.format(order.createdAt) },
      { label: t.shipping, value: order.shippingOption },
    ],
    shipTo: { label: t.shipTo, lines: formatAddressLines(order.shippingAddress, locale, { phone: true }) },
    columns: { quantity: t.quantity, sku: t.sku, item: t.item, packed: t.packed },
    lines: lines.map((line) => ({ quantity: line.quantity, sku: line.sku, item: line.productName, detail: optionsText(line.variantOptions) })),
    footer: t.footer.replace('{{storeName}}', STORE_NAME),
    letter: LETTER_COUNTRIES.has(order.shippingAddress.country),
  };
  const bytes = await renderPackingSlipPdf(slip, order.createdAt);
  input.res.setHeader('Content-Type', 'application/pdf');
  input.res.setHeader('Content-Disposition', `attachment; filename="packing-slip-${order.code}.pdf"`);
  input.res.setHeader('Content-Length', String(bytes.byteLength));
  input.res.setHeader('Cache-Control', 'private, no-store');
  input.res.setHeader('X-Content-Type-Options', 'nosniff');
  input.res.status(200).end(Buffer.from(bytes));
  return null;
}
