import type { NextApiResponse } from 'next';
import { orderLineStatusName } from '@/lib/constants/order-line-status';
import { orderStatusName } from '@/lib/constants/order-status';
import type { BrandOrdersQuery } from '@/lib/contracts/brands/orders-schemas';
import { getDb } from '@/server/db/client';
import { optionsText } from './brand-order-views';
import { decimalAmount, toCsv } from './csv-text';
import { scopeOf } from './list-brand-orders';
import { listBrandExportRows } from './repository';

export const EXPORT_ROW_LIMIT = 50_000;

const HEADER = ['order_number', 'ordered_at', 'order_status', 'email', 'ship_to_country', 'placed_by_operator', 'line_id', 'sku', 'product', 'options', 'quantity', 'currency', 'unit_price', 'line_total', 'line_status'];

/** The CSV of the brand's lines under the list's filters (kind, status, search). */
export async function brandOrdersCsv(input: { vendorCode: string; query: Omit<BrandOrdersQuery, 'page'> }): Promise<string> {
  const rows = await listBrandExportRows(getDb(), scopeOf(input.vendorCode, input.query), EXPORT_ROW_LIMIT);
  return toCsv(
    HEADER,
    rows.map((row) => [
      row.code,
      row.createdAt.toISOString(),
      orderStatusName(row.orderStatus) ?? String(row.orderStatus),
      row.email,
      row.shipToCountry,
      row.placedByOperator ? 'yes' : 'no',
      row.id,
      row.sku,
      row.productName,
      optionsText(row.variantOptions),
      row.quantity,
      row.currency,
      decimalAmount(row.unitPrice),
      decimalAmount(row.lineTotal),
      orderLineStatusName(row.status) ?? String(row.status),
    ]),
  );
}

/** GET /v1/brands/{brandId}/orders/export: writes the CSV itself (no envelope). */
export async function serveBrandOrdersCsv(input: { vendorCode: string; query: Omit<BrandOrdersQuery, 'page'>; res: NextApiResponse }): Promise<null> {
  const csv = await brandOrdersCsv(input);
  const name = input.query.kind === 'all' ? 'orders' : `${input.query.kind}-orders`;
  input.res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  input.res.setHeader('Content-Disposition', `attachment; filename="${input.vendorCode.replace(/[^A-Za-z0-9_-]/g, "-")}-${name}.csv"`);
  // Shoppers' e-mails: never kept by a shared cache.
  input.res.setHeader('Cache-Control', 'private, no-store');
  input.res.setHeader('X-Content-Type-Options', 'nosniff');
  input.res.status(200).end(csv);
  return null;
}
