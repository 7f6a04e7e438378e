import { z } from 'zod';
import { MAX_CSV_BYTES, MAX_CSV_ROWS, STOCK_PRICE_COLUMNS } from '@/lib/catalog/stock-prices-csv';
import { brandParamsSchema } from './brand-params-schemas';
import { defineBrandEndpoint } from './define-brand-endpoint';

/* Issue 17 item 1 (CSV part): a brand's prices and stock, downloaded and uploaded as CSV. The
 * rows belong to catalog (server/catalog/brand-stock-prices); the brand's store scopes them. */

const tags = ['Brand prices and stock'];

export const uploadStockPricesBodySchema = z.object({
  csv: z
    .string()
    .min(1, { error: 'The file is empty.' })
    .max(MAX_CSV_BYTES, { error: `The file can weigh at most ${MAX_CSV_BYTES / 1024 / 1024} MB.` })
    .describe(`The CSV text, UTF-8. Columns: ${STOCK_PRICE_COLUMNS.join(', ')} (product and variant are ignored; a blank cell changes nothing). At most ${MAX_CSV_ROWS} rows.`),
});

export const stockPricesImportSchema = z.object({
  rows: z.int().describe('Rows read'),
  changed_variants: z.int(),
  changed_stock: z.int(),
  changed_prices: z.int(),
  revalidated_pages: z.int().describe('Cached pages re-rendered with the new values before the answer'),
  pages_refreshing: z.boolean().describe('True when many products changed: their pages are re-rendered in the background, within seconds'),
});
export type StockPricesImport = z.infer<typeof stockPricesImportSchema>;

export const downloadStockPricesEndpoint = defineBrandEndpoint({
  method: 'GET',
  path: '/v1/brands/{brandId}/stock-prices',
  summary: 'Every variant of the brand’s products as CSV: sku, product, variant, stock and a price per store currency',
  description: 'Answers text/csv (no envelope), as an attachment. Only the brand’s own variants.',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  response: z.null(),
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const uploadStockPricesEndpoint = defineBrandEndpoint({
  method: 'PUT',
  path: '/v1/brands/{brandId}/stock-prices',
  summary: 'Changes prices and stock from a CSV, all or nothing (manager or owner)',
  description:
    'Every row is checked: the SKU must be one of the brand’s variants (another brand’s SKU is unknown), numbers valid, stock not negative, no SKU twice. One refused row and nothing changes: 422 with one issue per refused row (path csv.line.{n}). Changed pages are re-rendered at once.',
  tags,
  auth: 'customer',
  params: brandParamsSchema,
  body: uploadStockPricesBodySchema,
  response: stockPricesImportSchema,
  maxBodyBytes: MAX_CSV_BYTES * 2 + 1024,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'UNPROCESSABLE', 'PAYLOAD_TOO_LARGE'],
});
